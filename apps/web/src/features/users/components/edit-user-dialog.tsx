import { updateUserRequest, type UpdateUserRequest, type User } from '@brigade/domain/schemas/users';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { notify } from '../../../lib/notifications.ts';
import { getUser } from '../api/get-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { AccessFields } from './access-fields.tsx';

const formValues = (u: User): UpdateUserRequest => ({
  username: u.username,
  email: u.email ?? '',
  user_group: u.user_group,
  user_category: u.user_category,
  company_slug: u.company_slug,
  version: u.version,
});

/** Edit a user's names and access (user null: closed); a new group, category or company logs them out. */
export function EditUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const update = useUpdateUser();
  if (!user) return null;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('edit.title', { username: user.username })}
      submitLabel={t('edit.submit')}
      schema={updateUserRequest}
      defaultValues={formValues(user)}
      reloadOnConflict={async () => formValues(await getUser(user.user_id))}
      onSubmit={async (values) => {
        const saved = await update.mutateAsync({ id: user.user_id, ...values });
        notify(t('edit.done', { username: saved.username }), 'success');
        onClose();
      }}
    >
      {({ control }) => (
        <>
          <FormTextField
            control={control}
            name="username"
            label={t('field.username')}
            autoComplete="off"
            required
          />
          <FormTextField
            control={control}
            name="email"
            label={t('field.email')}
            type="email"
            autoComplete="off"
          />
          <AccessFields control={control} />
          <Alert severity="info">{t('edit.sessionsEnd')}</Alert>
        </>
      )}
    </FormDialog>
  );
}
