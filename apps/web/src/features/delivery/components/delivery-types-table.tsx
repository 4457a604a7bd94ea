import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { DeliveryType } from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '../../../components/crud-table.tsx';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import { deliveryTypesApi } from '../api/delivery-types.ts';

const phoneHidden = ['updated_at'];

/** Delivery types with their readable set labels (each courier column as "courier" or "courier: from - to"); edit opens /delivery_types/{id}. */
export function DeliveryTypesTable({ onEdit }: { onEdit: (type: DeliveryType) => void }) {
  const { t, i18n } = useTranslation('delivery');

  const columns = useMemo<GridColDef<DeliveryType>[]>(
    () => [
      { field: 'name', headerName: t('types.field.name'), flex: 1, minWidth: 150 },
      {
        field: 'set_labels',
        headerName: t('types.field.sets'),
        flex: 2,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 0.5, py: 0.5, alignItems: 'center', height: '100%' }}
          >
            {row.set_labels.map((label) => (
              <Chip key={label} label={label} size="small" variant="outlined" />
            ))}
          </Stack>
        ),
      },
      dateTimeColumn('updated_at', t('types.field.updated'), i18n.language),
    ],
    [t, i18n.language],
  );

  return (
    <CrudTable
      api={deliveryTypesApi}
      label={t('types.table')}
      searchLabel={t('types.search')}
      columns={columns}
      hiddenOnPhone={phoneHidden}
      onEdit={onEdit}
      confirmText={(row) => t('types.delete.confirm', { name: row.name })}
      doneText={(row) => t('types.delete.done', { name: row.name })}
    />
  );
}
