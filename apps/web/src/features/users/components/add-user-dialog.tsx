import { createUserRequest } from '@brigade/domain/schemas/users';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { FormPasswordField, FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { useCreateUser } from '../api/create-user.ts';
import { userOptions } from './user-options.ts';

export function AddUserDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  const create = useCreateUser();
  const options = userOptions(t);
  return (
    <ActionDialog
      {...props}
      ns="users"
      texts="add"
      schema={createUserRequest}
      defaultValues={{
        username: '',
        email: '',
        password: '',
        user_group: 'CHEF',
        user_category: 'AP',
        company_slug: 'default',
      }}
      run={create.mutateAsync}
      done={(created) => ({ username: created.username })}
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
          <FormPasswordField control={control} name="password" label={t('field.password')} required />
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
    </ActionDialog>
  );
}
