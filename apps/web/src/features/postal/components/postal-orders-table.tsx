import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PostalDay } from '@brigade/domain/schemas/postal';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { labelPdfUrl } from '../api/postal-api.ts';
import { QualityChip } from './quality-chip.tsx';

type Parcel = PostalDay['orders'][number];
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The date's parcels by post: recipient, weight, address check, and the label (made, or a button to make it). */
export function PostalOrdersTable(props: {
  date: string;
  orders: readonly Parcel[];
  busy: boolean;
  onCreate: (parcel: Parcel) => void;
}) {
  const { date, orders, busy, onCreate } = props;
  const { t, i18n } = useTranslation('postal');
  return (
    <Table size="small" aria-label={t('list.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('field.orders')}</TableCell>
          <TableCell>{t('field.recipient')}</TableCell>
          <TableCell align="right" sx={wide}>
            {t('field.weight')}
          </TableCell>
          <TableCell>{t('field.quality')}</TableCell>
          <TableCell>{t('field.label')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.length === 0 ? (
          <TableRow>
            <TableCell colSpan={5} data-testid="postal-empty" sx={{ color: 'text.secondary' }}>
              {t('list.empty', { date: formatIsoDate(date, i18n.language) })}
            </TableCell>
          </TableRow>
        ) : null}
        {orders.map((o) => {
          const orderIds = o.order_ids.join(', ');
          const notes = o.validation_error ? [o.validation_error] : (o.validation?.messages ?? []);
          return (
            <TableRow key={o.code} data-testid="postal-row">
              <TableCell>{orderIds}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {o.recipient.name}
                <Typography variant="body2" color="text.secondary">
                  {o.recipient.street}, {o.recipient.postcode} {o.recipient.city}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ ...wide, whiteSpace: 'nowrap' }}>
                {t('weight', { kg: (o.weight_grams / 1000).toLocaleString(i18n.language) })}
              </TableCell>
              <TableCell>
                <QualityChip quality={o.validation?.quality ?? null} />
                {notes.map((note) => (
                  <Typography key={note} variant="body2" color="text.secondary">
                    {translateMessage(note)}
                  </Typography>
                ))}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {o.label ? (
                  <Link href={labelPdfUrl(o.label.label_id)} target="_blank" rel="noopener">
                    {t('download', { identcode: o.label.identcode_text })}
                  </Link>
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy || o.validation?.quality === 'UNUSABLE'}
                    aria-label={t('createFor', { orders: orderIds })}
                    onClick={() => onCreate(o)}
                  >
                    {t('create')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
