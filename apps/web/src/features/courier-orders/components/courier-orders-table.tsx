import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CourierOrderView } from '@brigade/domain/schemas/dispatch';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatIsoDate } from '../../../lib/format.ts';
import { CourierStatusChip } from './courier-status-chip.tsx';

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** A date's orders at the service, in its order; a row (or its reference) opens the order. */
export function CourierOrdersTable(props: {
  date: string;
  orders: readonly CourierOrderView[];
  onOpen: (id: string) => void;
}) {
  const { date, orders, onOpen } = props;
  const { t, i18n } = useTranslation('courier-orders');
  return (
    <Table size="small" aria-label={t('list.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('field.reference')}</TableCell>
          <TableCell>{t('field.name')}</TableCell>
          <TableCell sx={wide}>{t('field.address')}</TableCell>
          <TableCell>{t('field.window')}</TableCell>
          <TableCell align="right" sx={wide}>
            {t('field.parcels')}
          </TableCell>
          <TableCell>{t('field.status')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('field.updated')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.length === 0 ? (
          <TableRow>
            <TableCell colSpan={7} data-testid="courier-orders-empty" sx={{ color: 'text.secondary' }}>
              {t('list.empty', { date: formatIsoDate(date, i18n.language) })}
            </TableCell>
          </TableRow>
        ) : null}
        {orders.map((o) => (
          <TableRow
            key={o.id}
            hover
            data-testid="courier-order-row"
            onClick={() => onOpen(o.id)}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell sx={nowrap}>
              <Link
                component="button"
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(o.id);
                }}
                aria-label={t('list.open', { reference: o.reference })}
              >
                {o.reference}
              </Link>
              {o.mode === 'testing' ? (
                <Chip size="small" variant="outlined" label={t('mode.testing')} sx={{ ml: 1 }} />
              ) : null}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{o.name}</TableCell>
            <TableCell sx={wide}>
              {o.street}
              <Typography variant="body2" color="text.secondary">
                {o.postcode} {o.city}
              </Typography>
            </TableCell>
            <TableCell sx={nowrap}>{t('window', { from: o.window_from, to: o.window_to })}</TableCell>
            <TableCell align="right" sx={wide}>
              {o.parcels}
            </TableCell>
            <TableCell>
              <CourierStatusChip status={o.status} />
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, ...nowrap }}>
              {formatDateTime(o.updated_at, i18n.language) || '–'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
