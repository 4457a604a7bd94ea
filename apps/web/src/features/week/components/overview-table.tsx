import { useMemo, useState } from 'react';
import type { OverviewOrder } from '@brigade/domain/schemas/week';
import { mdiCheckDecagramOutline } from '@mdi/js';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '@brigade/domain/messages/catalogue';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notifications.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useSetMismatchConfirmation } from '../api/mismatch-confirmation.ts';
import { formatDay } from '../../../lib/format.ts';
import { useProgrammeLabel } from './meal-slot.tsx';
import { OverviewDayCell, type DayEditor } from './overview-day-cell.tsx';

interface Props {
  orders: readonly OverviewOrder[];
  days: readonly string[];
  weekStart: string;
  onOpenOrder: (orderId: number) => void;
  onEdit: (order: OverviewOrder, date: string, editor: DayEditor) => void;
}

/** The customer overview: each order of the week with its Monday–Friday days editable in place. */
export function OverviewTable({ orders, days, weekStart, onOpenOrder, onEdit }: Props) {
  const { t, i18n } = useTranslation('week');
  const localise = useLocalisePath();
  const programmeLabel = useProgrammeLabel();
  const confirm = useSetMismatchConfirmation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(50);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q
      ? orders.filter((o) => `${o.first_name} ${o.last_name} #${o.order_id}`.toLowerCase().includes(q))
      : orders;
  }, [orders, search]);
  const current = Math.min(page, Math.max(0, Math.ceil(shown.length / perPage) - 1));

  const setConfirmed = (order: OverviewOrder, confirmed: boolean) =>
    confirm.mutate(
      { orderId: order.order_id, weekStart, confirmed },
      { onError: (e) => notify(isApiError(e) ? e.message : String(e), 'error') },
    );

  return (
    <Paper variant="outlined">
      <Stack direction="row" spacing={2} sx={{ p: 1.5, alignItems: 'center' }}>
        <SearchField
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(0);
          }}
          label={t('search')}
        />
        <Typography variant="body2" color="text.secondary">
          {t('orderCount', { count: shown.length })}
        </Typography>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('overview.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('column.customer')}</TableCell>
              {days.map((d) => (
                <TableCell key={d}>{formatDay(d, i18n.language)}</TableCell>
              ))}
              <TableCell align="right">{t('column.numDays')}</TableCell>
              <TableCell>{t('column.delivery')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.slice(current * perPage, current * perPage + perPage).map((order) => {
              const mismatch = order.delivery_errors.includes(messages.deliveryMismatch);
              return (
                <TableRow key={order.order_id} data-testid={`overview-order-${order.order_id}`}>
                  <TableCell sx={{ minWidth: 150, verticalAlign: 'top' }}>
                    <Link component={RouterLink} to={localise(`/customers/${order.customer_id}`)}>
                      {order.first_name} {order.last_name}
                    </Link>
                    <div>
                      <Link
                        component="button"
                        type="button"
                        variant="caption"
                        onClick={() => onOpenOrder(order.order_id)}
                      >
                        {t('column.orderNo', { id: order.order_id })}
                      </Link>
                    </div>
                    <Typography variant="caption" color="text.secondary">
                      {programmeLabel(order)}
                      {order.legacy ? ` · ${t('legacy')}` : ''}
                    </Typography>
                  </TableCell>
                  {order.days.slice(0, 5).map((day) => (
                    <TableCell key={day.date} sx={{ verticalAlign: 'top' }}>
                      <OverviewDayCell
                        order={order}
                        day={day}
                        onEdit={(editor) => onEdit(order, day.date, editor)}
                      />
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ verticalAlign: 'top' }} data-testid="num-days">
                    {order.num_days}
                  </TableCell>
                  <TableCell sx={{ minWidth: 170, verticalAlign: 'top' }}>
                    <div>{order.delivery_type_name ?? '–'}</div>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {order.address_slots.join(', ')}
                    </Typography>
                    {order.delivery_errors.map((e) => (
                      <Typography
                        key={e}
                        variant="caption"
                        color="error"
                        component="div"
                        sx={{ fontWeight: 600 }}
                      >
                        {translateMessage(e)}
                      </Typography>
                    ))}
                    {mismatch || order.delivery_mismatch_confirmed ? (
                      <Button
                        size="small"
                        startIcon={<MdiIcon path={mdiCheckDecagramOutline} size={0.7} />}
                        onClick={() => setConfirmed(order, !order.delivery_mismatch_confirmed)}
                        disabled={confirm.isPending}
                      >
                        {order.delivery_mismatch_confirmed ? t('mismatch.withdraw') : t('mismatch.confirm')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={shown.length}
        page={current}
        onPageChange={(_e, p) => setPage(p)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[25, 50, 100]}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('perPage')}
      />
    </Paper>
  );
}
