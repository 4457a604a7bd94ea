import type { InventoryItem } from '@brigade/domain/schemas/inventory';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useItemChanges } from '../api/get-item-changes.ts';
import { useQuantity } from './use-quantity.ts';

/** Columns only wider screens show. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** An item's latest changes, newest first: when, how much, the stock after it, the note and who. */
export function ItemHistory({ item }: { item: InventoryItem }) {
  const { t, i18n } = useTranslation('inventory');
  const quantity = useQuantity();
  const changes = useItemChanges(item.inventoryGroupItemId);
  const title = t('history.title', { name: item.name });

  if (changes.isPending) return <CircularProgress size={20} aria-label={title} sx={{ m: 1 }} />;
  if (changes.isError) return <Alert severity="error">{changes.error.message}</Alert>;
  if (changes.data.items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {t('history.empty')}
      </Typography>
    );
  }
  const signed = (delta: number) =>
    `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${quantity(Math.abs(delta), item.unit)}`;
  return (
    // A phone shows when, how much and the note; anything wider scrolls within the row, not the dialog.
    <Box sx={{ overflowX: 'auto', maxWidth: { xs: 'calc(100vw - 32px)', sm: 'none' } }}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{t('history.when')}</TableCell>
            <TableCell align="right">{t('history.change')}</TableCell>
            <TableCell align="right" sx={wide}>
              {t('history.after')}
            </TableCell>
            <TableCell>{t('history.note')}</TableCell>
            <TableCell sx={wide}>{t('history.by')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.data.items.map((c) => (
            <TableRow key={c.inventoryGroupItemChangeId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(c.createdAt, i18n.language)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {signed(c.delta)}
              </TableCell>
              <TableCell align="right" sx={{ ...wide, whiteSpace: 'nowrap' }}>
                {quantity(c.quantityAfter, item.unit)}
              </TableCell>
              <TableCell>{c.note}</TableCell>
              <TableCell sx={wide}>{c.changedByName ?? '–'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
