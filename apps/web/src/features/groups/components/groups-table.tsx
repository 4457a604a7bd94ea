import { useMemo } from 'react';
import { mdiAccountMultipleOutline } from '@mdi/js';
import type { GridColDef } from '@mui/x-data-grid';
import type { CustomerGroup } from '@brigade/domain/schemas/groups';
import { useTranslation } from 'react-i18next';
import { useRowActions } from '../../../components/row-actions.tsx';
import { DataTable, type RowAction } from '../../../components/data-table.tsx';
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

  const members = useMemo<RowAction<CustomerGroup>[]>(
    () => [{ label: t('action.members'), icon: mdiAccountMultipleOutline, onClick: onMembers }],
    [t, onMembers],
  );
  const actions = useRowActions<CustomerGroup>({
    before: members,
    onEdit,
    onDelete: {
      confirmText: (row) => t('delete.confirm', { name: row.name, count: row.member_count }),
      doneText: (row) => t('delete.done', { name: row.name }),
      run: (row, onDone) => remove({ id: row.group_id, version: row.version }, { onSuccess: onDone }),
    },
  });

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
