import { createUserRequest } from '@brigade/domain/schemas/users';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { FormPasswordField, FormTextField } from '../../../components/form-fields.tsx';
import { useCreateUser } from '../api/create-user.ts';
import { AccessFields } from './access-fields.tsx';

export function AddUserDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  const create = useCreateUser();
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
          <AccessFields control={control} />
        </>
      )}
    </ActionDialog>
  );
}
