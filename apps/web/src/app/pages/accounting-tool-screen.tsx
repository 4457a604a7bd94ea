import Stack from '@mui/material/Stack';
import { AccountingConnection } from '../../features/accounting/components/accounting-connection.tsx';
import { OpenInvoicesSummary } from '../../features/invoices/components/open-invoices-summary.tsx';

/** /tools/bexio, the accounting tool: the accounting service's connection and the open invoices. */
export default function AccountingToolScreen() {
  return (
    <Stack spacing={2}>
      <AccountingConnection />
      <OpenInvoicesSummary />
    </Stack>
  );
}
