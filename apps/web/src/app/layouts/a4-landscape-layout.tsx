import { PrintLayout } from './print-layout.tsx';

export default function A4LandscapeLayout() {
  return <PrintLayout kind="landscape" />;
}
