import { useCallback, useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { Postcode } from '@brigade/domain/schemas/postcodes';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import { useRowActions } from '../../../components/row-actions.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import type { ListParams } from '../../../lib/list.ts';
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
      dateTimeColumn('updated_at', t('postcodes.field.updated'), i18n.language),
    ],
    [t, i18n.language],
  );

  const actions = useRowActions<Postcode>({
    onEdit,
    onDelete: {
      confirmText: (row) => t('postcodes.delete.confirm', { name: row.postcode }),
      doneText: (row) => t('postcodes.delete.done', { name: row.postcode }),
      run: (row, onDone) => remove({ key: row.postcode, version: row.version }, { onSuccess: onDone }),
    },
  });

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
