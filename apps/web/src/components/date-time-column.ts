import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatDateTime } from '../lib/format.ts';

/** A DataTable column of a date and time (when a row was created or changed), in the user's language. */
export function dateTimeColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  language: string,
  width = 170,
): GridColDef<R> {
  return { field, headerName, width, valueFormatter: (value: string) => formatDateTime(value, language) };
}
