import { setUserPasswordRequest, type User } from '@brigade/domain/schemas/users';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useSetUserPassword } from '../api/set-user-password.ts';

interface SetPasswordDialogProps {
  user: User | null;
  onClose: () => void;
}

/** The 'change user password' dialog: a SUPER user sets another user's password. */
export function SetPasswordDialog({ user, onClose }: SetPasswordDialogProps) {
  const { t } = useTranslation('users');
  const setPassword = useSetUserPassword();
  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      title={t('password.title', { username: user?.username ?? '' })}
      submitLabel={t('password.submit')}
      schema={setUserPasswordRequest}
      defaultValues={{ password: '' }}
      onSubmit={async (values) => {
        if (!user) return;
        await setPassword.mutateAsync({ id: user.user_id, ...values });
        notify(t('password.done', { username: user.username }), 'success');
      }}
    >
      {({ control }) => (
        <FormTextField
          control={control}
          name="password"
          label={t('field.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          required
        />
      )}
    </FormDialog>
  );
}
