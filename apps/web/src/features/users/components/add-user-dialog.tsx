import { createUserRequest } from '@brigade/domain/schemas/users';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useCreateUser } from '../api/create-user.ts';
import { userOptions } from './user-options.ts';

interface AddUserDialogProps {
  open: boolean;
  onClose: () => void;
}

export function AddUserDialog({ open, onClose }: AddUserDialogProps) {
  const { t } = useTranslation('users');
  const create = useCreateUser();
  const options = userOptions(t);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('add.title')}
      submitLabel={t('add.submit')}
      schema={createUserRequest}
      defaultValues={{
        username: '',
        email: '',
        password: '',
        user_group: 'CHEF',
        user_category: 'AP',
        company_slug: 'default',
      }}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        notify(t('add.done', { username: created.username }), 'success');
      }}
    >
      {({ control }) => (
        <>
          <FormTextField
            control={control}
            name="username"
            label={t('field.username')}
            autoComplete="off"
            autoFocus
            required
          />
          <FormTextField
            control={control}
            name="email"
            label={t('field.email')}
            type="email"
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="password"
            label={t('field.password')}
            type="password"
            autoComplete="new-password"
            required
          />
          <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: 'repeat(3, 1fr)' } }}>
            <FormSelectField
              control={control}
              name="user_group"
              label={t('field.group')}
              options={options.groups}
            />
            <FormSelectField
              control={control}
              name="user_category"
              label={t('field.category')}
              options={options.categories}
            />
            <FormSelectField
              control={control}
              name="company_slug"
              label={t('field.company')}
              options={options.companies}
            />
          </Box>
        </>
      )}
    </FormDialog>
  );
}
