import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@brigade/domain/schemas/auth';
import { startSession } from '../../../lib/session.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useLogout } from '../api/logout.ts';
import { NewPasswordForm } from '../components/new-password-form.tsx';

/** The login's second step after a one-time password: once the new password is saved, the app opens. */
export function ChoosePassword({ user, knownPassword }: { user: Me; knownPassword: string | undefined }) {
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const logout = useLogout();
  return (
    <NewPasswordForm
      knownPassword={knownPassword}
      loading={change.isPending}
      error={change.error?.message}
      onLogout={() => void logout()}
      onSubmit={(values) =>
        change.mutate(values, {
          onSuccess: () => startSession(queryClient, { ...user, must_change_password: false }),
        })
      }
    />
  );
}
