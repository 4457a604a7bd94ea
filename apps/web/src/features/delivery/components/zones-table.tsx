import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { PostcodeZoneDto } from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '../../../components/crud-table.tsx';
import { zonesApi } from '../api/zones.ts';

const phoneHidden = ['delivery_type_company', 'default_courier', 'postcode_count'];

export function ZonesTable({ onEdit }: { onEdit: (zone: PostcodeZoneDto) => void }) {
  const { t, i18n } = useTranslation('delivery');
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

  return (
    <CrudTable
      api={zonesApi}
      label={t('zones.table')}
      searchLabel={t('zones.search')}
      columns={columns}
      hiddenOnPhone={phoneHidden}
      onEdit={onEdit}
      confirmText={(row) => t('zones.delete.confirm', { name: row.zone })}
      doneText={(row) => t('zones.delete.done', { name: row.zone })}
    />
  );
}
