import { useState, type ReactNode } from 'react';
import type { InvoiceSummary } from '@brigade/domain/schemas/invoices';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { useInvoiceProgramme, useInvoices, useProgrammeOptions } from '../api/invoices-api.ts';
import { InvoicesTable } from './invoices-table.tsx';

/**
 * A special programme's invoices: its customers billed through accounting, each for their orders at their price
 * override (else the programme's price).
 */
export function ProgrammeInvoicing({
  extraActions,
}: {
  extraActions?: (invoice: InvoiceSummary) => ReactNode;
}) {
  const { t } = useTranslation('invoices');
  const programmes = useProgrammeOptions();
  const [programmeId, setProgrammeId] = useState<number | ''>('');
  const list = useInvoices(
    { special_programme_id: programmeId === '' ? undefined : programmeId },
    programmeId !== '',
  );
  const invoice = useInvoiceProgramme();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 280 }}
          label={t('programme')}
          value={programmeId}
          onChange={(e) => setProgrammeId(Number(e.target.value))}
        >
          {(programmes.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={programmeId === '' || invoice.isPending}
          onClick={() =>
            programmeId !== '' &&
            invoice.mutate(programmeId, {
              onSuccess: (r) => notify(t('programmeDone', { count: r.created.length }), 'success'),
            })
          }
        >
          {t('invoiceProgramme')}
        </Button>
      </Stack>
      {invoice.isError ? <Alert severity="warning">{translateMessage(invoice.error.message)}</Alert> : null}
      {list.data ? <InvoicesTable invoices={list.data.items} extraActions={extraActions} /> : null}
    </Stack>
  );
}
