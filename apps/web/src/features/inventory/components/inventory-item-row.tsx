import { useState } from 'react';
import { mdiClipboardCheckOutline, mdiHistory, mdiMinus, mdiPencil, mdiPlus } from '@mdi/js';
import type { InventoryItem } from '@brigade/domain/schemas/inventory';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { ItemHistory } from './item-history.tsx';
import { StockChangeForm, type ChangeMode } from './stock-change-form.tsx';
import { useQuantity } from './use-quantity.ts';

interface Props {
  item: InventoryItem;
  canSetUp: boolean;
  onEdit: () => void;
}

type Open = ChangeMode | 'history' | null;

/**
 * An item's stock and minimum, with +, − and count; the form or the history opens below the row. Tooltips
 * sit above the buttons so that they never cover the form's Save below.
 */
export function InventoryItemRow({ item, canSetUp, onEdit }: Props) {
  const { t } = useTranslation('inventory');
  const quantity = useQuantity();
  const [open, setOpen] = useState<Open>(null);
  const toggle = (next: Exclude<Open, null>) => setOpen((now) => (now === next ? null : next));
  const actions: [Exclude<Open, null>, string, string][] = [
    ['remove', mdiMinus, t('action.remove', { name: item.name })],
    ['add', mdiPlus, t('action.add', { name: item.name })],
    ['count', mdiClipboardCheckOutline, t('action.count', { name: item.name })],
    ['history', mdiHistory, t('action.history', { name: item.name })],
  ];

  return (
    <>
      <TableRow
        data-testid="inventory-item"
        selected={open !== null}
        sx={{ '& > td': { borderBottom: open ? 0 : undefined } }}
      >
        <TableCell sx={{ px: { xs: 1, sm: 2 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{item.name}</span>
            {item.belowMin ? <Chip size="small" color="warning" label={t('belowMin')} /> : null}
          </Stack>
          {/* Phones have no room for the stock column: the stock goes under the name. */}
          <Typography variant="body2" sx={{ display: { sm: 'none' }, fontWeight: 500 }}>
            {quantity(item.quantity, item.unit)}
          </Typography>
        </TableCell>
        <TableCell
          align="right"
          sx={{ whiteSpace: 'nowrap', fontWeight: 500, display: { xs: 'none', sm: 'table-cell' } }}
          data-testid="item-quantity"
        >
          {quantity(item.quantity, item.unit)}
        </TableCell>
        <TableCell
          align="right"
          sx={{ whiteSpace: 'nowrap', color: 'text.secondary', display: { xs: 'none', sm: 'table-cell' } }}
        >
          {quantity(item.minQuantity, item.unit)}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.25, px: { xs: 0.5, sm: 2 } }}>
          {actions.map(([mode, icon, label]) => (
            <Tooltip key={mode} title={label} placement="top">
              <IconButton
                size="small"
                aria-label={label}
                aria-expanded={open === mode}
                color={open === mode ? 'primary' : 'default'}
                onClick={() => toggle(mode)}
              >
                <MdiIcon path={icon} size={0.8} />
              </IconButton>
            </Tooltip>
          ))}
          {canSetUp ? (
            <Tooltip title={t('action.edit', { name: item.name })} placement="top">
              <IconButton size="small" aria-label={t('action.edit', { name: item.name })} onClick={onEdit}>
                <MdiIcon path={mdiPencil} size={0.8} />
              </IconButton>
            </Tooltip>
          ) : null}
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow selected>
          <TableCell colSpan={4} sx={{ pt: 0, px: { xs: 1, sm: 2 } }}>
            {open === 'history' ? (
              <ItemHistory item={item} />
            ) : (
              <StockChangeForm key={open} item={item} mode={open} onDone={() => setOpen(null)} />
            )}
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
