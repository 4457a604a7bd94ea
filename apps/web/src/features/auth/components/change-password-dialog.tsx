import { changePasswordRequest } from '@brigade/domain/schemas/auth';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useChangePassword } from '../api/change-password.ts';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The signed-in user changes their own password (current + new). */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('changePassword.title')}
      submitLabel={t('changePassword.submit')}
      schema={changePasswordRequest}
      defaultValues={{ current_password: '', new_password: '' }}
      onSubmit={async (values) => {
        await change.mutateAsync(values);
        notify(t('changePassword.done'), 'success');
      }}
    >
      {({ control }) => (
        <Stack>
          <FormTextField
            control={control}
            name="current_password"
            label={t('changePassword.current')}
            type="password"
            autoComplete="current-password"
            autoFocus
          />
          <FormTextField
            control={control}
            name="new_password"
            label={t('changePassword.new')}
            type="password"
            autoComplete="new-password"
          />
        </Stack>
      )}
    </FormDialog>
  );
}
