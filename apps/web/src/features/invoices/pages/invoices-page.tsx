import { useState, type ReactNode } from 'react';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import { weekIdOfDate, mondayOfWeekId } from '@brigade/domain/calendar/week-id';
import type { InvoiceSummary } from '@brigade/domain/schemas/invoices';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { WeekNav } from '../../../components/week-nav.tsx';
import { AddInvoiceDialog } from '../components/add-invoice-dialog.tsx';
import { ProgrammeInvoicing } from '../components/programme-invoicing.tsx';
import { WeekInvoicing } from '../components/week-invoicing.tsx';

/**
 * Invoices ('/bexio', AP SUPER): the invoices of a week (invoice every customer's orders of the week at once,
 * or one customer's with 'Add invoice') or of a special programme; each opens as a PDF with its QR-bill, is
 * sent by e-mail, marked paid or cancelled with a credit note. `extraActions` adds the payment link (app/).
 */
export default function InvoicesPage({
  extraActions,
}: {
  extraActions?: (invoice: InvoiceSummary) => ReactNode;
}) {
  const { t } = useTranslation('invoices');
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const monday = mondayOfWeekId(weekIdOfDate(isIsoDate(asked) ? asked : defaultWeekMonday(new Date())));
  const tab = params.get('programme') === null ? 'week' : 'programme';
  const [adding, setAdding] = useState(false);
  const set = (next: Record<string, string>) => setParams(next, { replace: true });
  return (
    <Stack spacing={2}>
      <PageToolbar onAdd={() => setAdding(true)} addLabel={t('add')} />
      <Typography variant="h5" component="h2">
        {t('title')}
      </Typography>
      <Tabs value={tab} onChange={(_, value) => set(value === 'week' ? { date: monday } : { programme: '' })}>
        <Tab value="week" label={t('tab.week')} />
        <Tab value="programme" label={t('tab.programme')} />
      </Tabs>
      {tab === 'week' ? (
        <>
          <WeekNav monday={monday} onChange={(date) => set(date ? { date } : {})} />
          <WeekInvoicing monday={monday} extraActions={extraActions} />
        </>
      ) : (
        <ProgrammeInvoicing extraActions={extraActions} />
      )}
      {adding ? <AddInvoiceDialog monday={monday} onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
}
