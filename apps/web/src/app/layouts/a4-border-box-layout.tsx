import { PrintLayout } from './print-layout.tsx';

export default function A4BorderBoxLayout() {
  return <PrintLayout kind="border-box" />;
}
