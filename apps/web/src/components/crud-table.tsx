import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { crudResource } from '../lib/crud-resource.ts';
import { DataTable } from './data-table.tsx';
import { useRowActions } from './row-actions.tsx';

type Row = GridValidRowModel & { version: number };

interface CrudTableProps<R extends Row, Key extends number | string> {
  /** The resource (lib/crud-resource): its list, row ids, export, and the delete with the version read. */
  api: Pick<ReturnType<typeof crudResource<R, Key>>, 'listOptions' | 'keyOf' | 'exportUrl' | 'useRemove'>;
  label: string;
  searchLabel: string;
  columns: GridColDef<R>[];
  hiddenOnPhone?: string[];
  /** Opens a row for editing; keep it stable (useCallback). */
  onEdit: (row: R) => void;
  /** The question before a row is deleted, and the message once it is, each naming the row. */
  confirmText: (row: R) => string;
  doneText: (row: R) => string;
  /** A row that may not be deleted (the server refuses it too); keep it stable (module level or useCallback). */
  deleteDisabled?: (row: R) => boolean;
}

/** The list of a crudResource: search, paging, export, and Edit and Delete on each row. */
export function CrudTable<R extends Row, Key extends number | string>(props: CrudTableProps<R, Key>) {
  const { api, onEdit, confirmText, doneText, deleteDisabled, ...table } = props;
  const { mutate: remove } = api.useRemove();
  const rowActions = useRowActions<R>({
    onEdit,
    onDelete: {
      confirmText,
      doneText,
      run: (row, onDone) => remove({ key: api.keyOf(row), version: row.version }, { onSuccess: onDone }),
      disabled: deleteDisabled,
    },
  });
  return (
    <DataTable
      {...table}
      queryOptions={api.listOptions}
      getRowId={api.keyOf}
      exportUrl={api.exportUrl}
      rowActions={rowActions}
    />
  );
}
