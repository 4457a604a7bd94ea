import { useMemo } from 'react';
import { mdiDeleteOutline, mdiPencilOutline } from '@mdi/js';
import type { GridColDef } from '@mui/x-data-grid';
import type { Supplier } from '@brigade/domain/schemas/ingredients';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { DataTable, type RowAction } from '../../../components/data-table.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useDeleteSupplier } from '../api/delete-supplier.ts';
import { suppliersQueryOptions } from '../api/get-suppliers.ts';

const phoneHidden = ['contact', 'email', 'phone'];

/** The suppliers of ingredients: search, paging, export; edit and delete (refused while specs use one). */
export function SuppliersTable({ onEdit }: { onEdit: (s: Supplier) => void }) {
  const { t } = useTranslation('ingredients');
  const confirm = useConfirm();
  const { mutate: remove } = useDeleteSupplier();

  const columns = useMemo<GridColDef<Supplier>[]>(
    () => [
      { field: 'name', headerName: t('suppliers.field.name'), flex: 1, minWidth: 160 },
      { field: 'contact', headerName: t('suppliers.field.contact'), flex: 1, minWidth: 140 },
      { field: 'email', headerName: t('suppliers.field.email'), flex: 1, minWidth: 180 },
      { field: 'phone', headerName: t('suppliers.field.phone'), width: 150, sortable: false },
      { field: 'spec_count', headerName: t('suppliers.field.specs'), width: 110, type: 'number' },
    ],
    [t],
  );

  const actions = useMemo<RowAction<Supplier>[]>(
    () => [
      { label: t('action.edit'), icon: mdiPencilOutline, onClick: onEdit },
      {
        label: t('action.delete'),
        icon: mdiDeleteOutline,
        onClick: async (row) => {
          if (
            !(await confirm({ text: t('suppliers.delete.confirm', { name: row.name }), destructive: true }))
          )
            return;
          remove(
            { id: row.supplier_id, version: row.version },
            { onSuccess: () => notify(t('suppliers.delete.done', { name: row.name }), 'success') },
          );
        },
      },
    ],
    [t, onEdit, confirm, remove],
  );

  return (
    <DataTable
      label={t('suppliers.table')}
      columns={columns}
      rowActions={actions}
      queryOptions={suppliersQueryOptions}
      getRowId={(row) => row.supplier_id}
      exportUrl="/api/v1/suppliers/export"
      searchLabel={t('suppliers.search')}
      hiddenOnPhone={phoneHidden}
    />
  );
}
