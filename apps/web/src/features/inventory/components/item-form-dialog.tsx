import {
  createInventoryItemRequest,
  updateInventoryItemRequest,
  type InventoryGroup,
  type InventoryItem,
} from '@brigade/domain/schemas/inventory';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { useSaveDialog } from '../../../lib/use-save-dialog.ts';
import { inventoryGroupsQueryOptions } from '../api/get-inventory-groups.ts';
import { useSaveInventoryItem } from '../api/save-inventory-item.ts';
import { useUnitName } from './use-quantity.ts';

interface Props {
  open: boolean;
  /** Null: a new item of `group`, with the stock counted now. */
  item: InventoryItem | null;
  group: InventoryGroup;
  groups: InventoryGroup[];
  onClose: () => void;
}

/** The units offered; an item saved with another one (through the API) keeps it. */
const UNITS = ['piece', 'kg', 'g', 'l', 'ml', 'box', 'roll', 'bottle', 'pack'] as const;
const unitOptions = (unitName: (unit: string) => string, current?: string) =>
  [...UNITS, ...(current && !(UNITS as readonly string[]).includes(current) ? [current] : [])].map((u) => ({
    value: u,
    label: unitName(u),
  }));

/** The form keeps numbers as typed; the shared schema reads them (a decimal comma too). */
const formValues = (group: InventoryGroup) => (item: InventoryItem | null) =>
  item
    ? {
        inventoryGroupId: item.inventoryGroupId,
        name: item.name,
        unit: item.unit,
        minQuantity: String(item.minQuantity),
        version: item.version,
      }
    : { inventoryGroupId: group.inventoryGroupId, name: '', unit: 'piece', minQuantity: '0', quantity: '0' };

/**
 * Add an item or edit its name, unit, minimum and group (level 0–1). The stock itself changes only through
 * the quick changes, so that each movement is recorded; a new item's stock is its first change.
 */
export function ItemFormDialog({ open, item, group, groups, onClose }: Props) {
  const { t } = useTranslation('inventory');
  const save = useSaveInventoryItem();
  const unitName = useUnitName();
  const queryClient = useQueryClient();
  const { editing, dialog } = useSaveDialog({
    target: open ? (item ?? 'new') : null,
    schemas: { create: createInventoryItemRequest, update: updateInventoryItemRequest },
    formValues: formValues(group),
    reload: async (edited) => {
      const list = await queryClient.fetchQuery({ ...inventoryGroupsQueryOptions, staleTime: 0 });
      const current = list.items
        .flatMap((g) => g.items)
        .find((i) => i.inventoryGroupItemId === edited.inventoryGroupItemId);
      return current ?? edited;
    },
    create: save.mutateAsync,
    update: (edited, values) => save.mutateAsync({ id: edited.inventoryGroupItemId, ...values }),
  });
  return (
    <FormDialog
      {...dialog}
      onClose={onClose}
      title={
        editing
          ? t('itemForm.editTitle', { name: editing.name })
          : t('itemForm.addTitle', { group: group.name })
      }
    >
      {({ control }) => (
        <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 360 } }}>
          <FormTextField control={control} name="name" label={t('itemForm.name')} required autoFocus />
          <FormSelectField
            control={control}
            name="unit"
            label={t('itemForm.unit')}
            options={unitOptions(unitName, editing?.unit)}
          />
          {editing ? null : (
            <FormTextField
              control={control}
              name="quantity"
              label={t('itemForm.quantity')}
              inputMode="decimal"
            />
          )}
          <FormTextField
            control={control}
            name="minQuantity"
            label={t('itemForm.minQuantity')}
            inputMode="decimal"
            hint={t('itemForm.minHint')}
          />
          {editing ? (
            <FormSelectField
              control={control}
              name="inventoryGroupId"
              label={t('itemForm.group')}
              options={groups.map((g) => ({ value: g.inventoryGroupId, label: g.name }))}
            />
          ) : null}
        </Stack>
      )}
    </FormDialog>
  );
}
