import { useMemo } from 'react';
import { mdiDeleteOutline, mdiPencilOutline } from '@mdi/js';
import type { GridColDef } from '@mui/x-data-grid';
import type { PostcodeZoneDto } from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { DataTable, type RowAction } from '../../../components/data-table.tsx';
import { notify } from '../../../lib/notifications.ts';
import { zonesApi } from '../api/zones.ts';

const phoneHidden = ['delivery_type_company', 'default_courier', 'postcode_count'];

export function ZonesTable({ onEdit }: { onEdit: (zone: PostcodeZoneDto) => void }) {
  const { t, i18n } = useTranslation('delivery');
  const confirm = useConfirm();
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

  const actions = useMemo<RowAction<PostcodeZoneDto>[]>(
    () => [
      { label: t('action.edit'), icon: mdiPencilOutline, onClick: onEdit },
      {
        label: t('action.delete'),
        icon: mdiDeleteOutline,
        onClick: async (row) => {
          const name = row.zone;
          if (!(await confirm({ text: t('zones.delete.confirm', { name }), destructive: true }))) return;
          remove(
            { key: row.postcode_zone_id, version: row.version },
            { onSuccess: () => notify(t('zones.delete.done', { name }), 'success') },
          );
        },
      },
    ],
    [t, onEdit, confirm, remove],
  );

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
