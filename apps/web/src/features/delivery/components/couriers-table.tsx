import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { Courier } from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { useRowActions } from '../../../components/row-actions.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { couriersApi } from '../api/couriers.ts';

const phoneHidden = ['delivery_times', 'updated_at'];

export function CouriersTable({ onEdit }: { onEdit: (courier: Courier) => void }) {
  const { t, i18n } = useTranslation('delivery');
  const { mutate: remove } = couriersApi.useRemove();

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
      {
        field: 'updated_at',
        headerName: t('couriers.field.updated'),
        width: 170,
        valueFormatter: (value: string) => formatDateTime(value, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  const actions = useRowActions<Courier>({
    onEdit,
    onDelete: {
      confirmText: (row) => t('couriers.delete.confirm', { name: row.name }),
      doneText: (row) => t('couriers.delete.done', { name: row.name }),
      run: (row, onDone) => remove({ key: row.courier_id, version: row.version }, { onSuccess: onDone }),
    },
  });

  return (
    <DataTable
      label={t('couriers.table')}
      columns={columns}
      rowActions={actions}
      queryOptions={couriersApi.listOptions}
      getRowId={(row) => row.courier_id}
      exportUrl={couriersApi.exportUrl}
      searchLabel={t('couriers.search')}
      hiddenOnPhone={phoneHidden}
    />
  );
}
