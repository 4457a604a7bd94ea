import { useCallback, useMemo } from 'react';
import { mdiDeleteOutline, mdiPencilOutline } from '@mdi/js';
import type { GridColDef } from '@mui/x-data-grid';
import type { Postcode } from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { DataTable, type RowAction } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { ListParams } from '../../../lib/list.ts';
import { notify } from '../../../lib/notifications.ts';
import { postcodesApi } from '../api/postcodes.ts';

const phoneHidden = ['updated_at'];

/** Postcodes and their zones, optionally of one zone (-1: UNKNOWN). */
export function PostcodesTable({
  zoneId,
  onEdit,
}: {
  zoneId: number | undefined;
  onEdit: (p: Postcode) => void;
}) {
  const { t, i18n } = useTranslation('delivery');
  const confirm = useConfirm();
  const { mutate: remove } = postcodesApi.useRemove();
  const options = useCallback(
    (params: ListParams) =>
      postcodesApi.listOptions({ ...params, ...(zoneId === undefined ? {} : { postcode_zone_id: zoneId }) }),
    [zoneId],
  );

  const columns = useMemo<GridColDef<Postcode>[]>(
    () => [
      { field: 'postcode', headerName: t('postcodes.field.postcode'), width: 110 },
      { field: 'place', headerName: t('postcodes.field.place'), flex: 1, minWidth: 150 },
      { field: 'zone', headerName: t('postcodes.field.zone'), width: 120 },
      {
        field: 'updated_at',
        headerName: t('postcodes.field.updated'),
        width: 170,
        valueFormatter: (value: string) => formatDateTime(value, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  const actions = useMemo<RowAction<Postcode>[]>(
    () => [
      { label: t('action.edit'), icon: mdiPencilOutline, onClick: onEdit },
      {
        label: t('action.delete'),
        icon: mdiDeleteOutline,
        onClick: async (row) => {
          const name = row.postcode;
          if (!(await confirm({ text: t('postcodes.delete.confirm', { name }), destructive: true }))) return;
          remove(
            { key: row.postcode, version: row.version },
            { onSuccess: () => notify(t('postcodes.delete.done', { name }), 'success') },
          );
        },
      },
    ],
    [t, onEdit, confirm, remove],
  );

  return (
    <DataTable
      label={t('postcodes.table')}
      columns={columns}
      rowActions={actions}
      queryOptions={options}
      getRowId={(row) => row.postcode}
      exportUrl={postcodesApi.exportUrl}
      searchLabel={t('postcodes.search')}
      hiddenOnPhone={phoneHidden}
    />
  );
}
