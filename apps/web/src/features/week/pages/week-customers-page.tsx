import { useCallback, useState } from 'react';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { useWeekCustomers } from '../api/get-week-customers.ts';
import { weekKeys } from '../api/keys.ts';
import type { OrderDialogComponent } from '../components/order-dialog-slot.ts';
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
          <WeekCustomersGrid
            rows={data.rows}
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
