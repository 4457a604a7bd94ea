import { useCallback, useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { OrderListItem } from '@brigade/domain/schemas/orders';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import { DataTable } from '../../../components/data-table.tsx';
import type { ListParams } from '../../../lib/list.ts';
import { orderListPath, ordersQueryOptions, type OrderFilters } from '../api/get-orders.ts';
import { formatChf } from '../../../lib/format.ts';

const phoneHidden = [
  'start_week',
  'end_week',
  'delivery_type_name',
  'discount_code',
  'is_subscription',
  'created_at',
];

/**
 * /orders and /orders/legacy: order id, customer, programme, weeks, delivery type, day rate (after the discount
 * code), the code, subscription, created.
 */
export function OrdersTable(props: {
  filters: OrderFilters;
  onOpen?: (row: OrderListItem) => void;
  toolbar?: React.ReactNode;
}) {
  const { filters, onOpen, toolbar } = props;
  const { t, i18n } = useTranslation('orders');
  const columns = useMemo<GridColDef<OrderListItem>[]>(
    () => [
      { field: 'order_id', headerName: t('field.orderId'), width: 90 },
      { field: 'customer_name', headerName: t('field.customer'), flex: 1, minWidth: 150 },
      {
        field: 'programme',
        headerName: t('field.programme'),
        width: 160,
        valueFormatter: (value: string) => t(`programme.${value}`),
      },
      { field: 'start_week', headerName: t('field.startWeek'), width: 110 },
      {
        field: 'end_week',
        headerName: t('field.endWeek'),
        width: 130,
        valueFormatter: (value: string | null) => value ?? t('endWeek.untilCancelled'),
      },
      {
        field: 'delivery_type_name',
        headerName: t('field.deliveryType'),
        flex: 1,
        minWidth: 120,
        valueFormatter: (value: string | null) => value ?? '–',
      },
      {
        field: 'day_rate',
        headerName: t('price.dayRate'),
        width: 120,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueFormatter: (value: number | null) => formatChf(value, i18n.language),
      },
      {
        field: 'discount_code',
        headerName: t('field.discountCode'),
        width: 130,
        sortable: false,
        valueFormatter: (value: string | null) => value ?? '–',
      },
      {
        field: 'is_subscription',
        headerName: t('field.subscription'),
        width: 110,
        valueFormatter: (value: boolean) => (value ? t('yes') : t('no')),
      },
      dateTimeColumn('created_at', t('field.createdAt'), i18n.language),
    ],
    [t, i18n.language],
  );
  const queryOptions = useCallback(
    (params: ListParams) => ordersQueryOptions({ ...params, ...filters }),
    [filters],
  );
  const exportQuery = new URLSearchParams();
  if (filters.week) exportQuery.set('week', filters.week);
  if (filters.include_cancelled) exportQuery.set('include_cancelled', 'true');
  if (filters.customer_id) exportQuery.set('customer_id', String(filters.customer_id));
  const exportUrl = `/api/v1${orderListPath(filters.legacy)}/export${exportQuery.size ? `?${exportQuery.toString()}` : ''}`;
  return (
    <DataTable
      label={filters.legacy ? t('legacy.table') : t('table')}
      columns={columns}
      queryOptions={queryOptions}
      getRowId={(row) => row.order_id}
      exportUrl={exportUrl}
      searchLabel={t('search')}
      hiddenOnPhone={phoneHidden}
      toolbar={toolbar}
      onRowClick={onOpen}
    />
  );
}
