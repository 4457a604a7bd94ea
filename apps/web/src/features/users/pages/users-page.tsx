import { useCallback, useMemo, useState } from 'react';
import { mdiLockReset } from '@mdi/js';
import type { GridColDef } from '@mui/x-data-grid';
import type { User } from '@brigade/domain/schemas/users';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import { useRowActions } from '../../../components/row-actions.tsx';
import { DataTable, type RowAction } from '../../../components/data-table.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { usersQueryOptions } from '../api/get-users.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { AddUserDialog } from '../components/add-user-dialog.tsx';
import { SetPasswordDialog } from '../components/set-password-dialog.tsx';

const phoneHidden = ['email', 'user_category', 'company_slug', 'created_at'];

/** Controls → Users (level 0): list, add, delete with confirmation, set a user's password. */
export default function UsersPage() {
  const { t, i18n } = useTranslation('users');
  const me = useCurrentUser();
  const { mutate: deleteUser } = useDeleteUser();
  const [adding, setAdding] = useState(false);
  const [passwordFor, setPasswordFor] = useState<User | null>(null);

  const columns = useMemo<GridColDef<User>[]>(
    () => [
      { field: 'username', headerName: t('field.username'), flex: 1, minWidth: 110 },
      { field: 'email', headerName: t('field.email'), flex: 1.4, minWidth: 160 },
      {
        field: 'user_group',
        headerName: t('field.group'),
        width: 110,
        valueFormatter: (value: string) => t(`group.${value}`),
      },
      {
        field: 'user_category',
        headerName: t('field.category'),
        width: 130,
        valueFormatter: (value: string) => t(`category.${value}`),
      },
      {
        field: 'company_slug',
        headerName: t('field.company'),
        width: 120,
        sortable: false,
        valueFormatter: (value: string) => t(`company.${value}`),
      },
      dateTimeColumn('created_at', t('field.created'), i18n.language, 160),
    ],
    [t, i18n.language],
  );

  const setPassword = useMemo<RowAction<User>[]>(
    () => [{ label: t('action.setPassword'), icon: mdiLockReset, onClick: setPasswordFor }],
    [t],
  );
  // The server refuses it too (422 cannotDeleteSelf).
  const isMe = useCallback((row: User) => row.user_id === me.user_id, [me.user_id]);
  const actions = useRowActions<User>({
    before: setPassword,
    onDelete: {
      confirmText: (row) => t('delete.confirm', { username: row.username }),
      doneText: (row) => t('delete.done', { username: row.username }),
      run: (row, onDone) => deleteUser(row.user_id, { onSuccess: onDone }),
      disabled: isMe,
    },
  });

  return (
    <>
      <PageToolbar onAdd={() => setAdding(true)} addLabel={t('add.title')} />
      <DataTable
        label={t('table')}
        columns={columns}
        rowActions={actions}
        queryOptions={usersQueryOptions}
        getRowId={(row) => row.user_id}
        searchLabel={t('search')}
        hiddenOnPhone={phoneHidden}
      />
      <AddUserDialog open={adding} onClose={() => setAdding(false)} />
      <SetPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
    </>
  );
}
