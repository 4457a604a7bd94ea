import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { Courier } from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '../../../components/crud-table.tsx';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import { couriersApi } from '../api/couriers.ts';

const phoneHidden = ['delivery_times', 'updated_at'];

export function CouriersTable({ onEdit }: { onEdit: (courier: Courier) => void }) {
  const { t, i18n } = useTranslation('delivery');

  const columns = useMemo<GridColDef<Courier>[]>(
    () => [
      { field: 'name', headerName: t('couriers.field.name'), flex: 1, minWidth: 160 },
      {
        field: 'courier_type',
        headerName: t('couriers.field.type'),
        width: 170,
        valueFormatter: (value: string) => t(`courierType.${value}`),
      },
      {
        field: 'delivery_times',
        headerName: t('couriers.field.times'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueFormatter: (value: string[]) => value.join(', '),
      },
      dateTimeColumn('updated_at', t('couriers.field.updated'), i18n.language),
    ],
    [t, i18n.language],
  );

  return (
    <CrudTable
      api={couriersApi}
      label={t('couriers.table')}
      searchLabel={t('couriers.search')}
      columns={columns}
      hiddenOnPhone={phoneHidden}
      onEdit={onEdit}
      confirmText={(row) => t('couriers.delete.confirm', { name: row.name })}
      doneText={(row) => t('couriers.delete.done', { name: row.name })}
    />
  );
}
