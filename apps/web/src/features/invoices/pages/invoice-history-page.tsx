import { useState } from 'react';
import { invoiceStatuses } from '@brigade/domain/schemas/invoices';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { useInvoices } from '../api/invoices-api.ts';
import { InvoicesTable } from '../components/invoices-table.tsx';

type Status = (typeof invoiceStatuses)[number];

/** The invoice history ('/bexio/legacy', AP SUPER): every invoice and credit note, read-only, by status. */
export default function InvoiceHistoryPage() {
  const { t } = useTranslation('invoices');
  const [status, setStatus] = useState<Status | ''>('');
  const list = useInvoices({ status: status === '' ? undefined : status });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('history')}
      </Typography>
      <TextField
        select
        size="small"
        sx={{ maxWidth: 240 }}
        label={t('column.status')}
        value={status}
        onChange={(e) => setStatus(e.target.value as Status | '')}
      >
        <MenuItem value="">{t('allStatuses')}</MenuItem>
        {invoiceStatuses.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {list.isError ? <Alert severity="error">{translateMessage(list.error.message)}</Alert> : null}
      {list.data ? <InvoicesTable invoices={list.data.items} readOnly /> : null}
    </Stack>
  );
}
