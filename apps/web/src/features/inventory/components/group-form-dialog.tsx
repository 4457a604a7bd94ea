import {
  createInventoryGroupRequest,
  updateInventoryGroupRequest,
  type InventoryGroup,
} from '@brigade/domain/schemas/inventory';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { inventoryGroupsQueryOptions } from '../api/get-inventory-groups.ts';
import { useSaveInventoryGroup } from '../api/save-inventory-group.ts';

interface Props {
  open: boolean;
  /** Null: a new group (it goes after the others). */
  group: InventoryGroup | null;
  onClose: () => void;
  onSaved: (group: InventoryGroup) => void;
}

/** Add or rename an inventory group (level 0–1). An edit sends the version read; a 409 offers a reload. */
export function GroupFormDialog({ open, group, onClose, onSaved }: Props) {
  const { t } = useTranslation('inventory');
  const save = useSaveInventoryGroup();
  const queryClient = useQueryClient();
  const name = t('groupForm.name');

  if (!group) {
    return (
      <FormDialog
        open={open}
        onClose={onClose}
        title={t('groupForm.addTitle')}
        schema={createInventoryGroupRequest}
        defaultValues={{ name: '' }}
        onSubmit={async (values) => onSaved(await save.mutateAsync({ name: values.name }))}
      >
        {({ control }) => (
          <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 360 } }}>
            <FormTextField control={control} name="name" label={name} required autoFocus />
          </Stack>
        )}
      </FormDialog>
    );
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('groupForm.editTitle', { name: group.name })}
      schema={updateInventoryGroupRequest}
      defaultValues={{ name: group.name, version: group.version }}
      onSubmit={async (values) =>
        onSaved(
          await save.mutateAsync({ id: group.inventoryGroupId, name: values.name, version: values.version }),
        )
      }
      reloadOnConflict={async () => {
        const list = await queryClient.fetchQuery({ ...inventoryGroupsQueryOptions, staleTime: 0 });
        const current = list.items.find((g) => g.inventoryGroupId === group.inventoryGroupId) ?? group;
        return { name: current.name, version: current.version };
      }}
    >
      {({ control }) => (
        <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 360 } }}>
          <FormTextField control={control} name="name" label={name} required autoFocus />
        </Stack>
      )}
    </FormDialog>
  );
}
