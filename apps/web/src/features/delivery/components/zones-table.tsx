import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { PostcodeZoneDto } from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { useRowActions } from '../../../components/row-actions.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { zonesApi } from '../api/zones.ts';

const phoneHidden = ['delivery_type_company', 'default_courier', 'postcode_count'];

export function ZonesTable({ onEdit }: { onEdit: (zone: PostcodeZoneDto) => void }) {
  const { t, i18n } = useTranslation('delivery');
  const { mutate: remove } = zonesApi.useRemove();
  const chf = useMemo(
    () => new Intl.NumberFormat(i18n.language === 'de' ? 'de-CH' : 'en-CH', { minimumFractionDigits: 2 }),
    [i18n.language],
  );

  const columns = useMemo<GridColDef<PostcodeZoneDto>[]>(
    () => [
      { field: 'zone', headerName: t('zones.field.zone'), width: 110 },
      {
        field: 'price_chf',
        headerName: t('zones.field.price'),
        width: 110,
        type: 'number',
        valueFormatter: (value: number) => chf.format(value),
      },
      { field: 'delivery_type', headerName: t('zones.field.type'), flex: 1, minWidth: 140, sortable: false },
      {
        field: 'delivery_type_company',
        headerName: t('zones.field.typeCompany'),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
      {
        field: 'default_courier',
        headerName: t('zones.field.courier'),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
      { field: 'postcode_count', headerName: t('zones.field.count'), width: 120, type: 'number' },
    ],
    [t, chf],
  );

  const actions = useRowActions<PostcodeZoneDto>({
    onEdit,
    onDelete: {
      confirmText: (row) => t('zones.delete.confirm', { name: row.zone }),
      doneText: (row) => t('zones.delete.done', { name: row.zone }),
      run: (row, onDone) =>
        remove({ key: row.postcode_zone_id, version: row.version }, { onSuccess: onDone }),
    },
  });

  return (
    <DataTable
      label={t('zones.table')}
      columns={columns}
      rowActions={actions}
      queryOptions={zonesApi.listOptions}
      getRowId={(row) => row.postcode_zone_id}
      exportUrl={zonesApi.exportUrl}
      searchLabel={t('zones.search')}
      hiddenOnPhone={phoneHidden}
    />
  );
}
