import { setUserPasswordRequest, type User } from '@brigade/domain/schemas/users';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { FormPasswordField } from '../../../components/form-fields.tsx';
import { useSetUserPassword } from '../api/set-user-password.ts';

/** The 'change user password' dialog: a SUPER user sets another user's password (user null: closed). */
export function SetPasswordDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const setPassword = useSetUserPassword();
  if (!user) return null;
  return (
    <ActionDialog
      open
      onClose={onClose}
      ns="users"
      texts="password"
      values={{ username: user.username }}
      schema={setUserPasswordRequest}
      defaultValues={{ password: '' }}
      run={(values) => setPassword.mutateAsync({ id: user.user_id, ...values })}
    >
      {({ control }) => (
        <FormPasswordField
          control={control}
          name="password"
          label={t('field.newPassword')}
          autoFocus
          required
        />
      )}
    </ActionDialog>
  );
}
