import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { PickUpPoint } from '@brigade/domain/schemas/pick-up-points';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '../../../components/crud-table.tsx';
import { pickUpPointsApi } from '../api/pick-up-points.ts';
import { formatChf } from '../../../lib/format.ts';

const phoneHidden = ['client_facing_name', 'company', 'street'];

export function PickUpPointsTable({ onEdit }: { onEdit: (p: PickUpPoint) => void }) {
  const { t, i18n } = useTranslation('pick-up-points');

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

  return (
    <CrudTable
      api={pickUpPointsApi}
      label={t('table')}
      searchLabel={t('search')}
      columns={columns}
      hiddenOnPhone={phoneHidden}
      onEdit={onEdit}
      confirmText={(row) => t('delete.confirm', { name: row.name })}
      doneText={(row) => t('delete.done', { name: row.name })}
    />
  );
}
