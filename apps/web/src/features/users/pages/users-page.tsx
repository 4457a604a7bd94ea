import { useCallback, useMemo, useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { mdiKeyChange } from '@mdi/js';
import type { GridColDef } from '@mui/x-data-grid';
import type { User, UserStatus } from '@brigade/domain/schemas/users';
import { useTranslation } from 'react-i18next';
import { useRowActions } from '../../../components/row-actions.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import type { ListParams } from '../../../lib/list.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { usersQueryOptions } from '../api/get-users.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { AddUserDialog } from '../components/add-user-dialog.tsx';
import { EditUserDialog } from '../components/edit-user-dialog.tsx';
import { OneTimePasswordDialog } from '../components/one-time-password-dialog.tsx';
import { SetPasswordDialog } from '../components/set-password-dialog.tsx';
import { StatusFilter } from '../components/status-filter.tsx';
import { useAccountActions } from '../components/use-account-actions.tsx';

const phoneHidden = ['email', 'user_category', 'company_slug'];

/** The username; a disabled account, or one that must change its one-time password, says so beside it. */
function UsernameCell({ row }: { row: User }) {
  const { t } = useTranslation('users');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}>
      {/* A long name gives way (ellipsis), the status never does: 'Deaktiviert' was cut off in German. */}
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {row.username}
      </span>
      {row.disabled_at ? (
        <Chip size="small" color="error" label={t('status.disabled')} sx={{ flexShrink: 0 }} />
      ) : null}
      {row.must_change_password ? (
        <Tooltip title={t('status.oneTime')}>
          <span role="img" aria-label={t('status.oneTime')} style={{ display: 'inline-flex' }}>
            <MdiIcon path={mdiKeyChange} size={0.8} />
          </span>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

function useColumns(): GridColDef<User>[] {
  const { t } = useTranslation('users');
  return useMemo<GridColDef<User>[]>(
    () => [
      {
        field: 'username',
        headerName: t('field.username'),
        flex: 1.4,
        minWidth: 240,
        renderCell: ({ row }) => <UsernameCell row={row} />,
      },
      { field: 'email', headerName: t('field.email'), flex: 1, minWidth: 120 },
      {
        field: 'user_group',
        headerName: t('field.group'),
        width: 100,
        valueFormatter: (value: string) => t(`group.${value}`),
      },
      {
        field: 'user_category',
        headerName: t('field.category'),
        width: 120,
        valueFormatter: (value: string) => t(`category.${value}`),
      },
      {
        field: 'company_slug',
        headerName: t('field.company'),
        width: 100,
        sortable: false,
        valueFormatter: (value: string) => t(`company.${value}`),
      },
    ],
    [t],
  );
}

/**
 * Controls → Users (level 0): list (all, active or disabled), add, edit, delete with confirmation, set a
 * password, give a one-time password, disable and enable.
 */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const { mutate: deleteUser } = useDeleteUser();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const [status, setStatus] = useState<UserStatus | undefined>();
  const columns = useColumns();
  const account = useAccountActions(me.user_id, setPasswordFor);

  // The server refuses it too (422 cannotDeleteSelf).
  const isMe = useCallback((row: User) => row.user_id === me.user_id, [me.user_id]);
  const actions = useRowActions<User>({
    before: account.actions,
    onEdit: setEditing,
    onDelete: {
      confirmText: (row) => t('delete.confirm', { username: row.username }),
      doneText: (row) => t('delete.done', { username: row.username }),
      run: (row, onDone) => deleteUser(row.user_id, { onSuccess: onDone }),
      disabled: isMe,
    },
  });
  const queryOptions = useCallback(
    (params: ListParams) => usersQueryOptions({ ...params, status }),
    [status],
  );

  return (
    <>
      <PageToolbar onAdd={() => setAdding(true)} addLabel={t('add.title')} />
      <DataTable
        label={t('table')}
        columns={columns}
        rowActions={actions}
        queryOptions={queryOptions}
        getRowId={(row) => row.user_id}
        searchLabel={t('search')}
        hiddenOnPhone={phoneHidden}
        toolbar={<StatusFilter value={status} onChange={setStatus} />}
      />
      <AddUserDialog open={adding} onClose={() => setAdding(false)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <SetPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      <OneTimePasswordDialog given={account.given} onClose={account.closeGiven} />
    </>
  );
}
