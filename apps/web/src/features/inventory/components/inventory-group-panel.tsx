import { useState } from 'react';
import { mdiPencil, mdiPlus } from '@mdi/js';
import type { InventoryGroup, InventoryItem } from '@brigade/domain/schemas/inventory';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { InventoryItemRow } from './inventory-item-row.tsx';
import { ItemFormDialog } from './item-form-dialog.tsx';
import { groupPanelId, groupTabId } from './tab-ids.ts';

interface Props {
  group: InventoryGroup;
  /** Every group: an item can be moved to another one. */
  groups: InventoryGroup[];
  canSetUp: boolean;
  onEditGroup: () => void;
}

/** One group's items with their stock; each row offers the quick changes. */
export function InventoryGroupPanel({ group, groups, canSetUp, onEditGroup }: Props) {
  const { t } = useTranslation('inventory');
  const [itemForm, setItemForm] = useState<{ item: InventoryItem | null } | null>(null);

  return (
    <section
      role="tabpanel"
      id={groupPanelId(group.inventoryGroupId)}
      aria-labelledby={groupTabId(group.inventoryGroupId)}
    >
      {canSetUp ? (
        <Stack direction="row" spacing={1} sx={{ mb: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button
            size="small"
            startIcon={<MdiIcon path={mdiPencil} size={0.7} />}
            onClick={onEditGroup}
            aria-label={t('editGroupNamed', { name: group.name })}
          >
            {t('editGroup')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<MdiIcon path={mdiPlus} size={0.7} />}
            onClick={() => setItemForm({ item: null })}
          >
            {t('addItem')}
          </Button>
        </Stack>
      ) : null}
      {group.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('emptyGroup')}
        </Typography>
      ) : (
        <Table size="small" aria-label={group.name}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ px: { xs: 1, sm: 2 } }}>{t('column.item')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('column.stock')}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('column.min')}
              </TableCell>
              <TableCell align="right" sx={{ px: { xs: 0.5, sm: 2 } }}>
                {t('column.change')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {group.items.map((item) => (
              <InventoryItemRow
                key={item.inventoryGroupItemId}
                item={item}
                canSetUp={canSetUp}
                onEdit={() => setItemForm({ item })}
              />
            ))}
          </TableBody>
        </Table>
      )}
      <ItemFormDialog
        open={itemForm !== null}
        item={itemForm?.item ?? null}
        group={group}
        groups={groups}
        onClose={() => setItemForm(null)}
      />
    </section>
  );
}
