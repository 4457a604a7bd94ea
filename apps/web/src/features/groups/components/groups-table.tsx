import { useMemo } from 'react';
import { mdiAccountMultipleOutline, mdiDeleteOutline, mdiPencilOutline } from '@mdi/js';
import type { GridColDef } from '@mui/x-data-grid';
import type { CustomerGroup } from '@brigade/domain/schemas/groups';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { DataTable, type RowAction } from '../../../components/data-table.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useDeleteGroup } from '../api/delete-group.ts';
import { groupsQueryOptions } from '../api/get-groups.ts';

export function GroupsTable({
  onEdit,
  onMembers,
}: {
  onEdit: (g: CustomerGroup) => void;
  onMembers: (g: CustomerGroup) => void;
}) {
  const { t } = useTranslation('groups');
  const confirm = useConfirm();
  const { mutate: remove } = useDeleteGroup();

  const columns = useMemo<GridColDef<CustomerGroup>[]>(
    () => [
      { field: 'name', headerName: t('field.name'), flex: 1, minWidth: 150 },
      { field: 'description', headerName: t('field.description'), flex: 2, minWidth: 150, sortable: false },
      {
        field: 'member_count',
        headerName: t('field.members'),
        width: 110,
        align: 'right',
        headerAlign: 'right',
      },
    ],
    [t],
  );

  const actions = useMemo<RowAction<CustomerGroup>[]>(
    () => [
      { label: t('action.members'), icon: mdiAccountMultipleOutline, onClick: onMembers },
      { label: t('action.edit'), icon: mdiPencilOutline, onClick: onEdit },
      {
        label: t('action.delete'),
        icon: mdiDeleteOutline,
        onClick: async (row) => {
          const text = t('delete.confirm', { name: row.name, count: row.member_count });
          if (!(await confirm({ text, destructive: true }))) return;
          remove(
            { id: row.group_id, version: row.version },
            { onSuccess: () => notify(t('delete.done', { name: row.name }), 'success') },
          );
        },
      },
    ],
    [t, onEdit, onMembers, confirm, remove],
  );

  return (
    <DataTable
      label={t('table')}
      columns={columns}
      rowActions={actions}
      queryOptions={groupsQueryOptions}
      getRowId={(row) => row.group_id}
      exportUrl="/api/v1/groups/export"
      searchLabel={t('search')}
      hiddenOnPhone={['description']}
      onRowClick={onMembers}
    />
  );
}
