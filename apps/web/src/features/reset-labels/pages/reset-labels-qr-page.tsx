import { ResetLabelSheets } from '../components/reset-label-sheets.tsx';

/** /printable/a4/reset-labels/qr-code: reset labels that also carry RESET as a barcode and a QR code. */
export default function ResetLabelsQrPage() {
  return <ResetLabelSheets variant="qr-code" />;
}
