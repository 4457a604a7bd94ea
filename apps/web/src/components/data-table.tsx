import { useMemo, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZES, type ListParams, type ListResult } from '../lib/list.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { ExportButtons } from './export-buttons.tsx';
import { MdiIcon } from './mdi-icon.tsx';
import { SearchField } from './search-field.tsx';

export interface RowAction<R> {
  label: string;
  icon: string;
  onClick: (row: R) => void;
  disabled?: (row: R) => boolean;
}

interface DataTableProps<R extends GridValidRowModel, K extends QueryKey> {
  label: string;
  columns: GridColDef<R>[];
  queryOptions: (params: ListParams) => UseQueryOptions<ListResult<R>, Error, ListResult<R>, K>;
  getRowId: (row: R) => GridRowId;
  rowActions?: RowAction<R>[];
  searchLabel?: string;
  /** Beside the search box (filters, a count). */
  toolbar?: ReactNode;
  /** Columns left out on phone-sized screens. */
  hiddenOnPhone?: string[];
  /** The list's export endpoint (`/api/v1/…/export`): adds CSV and Excel downloads of what the list shows. */
  exportUrl?: string;
  /** Opens a row (a detail page): the row is clickable and shows a pointer. */
  onRowClick?: (row: R) => void;
  /** Rows chosen with a checkbox each, kept across pages (e.g. recipes to print). */
  selection?: { ids: readonly GridRowId[]; onChange: (ids: GridRowId[]) => void };
}

/** The grid's checkbox selection, kept across pages, when the table has one. */
function selectionProps(selection: DataTableProps<GridValidRowModel, QueryKey>['selection']) {
  if (!selection) return {};
  return {
    checkboxSelection: true,
    keepNonExistentRowsSelected: true,
    rowSelectionModel: { type: 'include' as const, ids: new Set(selection.ids) },
    onRowSelectionModelChange: (model: { ids: ReadonlySet<GridRowId> }) => selection.onChange([...model.ids]),
  };
}

/** A click on a row opens it, except on its checkbox, which ticks it. */
function rowClick<R extends GridValidRowModel>(onRowClick: ((row: R) => void) | undefined) {
  if (!onRowClick) return undefined;
  return (params: { row: R }, event: { target: EventTarget | null }) => {
    if ((event.target as HTMLElement | null)?.closest('[data-field="__check__"]')) return;
    onRowClick(params.row);
  };
}

/** The MIT grid pages at most 100 rows (STACK-NOTES), so paging and sorting happen on the server. */
const pageSizes: number[] = [...LIST_PAGE_SIZES];

/** A server-paged list with a debounced search box, server sort and row actions. */
export function DataTable<R extends GridValidRowModel, K extends QueryKey>(props: DataTableProps<R, K>) {
  const {
    label,
    columns,
    queryOptions,
    getRowId,
    rowActions,
    searchLabel,
    toolbar,
    hiddenOnPhone,
    exportUrl,
    onRowClick,
  } = props;
  const { t, i18n } = useTranslation('common');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  // The page belongs to a search: a new search starts again at the first page.
  const [paging, setPaging] = useState({ page: 0, pageSize: pageSizes[0] ?? 25, q: '' });
  const page = paging.q === q ? paging.page : 0;
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const sort = sortModel[0];
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const columnVisibilityModel = useMemo(
    () => Object.fromEntries((phone ? (hiddenOnPhone ?? []) : []).map((field) => [field, false])),
    [phone, hiddenOnPhone],
  );

  const params: ListParams = {
    start: page * paging.pageSize,
    length: paging.pageSize,
    q: q || undefined,
    sort_by: sort?.field,
    sort_dir: sort?.sort ?? undefined,
  };
  const query = useQuery({ ...queryOptions(params), placeholderData: keepPreviousData });

  const allColumns = useMemo<GridColDef<R>[]>(() => {
    if (!rowActions?.length) return columns;
    const actions: GridColDef<R> = {
      field: '__actions',
      type: 'actions',
      headerName: t('table.actions'),
      width: 48 * rowActions.length + 24,
      getActions: ({ row }) =>
        rowActions.map((action) => (
          <GridActionsCellItem
            key={action.label}
            icon={<MdiIcon path={action.icon} size={0.9} />}
            label={action.label}
            onClick={() => action.onClick(row)}
            disabled={action.disabled?.(row) ?? false}
          />
        )),
    };
    return [...columns, actions];
  }, [columns, rowActions, t]);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ p: 1.5, alignItems: { sm: 'center' } }}
      >
        <SearchField value={search} onChange={setSearch} label={searchLabel ?? t('table.search')} />
        <Box sx={{ flex: 1 }} />
        {toolbar}
        {exportUrl ? <ExportButtons url={exportUrl} params={params} /> : null}
      </Stack>
      <DataGrid<R>
        label={label}
        rows={query.data?.items ?? []}
        rowCount={query.data?.total ?? 0}
        columns={allColumns}
        getRowId={getRowId}
        loading={query.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
        columnVisibilityModel={columnVisibilityModel}
        pageSizeOptions={pageSizes}
        paginationModel={{ page, pageSize: paging.pageSize }}
        onPaginationModelChange={(model) => setPaging({ ...model, q })}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        {...selectionProps(props.selection)}
        onRowClick={rowClick(onRowClick)}
        localeText={i18n.language === 'de' ? deDE.components.MuiDataGrid.defaultProps.localeText : undefined}
        sx={{
          border: 0,
          borderTop: 1,
          borderColor: 'divider',
          borderRadius: 0,
          ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
        }}
      />
    </Paper>
  );
}
