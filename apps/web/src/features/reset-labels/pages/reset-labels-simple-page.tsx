import { ResetLabelSheets } from '../components/reset-label-sheets.tsx';

/** /printable/a4/reset-labels/simple: reset labels to write on (business name, name, day, meals). */
export default function ResetLabelsSimplePage() {
  return <ResetLabelSheets variant="simple" />;
}
