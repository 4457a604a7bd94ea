import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatChf } from '../../../lib/format.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useInvoices } from '../api/invoices-api.ts';

/** The accounting tool's money at a glance: open invoices and their sum, and where invoices are made. */
export function OpenInvoicesSummary() {
  const { t, i18n } = useTranslation('invoices');
  const localise = useLocalisePath();
  const open = useInvoices({ status: 'OPEN' });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2">
          {t('tool.invoices')}
        </Typography>
        {open.data ? (
          <Typography data-testid="open-invoices">
            {t('tool.open', {
              count: open.data.totals.count,
              sum: formatChf(open.data.totals.open, i18n.language),
            })}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={2}>
          <Link component={RouterLink} to={localise('/bexio')}>
            {t('title')}
          </Link>
          <Link component={RouterLink} to={localise('/bexio/legacy')}>
            {t('history')}
          </Link>
        </Stack>
      </Stack>
    </Paper>
  );
}
