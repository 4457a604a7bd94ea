import {
  createCustomerGroupRequest,
  updateCustomerGroupRequest,
  type CreateCustomerGroupRequest,
  type CustomerGroup,
} from '@brigade/domain/schemas/groups';
import type { UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { notify } from '../../../lib/notifications.ts';
import { getGroup } from '../api/get-group.ts';
import { useSaveGroup } from '../api/save-group.ts';

/** Both forms: the version only when editing. */
type GroupFormValues = CreateCustomerGroupRequest & { version?: number };

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
  const fields = ({ control }: UseFormReturn<GroupFormValues>) => (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <FormTextField control={control} name="name" label={t('field.name')} required autoFocus />
      <FormTextField control={control} name="description" label={t('field.description')} />
    </Stack>
  );
  if (group) {
    return (
      <FormDialog
        open={open}
        onClose={onClose}
        title={t('edit.title')}
        submitLabel={t('edit.submit')}
        schema={updateCustomerGroupRequest}
        defaultValues={{ name: group.name, description: group.description, version: group.version }}
        reloadOnConflict={async () => {
          const current = await getGroup(group.group_id);
          return { name: current.name, description: current.description, version: current.version };
        }}
        onSubmit={async (values) => {
          const saved = await save.mutateAsync({ ...values, id: group.group_id });
          notify(t('edit.done', { name: saved.name }), 'success');
        }}
      >
        {fields}
      </FormDialog>
    );
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('add.title')}
      submitLabel={t('add.submit')}
      schema={createCustomerGroupRequest}
      defaultValues={{ name: '', description: '' }}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values);
        notify(t('add.done', { name: saved.name }), 'success');
      }}
    >
      {fields}
    </FormDialog>
  );
}
