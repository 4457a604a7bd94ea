import { BulkCalculator } from '../components/bulk-calculator.tsx';

/** /bulk_calculator (level 2, Pop-Up Shop): recipes × portions → what to buy. */
export default function BulkCalculatorPage() {
  return <BulkCalculator />;
}
