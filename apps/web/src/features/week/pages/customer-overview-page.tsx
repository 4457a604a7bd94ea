import { useCallback, useState } from 'react';
import { defaultWeekId } from '@brigade/domain/calendar/default-week';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import type { OverviewOrder } from '@brigade/domain/schemas/week';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useCustomerOverview } from '../api/get-customer-overview.ts';
import { weekKeys } from '../api/keys.ts';
import { DayBagDialog } from '../components/day-bag-dialog.tsx';
import { formatDay } from '../../../lib/format.ts';
import { MealOverrideDialog } from '../components/meal-override-dialog.tsx';
import { MergeDialog } from '../components/merge-dialog.tsx';
import type { OrderDialogComponent } from '../components/order-dialog-slot.ts';
import type { DayEditor } from '../components/overview-day-cell.tsx';
import { OverviewTable } from '../components/overview-table.tsx';
import { WeekNav } from '../../../components/week-nav.tsx';

const pathOf = (weekId: string, orderId?: number) => {
  const [year, week] = weekId.split('_');
  return `/customers/overview/${year}/${week}${orderId ? `/${orderId}` : ''}`;
};

/**
 * /customers/overview/{year}/{week}[/{order_id}] "Customer Overview": the week's orders with their days,
 * meal overrides, bags and merges editable in place; /customers/overview opens the default week.
 */
export default function CustomerOverviewPage({ OrderDialog }: { OrderDialog: OrderDialogComponent }) {
  const { year, week, orderId: orderParam } = useParams();
  const localise = useLocalisePath();
  if (!year || !week) return <Navigate replace to={localise(pathOf(defaultWeekId(new Date())))} />;
  return (
    <Overview
      year={year}
      week={week}
      orderId={orderParam ? Number(orderParam) : null}
      OrderDialog={OrderDialog}
    />
  );
}

interface Editing {
  order: OverviewOrder;
  date: string;
  editor: DayEditor;
}

function Overview({
  year,
  week,
  orderId,
  OrderDialog,
}: {
  year: string;
  week: string;
  orderId: number | null;
  OrderDialog: OrderDialogComponent;
}) {
  const { t } = useTranslation('week');
  const localise = useLocalisePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useCustomerOverview(year, week);
  const [dialog, setDialog] = useState<{ orderId: number | null } | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const openOrder = useCallback((id: number) => setDialog({ orderId: id }), []);
  const data = query.data;
  const orders = data ? (orderId ? data.orders.filter((o) => o.order_id === orderId) : data.orders) : [];
  return (
    <>
      <PageToolbar onAdd={() => setDialog({ orderId: null })} addLabel={t('addOrder')} />
      {query.isError ? <Alert severity="error">{query.error.message}</Alert> : null}
      {data ? (
        <>
          <WeekNav
            monday={data.start_date}
            onChange={(date) =>
              navigate(localise(pathOf(date ? weekIdOfDate(date) : defaultWeekId(new Date()))))
            }
          />
          {orderId ? (
            <Alert
              severity={orders.length ? 'info' : 'warning'}
              sx={{ mb: 2 }}
              action={
                <Button component={RouterLink} to={localise(pathOf(data.week_id))} size="small">
                  {t('overview.allOrders')}
                </Button>
              }
            >
              {orders.length
                ? t('overview.oneOrder', { id: orderId })
                : t('overview.orderNotInWeek', { id: orderId })}
            </Alert>
          ) : null}
          <OverviewTable
            orders={orders}
            days={data.days}
            weekStart={data.start_date}
            onOpenOrder={openOrder}
            onEdit={(order, date, editor) => setEditing({ order, date, editor })}
          />
        </>
      ) : query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : null}

      {editing && data ? (
        <DayEditorDialog editing={editing} orders={data.orders} onClose={() => setEditing(null)} />
      ) : null}
      {dialog ? (
        <OrderDialog
          open
          orderId={dialog.orderId}
          initial={data ? { start_week: data.week_id } : undefined}
          onClose={() => setDialog(null)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: weekKeys.all })}
        />
      ) : null}
    </>
  );
}

/** The dialog of the day being edited (meal override, bag or merge), on the week's current data. */
function DayEditorDialog({
  editing,
  orders,
  onClose,
}: {
  editing: Editing;
  orders: OverviewOrder[];
  onClose: () => void;
}) {
  const { i18n } = useTranslation('week');
  const { date, editor } = editing;
  const edited = orders.find((o) => o.order_id === editing.order.order_id);
  const day = edited?.days.find((d) => d.date === date);
  if (!edited || !day) return null;
  const title = `${editing.order.first_name} ${editing.order.last_name} · ${formatDay(date, i18n.language)}`;
  const common = { orderId: edited.order_id, date, title, onClose };
  if (editor === 'meal')
    return <MealOverrideDialog {...common} current={day.meal_override} programme={edited} />;
  if (editor === 'bag') return <DayBagDialog {...common} current={day.bag} />;
  return (
    <MergeDialog
      {...common}
      current={day.merge}
      candidates={orders.filter(
        (o) => o.order_id !== edited.order_id && o.days.some((d) => d.date === date && d.active),
      )}
    />
  );
}
