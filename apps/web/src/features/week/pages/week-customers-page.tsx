import { useCallback, useState } from 'react';
import { mdiAccountGroupOutline } from '@mdi/js';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { storedFlags, useStoredFlag } from '../../../lib/use-stored-flag.ts';
import { useWeekCustomers } from '../api/get-week-customers.ts';
import { weekKeys } from '../api/keys.ts';
import { DayCustomersDialog } from '../components/day-customers-dialog.tsx';
import type { OrderDialogComponent } from '../components/order-dialog-slot.ts';
import { OrderSchemaDialog } from '../components/order-schema-dialog.tsx';
import { WeekCustomersGrid } from '../components/week-customers-grid.tsx';
import { WeekNav } from '../../../components/week-nav.tsx';
import { WeekTotals } from '../components/week-totals.tsx';

/** /week/customers "The Week": every order of the week (?start_date=, none = default week) with totals. */
export default function WeekCustomersPage({ OrderDialog }: { OrderDialog: OrderDialogComponent }) {
  const { t } = useTranslation('week');
  const [params, setParams] = useSearchParams();
  const startDate = params.get('start_date') ?? undefined;
  const query = useWeekCustomers(startDate);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ orderId: number | null } | null>(null);
  const openOrder = useCallback((orderId: number) => setDialog({ orderId }), []);
  const [dayOpen, setDayOpen] = useState(false);
  const [jsonFlag, setJsonFlag] = useStoredFlag(storedFlags.showJson);
  const [schemaOf, setSchemaOf] = useState<number | null>(null);

  const data = query.data;
  return (
    <>
      <PageToolbar onAdd={() => setDialog({ orderId: null })} addLabel={t('addOrder')} />
      {query.isError ? <Alert severity="error">{query.error.message}</Alert> : null}
      {data ? (
        <>
          <WeekNav
            monday={data.start_date}
            onChange={(date) => setParams(date ? { start_date: date } : {})}
          />
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
            <Button
              startIcon={<MdiIcon path={mdiAccountGroupOutline} size={0.8} />}
              onClick={() => setDayOpen(true)}
            >
              {t('dayCustomers.open')}
            </Button>
            <FormControlLabel
              control={<Switch checked={jsonFlag} onChange={(e) => setJsonFlag(e.target.checked)} />}
              label={t('orderSchema.flag')}
            />
          </Stack>
          <WeekCustomersGrid
            rows={data.rows}
            onShowSchema={jsonFlag ? setSchemaOf : undefined}
            days={data.days}
            allergenNamesDe={data.allergen_names_de}
            loading={query.isFetching}
            onOpenOrder={openOrder}
          />
          <WeekTotals totals={data.totals} />
        </>
      ) : query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : null}
      {dayOpen && data ? (
        <DayCustomersDialog days={data.days} initialDate={data.days[0]!} onClose={() => setDayOpen(false)} />
      ) : null}
      {schemaOf !== null ? <OrderSchemaDialog orderId={schemaOf} onClose={() => setSchemaOf(null)} /> : null}
      {dialog ? (
        <OrderDialog
          open
          orderId={dialog.orderId}
          initial={data ? { start_week: weekIdOfDate(data.start_date) } : undefined}
          onClose={() => setDialog(null)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: weekKeys.all })}
        />
      ) : null}
    </>
  );
}
