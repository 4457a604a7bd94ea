import {
  createCustomerGroupRequest,
  updateCustomerGroupRequest,
  type CustomerGroup,
} from '@brigade/domain/schemas/groups';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useSaveDialog } from '../../../lib/use-save-dialog.ts';
import { getGroup } from '../api/get-group.ts';
import { useSaveGroup } from '../api/save-group.ts';

/** The form's values: the version only when editing. */
const formValues = (group: CustomerGroup | null) =>
  group
    ? { name: group.name, description: group.description, version: group.version }
    : { name: '', description: '' };

/** 'Add group' (group null) or edit a group's name and description. */
export function GroupDialog({
  open,
  group,
  onClose,
}: {
  open: boolean;
  group: CustomerGroup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('groups');
  const save = useSaveGroup();
  const { editing, dialog } = useSaveDialog({
    target: open ? (group ?? 'new') : null,
    schemas: { create: createCustomerGroupRequest, update: updateCustomerGroupRequest },
    formValues,
    reload: (g) => getGroup(g.group_id),
    create: save.mutateAsync,
    update: (g, values) => save.mutateAsync({ ...values, id: g.group_id }),
    done: (saved, edited) => t(edited ? 'edit.done' : 'add.done', { name: saved.name }),
  });
  return (
    <FormDialog
      {...dialog}
      onClose={onClose}
      title={editing ? t('edit.title') : t('add.title')}
      submitLabel={editing ? t('edit.submit') : t('add.submit')}
    >
      {({ control }) => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField control={control} name="name" label={t('field.name')} required autoFocus />
          <FormTextField control={control} name="description" label={t('field.description')} />
        </Stack>
      )}
    </FormDialog>
  );
}
