import { useMemo, useState } from 'react';
import { mdiAccountCancel, mdiAccountCheck, mdiKeyChange, mdiLockReset } from '@mdi/js';
import type { User } from '@brigade/domain/schemas/users';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import type { RowAction } from '../../../components/data-table.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useCreateOneTimePassword } from '../api/create-one-time-password.ts';
import { useSetUserDisabled } from '../api/set-user-disabled.ts';
import type { GivenPassword } from './one-time-password-dialog.tsx';

/**
 * The row actions of an account besides Edit and Delete: set a password, give a one-time password, disable or
 * enable. Your own row greys out what the server refuses for yourself.
 */
export function useAccountActions(myId: number, setPasswordFor: (user: User) => void) {
  const { t } = useTranslation('users');
  const confirm = useConfirm();
  const disable = useSetUserDisabled();
  const oneTime = useCreateOneTimePassword();
  const [given, setGiven] = useState<GivenPassword | null>(null);
  const { mutate: setDisabled } = disable;
  const { mutate: createOneTime } = oneTime;

  const actions = useMemo<RowAction<User>[]>(() => {
    const isMe = (row: User) => row.user_id === myId;
    const isDisabled = (row: User) => row.disabled_at !== null;
    const toggle = async (row: User, disabled: boolean) => {
      const texts = disabled ? 'disable' : 'enable';
      if (
        !(await confirm({ text: t(`${texts}.confirm`, { username: row.username }), destructive: disabled }))
      )
        return;
      setDisabled(
        { id: row.user_id, disabled },
        { onSuccess: () => notify(t(`${texts}.done`, { username: row.username }), 'success') },
      );
    };
    const giveOneTime = async (row: User) => {
      if (!(await confirm({ text: t('oneTime.confirm', { username: row.username }), destructive: true })))
        return;
      createOneTime(row.user_id, { onSuccess: (result) => setGiven({ ...result, username: row.username }) });
    };
    return [
      { label: t('action.setPassword'), icon: mdiLockReset, onClick: setPasswordFor },
      {
        label: t('action.oneTimePassword'),
        icon: mdiKeyChange,
        onClick: (row) => void giveOneTime(row),
        disabled: isMe,
      },
      {
        label: t('action.disable'),
        icon: mdiAccountCancel,
        onClick: (row) => void toggle(row, true),
        disabled: (row) => isMe(row) || isDisabled(row),
      },
      {
        label: t('action.enable'),
        icon: mdiAccountCheck,
        onClick: (row) => void toggle(row, false),
        disabled: (row) => !isDisabled(row),
      },
    ];
  }, [t, confirm, myId, setDisabled, createOneTime, setPasswordFor]);

  return { actions, given, closeGiven: () => setGiven(null) };
}
