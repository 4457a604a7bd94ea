import { useMemo } from 'react';
import { mdiDeleteOutline, mdiPencilOutline } from '@mdi/js';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { DeliveryType } from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { DataTable, type RowAction } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications.ts';
import { deliveryTypesApi } from '../api/delivery-types.ts';

const phoneHidden = ['updated_at'];

/** Delivery types with their readable set labels (spec §3); edit opens /delivery_types/{id}. */
export function DeliveryTypesTable({ onEdit }: { onEdit: (type: DeliveryType) => void }) {
  const { t, i18n } = useTranslation('delivery');
  const confirm = useConfirm();
  const { mutate: remove } = deliveryTypesApi.useRemove();

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
      {
        field: 'updated_at',
        headerName: t('types.field.updated'),
        width: 170,
        valueFormatter: (value: string) => formatDateTime(value, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  const actions = useMemo<RowAction<DeliveryType>[]>(
    () => [
      { label: t('action.edit'), icon: mdiPencilOutline, onClick: onEdit },
      {
        label: t('action.delete'),
        icon: mdiDeleteOutline,
        onClick: async (row) => {
          const name = row.name;
          if (!(await confirm({ text: t('types.delete.confirm', { name }), destructive: true }))) return;
          remove(
            { key: row.delivery_type_id, version: row.version },
            { onSuccess: () => notify(t('types.delete.done', { name }), 'success') },
          );
        },
      },
    ],
    [t, onEdit, confirm, remove],
  );

  return (
    <DataTable
      label={t('types.table')}
      columns={columns}
      rowActions={actions}
      queryOptions={deliveryTypesApi.listOptions}
      getRowId={(row) => row.delivery_type_id}
      exportUrl={deliveryTypesApi.exportUrl}
      searchLabel={t('types.search')}
      hiddenOnPhone={phoneHidden}
    />
  );
}
