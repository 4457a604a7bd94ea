import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatChf } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useCustomerMoney } from '../api/invoices-api.ts';
import { InvoicesTable, type InvoicesTableProps } from './invoices-table.tsx';

/**
 * 'Programme payments and invoices' of a customer: per order what was invoiced, paid and open; the invoices with
 * their actions (send, mark paid, cancel, and what app/ adds).
 */
interface CustomerMoneyProps {
  customerId: number;
  /** Opened from an order: its row is marked. */
  orderId?: number | undefined;
  /** More actions of an open invoice (its payment link), composed by app/. */
  extraActions?: InvoicesTableProps['extraActions'];
}

function CustomerMoneyDialog({
  customerId,
  orderId,
  extraActions,
  onClose,
}: CustomerMoneyProps & { onClose: () => void }) {
  const { t, i18n } = useTranslation('invoices');
  const money = useCustomerMoney(customerId, true);
  const chf = (value: number) => formatChf(value, i18n.language);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="customer-money-title">
      <DialogTitle id="customer-money-title">
        {orderId === undefined ? t('money.title') : t('money.titleOrder', { id: orderId })}
      </DialogTitle>
      <DialogContent>
        {money.isError ? <Alert severity="error">{translateMessage(money.error.message)}</Alert> : null}
        {money.data ? (
          <>
            <Table size="small" aria-label={t('money.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('money.order')}</TableCell>
                  <TableCell>{t('money.weeks')}</TableCell>
                  <TableCell align="right">{t('money.invoiced')}</TableCell>
                  <TableCell align="right">{t('money.paid')}</TableCell>
                  <TableCell align="right">{t('money.open')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {money.data.orders.map((o) => (
                  <TableRow
                    key={o.order_id}
                    data-testid="money-order"
                    selected={o.order_id === orderId}
                    aria-current={o.order_id === orderId ? 'true' : undefined}
                  >
                    <TableCell>{o.order_id}</TableCell>
                    <TableCell>{o.weeks.join(', ')}</TableCell>
                    <TableCell align="right">{chf(o.invoiced)}</TableCell>
                    <TableCell align="right">{chf(o.paid)}</TableCell>
                    <TableCell align="right">{chf(o.open)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={2}>
                    <strong>{t('money.total')}</strong>
                  </TableCell>
                  <TableCell align="right">{chf(money.data.totals.invoiced)}</TableCell>
                  <TableCell align="right">{chf(money.data.totals.paid)}</TableCell>
                  <TableCell align="right" data-testid="money-open">
                    {chf(money.data.totals.open)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
              {t('money.invoices')}
            </Typography>
            <InvoicesTable invoices={money.data.invoices} extraActions={extraActions} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Opens a customer's programme payments and invoices; from an order, with that order's row marked. */
export function CustomerMoneyButton(props: CustomerMoneyProps) {
  const { t } = useTranslation('invoices');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {t('money.open_button')}
      </Button>
      {open ? <CustomerMoneyDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
