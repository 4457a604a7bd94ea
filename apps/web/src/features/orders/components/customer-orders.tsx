import { useState } from 'react';
import { mdiPlus } from '@mdi/js';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { useOrderCustomer } from '../api/get-order-customer.ts';
import { useOrders } from '../api/get-orders.ts';
import { formatChf } from '../../../lib/format.ts';
import { OrderDialog } from './order-dialog.tsx';

/** A customer's orders (newest first, cancelled too) with '+ Order' and edit in the order dialog. */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation('orders');
  const [open, setOpen] = useState<{ orderId: number | null } | null>(null);
  const { data: customer } = useOrderCustomer(customerId);
  const { data, isLoading } = useOrders({
    start: 0,
    length: 100,
    customer_id: customerId,
    include_cancelled: true,
  });
  const orders = data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {t('customerOrders.title')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<MdiIcon path={mdiPlus} size={0.8} />}
          // The new order starts with this customer chosen: wait until they are loaded.
          disabled={!customer}
          onClick={() => setOpen({ orderId: null })}
        >
          {t('customerOrders.add')}
        </Button>
      </Stack>
      {orders.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {isLoading ? t('customerOrders.loading') : t('customerOrders.none')}
        </Typography>
      ) : (
        <Table
          size="small"
          aria-label={t('customerOrders.title')}
          sx={{ overflowX: 'auto', display: 'block' }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('field.orderId')}</TableCell>
              <TableCell>{t('field.programme')}</TableCell>
              <TableCell>{t('field.weeks')}</TableCell>
              <TableCell align="right">{t('price.dayRate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((o) => (
              <TableRow
                key={o.order_id}
                hover
                onClick={() => setOpen({ orderId: o.order_id })}
                sx={{ cursor: 'pointer', opacity: o.cancelled ? 0.55 : 1 }}
              >
                <TableCell>{o.order_id}</TableCell>
                <TableCell>
                  {t(`programme.${o.programme}`)}
                  {o.cancelled ? ` (${t('field.cancelled')})` : ''}
                </TableCell>
                <TableCell>
                  {o.start_week} – {o.end_week ?? t('endWeek.untilCancelled')}
                </TableCell>
                <TableCell align="right">{formatChf(o.day_rate, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <OrderDialog
        open={open !== null}
        orderId={open?.orderId ?? null}
        initial={
          customer
            ? { customer: { customer_id: customer.customer_id, name: customer.name, email: customer.email } }
            : undefined
        }
        onClose={() => setOpen(null)}
      />
    </Paper>
  );
}
