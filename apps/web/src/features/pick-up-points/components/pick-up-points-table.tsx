import { useMemo } from 'react';
import { mdiDeleteOutline, mdiPencilOutline } from '@mdi/js';
import type { GridColDef } from '@mui/x-data-grid';
import type { PickUpPoint } from '@brigade/domain/schemas/pick-up-points';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { DataTable, type RowAction } from '../../../components/data-table.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useDeletePickUpPoint } from '../api/delete-pick-up-point.ts';
import { pickUpPointsQueryOptions } from '../api/get-pick-up-points.ts';
import { formatChf } from '../../../lib/format.ts';

const phoneHidden = ['client_facing_name', 'company', 'street'];

export function PickUpPointsTable({ onEdit }: { onEdit: (p: PickUpPoint) => void }) {
  const { t, i18n } = useTranslation('pick-up-points');
  const confirm = useConfirm();
  const { mutate: remove } = useDeletePickUpPoint();

  const columns = useMemo<GridColDef<PickUpPoint>[]>(
    () => [
      { field: 'name', headerName: t('field.name'), flex: 1, minWidth: 150 },
      { field: 'client_facing_name', headerName: t('field.clientFacingName'), flex: 1, minWidth: 140 },
      {
        field: 'price_chf',
        headerName: t('field.price'),
        width: 110,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => formatChf(value, i18n.language),
      },
      { field: 'company', headerName: t('field.company'), flex: 1, minWidth: 120 },
      { field: 'street', headerName: t('field.street'), flex: 1, minWidth: 140 },
      {
        // Postcode and city read as one ("8002 Zürich"); sorting goes by postcode.
        field: 'postcode',
        headerName: t('field.place'),
        width: 140,
        valueGetter: (_value, row) => `${row.postcode} ${row.city}`,
      },
    ],
    [t, i18n.language],
  );

  const actions = useMemo<RowAction<PickUpPoint>[]>(
    () => [
      { label: t('action.edit'), icon: mdiPencilOutline, onClick: onEdit },
      {
        label: t('action.delete'),
        icon: mdiDeleteOutline,
        onClick: async (row) => {
          if (!(await confirm({ text: t('delete.confirm', { name: row.name }), destructive: true }))) return;
          remove(
            { id: row.pick_up_point_id, version: row.version },
            { onSuccess: () => notify(t('delete.done', { name: row.name }), 'success') },
          );
        },
      },
    ],
    [t, onEdit, confirm, remove],
  );

  return (
    <DataTable
      label={t('table')}
      columns={columns}
      rowActions={actions}
      queryOptions={pickUpPointsQueryOptions}
      getRowId={(row) => row.pick_up_point_id}
      exportUrl="/api/v1/pick-up-points/export"
      searchLabel={t('search')}
      hiddenOnPhone={phoneHidden}
    />
  );
}
