import { PrintLayout } from './print-layout.tsx';

export default function A4PortraitLayout() {
  return <PrintLayout kind="portrait" />;
}
