import type { ReactNode } from 'react';
import type { InvoiceSummary } from '@brigade/domain/schemas/invoices';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatChf } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useJobProgress } from '../../../lib/job-progress.ts';
import { useInvoices, useInvoiceWholeWeek } from '../api/invoices-api.ts';
import { InvoicesTable } from './invoices-table.tsx';

/** A week's invoices: invoice every customer's orders of the week (a job with progress) and the list. */
export function WeekInvoicing({
  monday,
  extraActions,
}: {
  monday: string;
  extraActions?: (invoice: InvoiceSummary) => ReactNode;
}) {
  const { t, i18n } = useTranslation('invoices');
  const list = useInvoices({ week_start: monday });
  const start = useInvoiceWholeWeek();
  const progress = useJobProgress(start.data?.job_id);
  const running = start.data !== undefined && progress?.note !== 'ready';
  const totals = list.data?.totals;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="contained"
          disabled={start.isPending || running}
          onClick={() => start.mutate(monday)}
        >
          {t('invoiceWeek')}
        </Button>
        {running ? (
          <Typography role="status" variant="body2">
            {progress && progress.total > 0
              ? t('progress', { done: progress.done, total: progress.total })
              : t('queued')}
          </Typography>
        ) : null}
        {totals ? (
          <Typography variant="body2" data-testid="invoice-totals">
            {t('totals', {
              count: totals.count,
              open: formatChf(totals.open, i18n.language),
              paid: formatChf(totals.paid, i18n.language),
            })}
          </Typography>
        ) : null}
      </Stack>
      {start.isError ? <Alert severity="error">{translateMessage(start.error.message)}</Alert> : null}
      {list.isError ? <Alert severity="error">{translateMessage(list.error.message)}</Alert> : null}
      {list.data ? <InvoicesTable invoices={list.data.items} extraActions={extraActions} /> : null}
    </Stack>
  );
}
