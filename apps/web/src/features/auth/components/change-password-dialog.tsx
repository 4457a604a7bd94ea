import { changePasswordRequest } from '@brigade/domain/schemas/auth';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { FormPasswordField } from '../../../components/form-fields.tsx';
import { useChangePassword } from '../api/change-password.ts';

/** The signed-in user changes their own password (current + new). */
export function ChangePasswordDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  return (
    <ActionDialog
      {...props}
      ns="auth"
      texts="changePassword"
      schema={changePasswordRequest}
      defaultValues={{ current_password: '', new_password: '' }}
      run={change.mutateAsync}
    >
      {({ control }) => (
        <Stack>
          <FormPasswordField
            control={control}
            name="current_password"
            label={t('changePassword.current')}
            current
            autoFocus
          />
          <FormPasswordField control={control} name="new_password" label={t('changePassword.new')} />
        </Stack>
      )}
    </ActionDialog>
  );
}
