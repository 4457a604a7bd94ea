import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { Supplier } from '@brigade/domain/schemas/ingredients';
import { useTranslation } from 'react-i18next';
import { useRowActions } from '../../../components/row-actions.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { suppliersApi } from '../api/suppliers.ts';

const phoneHidden = ['contact', 'email', 'phone'];

/** The suppliers of ingredients: search, paging, export; edit and delete (refused while specs use one). */
export function SuppliersTable({ onEdit }: { onEdit: (s: Supplier) => void }) {
  const { t } = useTranslation('ingredients');
  const { mutate: remove } = suppliersApi.useRemove();

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

  const actions = useRowActions<Supplier>({
    onEdit,
    onDelete: {
      confirmText: (row) => t('suppliers.delete.confirm', { name: row.name }),
      doneText: (row) => t('suppliers.delete.done', { name: row.name }),
      run: (row, onDone) => remove({ key: row.supplier_id, version: row.version }, { onSuccess: onDone }),
    },
  });

  return (
    <DataTable
      label={t('suppliers.table')}
      columns={columns}
      rowActions={actions}
      queryOptions={suppliersApi.listOptions}
      getRowId={(row) => row.supplier_id}
      exportUrl="/api/v1/suppliers/export"
      searchLabel={t('suppliers.search')}
      hiddenOnPhone={phoneHidden}
    />
  );
}
