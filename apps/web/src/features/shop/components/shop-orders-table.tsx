import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ShopOrderSummary } from '@brigade/domain/schemas/shop';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { formatTotal } from './format-total.ts';
import { problemsText } from './problem-text.ts';
import { ShopStatusChip } from './status-chip.tsx';

/** The shop orders of one status, newest first; a row (or its name) opens the order beside ours. */
export function ShopOrdersTable({ orders }: { orders: readonly ShopOrderSummary[] }) {
  const { t, i18n } = useTranslation('shop');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  if (orders.length === 0) return <Alert severity="info">{t('list.empty')}</Alert>;
  return (
    <Table size="small" aria-label={t('list.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('field.order')}</TableCell>
          <TableCell>{t('field.customer')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('field.email')}</TableCell>
          <TableCell align="right">{t('field.total')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('field.received')}</TableCell>
          <TableCell>{t('field.status')}</TableCell>
          <TableCell>{t('field.problems')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => {
          const path = localise(`/orders/shopify/${order.shop_order_id}`);
          return (
            <TableRow
              key={order.shop_order_id}
              hover
              onClick={() => void navigate(path)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()}>
                  {order.name}
                </Link>
              </TableCell>
              <TableCell>{order.customer_name}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, overflowWrap: 'anywhere' }}>
                {order.email ?? '–'}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatTotal(order.total_price, order.currency, i18n.language)}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                {formatDateTime(order.received_at, i18n.language)}
              </TableCell>
              <TableCell>
                <ShopStatusChip status={order.status} />
              </TableCell>
              <TableCell sx={{ color: 'warning.dark', minWidth: 180 }}>
                {problemsText(order.problems, t) || '–'}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
