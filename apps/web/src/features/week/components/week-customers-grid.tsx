import { useMemo, useState } from 'react';
import { WORKING_DAY_NAMES } from '@brigade/domain/calendar/working-days';
import type { WeekCustomerRowDto } from '@brigade/domain/schemas/week';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field.tsx';
import { formatChf } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { formatDay } from '../../../lib/format.ts';
import { MealSlot, useProgrammeLabel } from './meal-slot.tsx';

interface Props {
  rows: readonly WeekCustomerRowDto[];
  days: readonly string[];
  /** English allergen name → German, for the health column in German. */
  allergenNamesDe: Readonly<Record<string, string>>;
  loading: boolean;
  onOpenOrder: (orderId: number) => void;
  /** Shown while the show-json flag is on: opens 'show order schema' for the row's order. */
  onShowSchema?: (orderId: number) => void;
}

const pageSizes = [25, 50, 100];

/**
 * The Week: one row per order, Monday–Friday meal slots, num_days, delivery and its errors. The rows come
 * in one answer; the grid renders only what is on screen (virtualised, 100 rows a page), so 2,000 stay usable.
 */
export function WeekCustomersGrid(props: Props) {
  const { rows, days, allergenNamesDe, loading, onOpenOrder, onShowSchema } = props;
  const { t, i18n } = useTranslation('week');
  const localise = useLocalisePath();
  const programmeLabel = useProgrammeLabel();
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState({ page: 0, pageSize: 100 });

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return rows;
    return rows.filter((r) =>
      `${r.first_name} ${r.last_name} ${r.address_slots.join(' ')} ${r.delivery_type_name ?? ''}`
        .toLowerCase()
        .includes(q),
    );
  }, [rows, search]);

  const columns = useMemo<GridColDef<WeekCustomerRowDto>[]>(() => {
    const dayColumns: GridColDef<WeekCustomerRowDto>[] = WORKING_DAY_NAMES.map((weekday, i) => ({
      field: weekday,
      headerName: days[i] ? formatDay(days[i], i18n.language) : weekday,
      width: 92,
      sortable: false,
      valueGetter: (_v, row) => row.slots[weekday].length,
      renderCell: ({ row }) => (
        <MealSlot
          meals={row.slots[weekday]}
          label={`${row.first_name} ${row.last_name} ${t(`weekday.${weekday}`)}`}
        />
      ),
    }));
    return [
      {
        field: 'name',
        headerName: t('column.customer'),
        width: 170,
        valueGetter: (_v, row) => `${row.last_name} ${row.first_name}`,
        renderCell: ({ row }) => (
          <Stack>
            <Link component={RouterLink} to={localise(`/customers/${row.customer_id}`)}>
              {row.first_name} {row.last_name}
            </Link>
            <Link
              component="button"
              type="button"
              variant="caption"
              onClick={() => onOpenOrder(row.order_id)}
              sx={{ textAlign: 'left' }}
            >
              {t('column.orderNo', { id: row.order_id })}
              {row.legacy ? ` · ${t('legacy')}` : ''}
            </Link>
            {onShowSchema ? (
              <Link
                component="button"
                type="button"
                variant="caption"
                aria-label={t('orderSchema.open', { id: row.order_id })}
                onClick={() => onShowSchema(row.order_id)}
                sx={{ textAlign: 'left' }}
              >
                {'{ } JSON'}
              </Link>
            ) : null}
          </Stack>
        ),
      },
      {
        field: 'programme',
        headerName: t('column.programme'),
        width: 110,
        valueGetter: (_v, row) => programmeLabel(row),
        renderCell: ({ row }) =>
          row.programme_error ? (
            <Typography variant="body2" color="error">
              {translateMessage(row.programme_error)}
            </Typography>
          ) : (
            programmeLabel(row)
          ),
      },
      ...dayColumns,
      { field: 'num_days', headerName: t('column.numDays'), type: 'number', width: 64 },
      {
        field: 'day_rate',
        headerName: t('column.dayRate'),
        type: 'number',
        width: 140,
        renderCell: ({ row }) => (
          <Stack sx={{ py: 0.5, lineHeight: 1.3, alignItems: 'flex-end' }}>
            <span>{formatChf(row.day_rate, i18n.language)}</span>
            <Typography variant="caption" color="text.secondary" data-testid="week-price">
              {t('weekPrice', { price: formatChf(row.week_price, i18n.language) })}
            </Typography>
            {row.discount ? (
              <Typography
                variant="caption"
                color="success.main"
                data-testid="week-discount"
                title={t('discountBefore', {
                  dayRate: formatChf(row.discount.day_rate_before, i18n.language),
                  price: formatChf(row.discount.week_price_before, i18n.language),
                })}
              >
                {t('discount', {
                  code: row.discount.code,
                  amount: formatChf(row.discount.amount, i18n.language),
                })}
              </Typography>
            ) : null}
          </Stack>
        ),
      },
      {
        field: 'delivery',
        headerName: t('column.delivery'),
        width: 190,
        valueGetter: (_v, row) => row.delivery_type_name ?? '',
        renderCell: ({ row }) => (
          <Stack spacing={0.25} sx={{ py: 0.5 }}>
            <span>{row.delivery_type_name ?? '–'}</span>
            {row.delivery_errors.map((e) => (
              <Typography key={e} variant="caption" color="error" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                {translateMessage(e)}
              </Typography>
            ))}
            {row.delivery_mismatch_confirmed ? (
              <Typography variant="caption" color="text.secondary">
                {t('mismatch.confirmed')}
              </Typography>
            ) : null}
          </Stack>
        ),
      },
      {
        field: 'address',
        headerName: t('column.address'),
        width: 180,
        sortable: false,
        valueGetter: (_v, row) => row.address_slots.join(', '),
        renderCell: ({ row }) => (
          <Box sx={{ fontSize: 13, lineHeight: 1.35, py: 0.5 }}>
            {row.pick_up ? (
              <Typography variant="caption" color="text.secondary" component="div">
                {t('pickUp')}
              </Typography>
            ) : null}
            {row.address_slots.map((line, i) => (
              <div key={i}>{line}</div>
            ))}
          </Box>
        ),
      },
      {
        field: 'map',
        headerName: t('column.map'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) =>
          row.map_url ? (
            <Link href={row.map_url} target="_blank" rel="noopener noreferrer">
              {t('map.open')}
            </Link>
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
              {translateMessage(row.map_error ?? '')}
            </Typography>
          ),
      },
      {
        field: 'health',
        headerName: t('column.health'),
        width: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', py: 0.5 }}>
            {row.allergies.map((a) => (
              <Chip
                key={`a-${a}`}
                size="small"
                color="error"
                variant="outlined"
                label={i18n.language === 'de' ? (allergenNamesDe[a] ?? a) : a}
              />
            ))}
            {row.preference_warnings.map((w) => (
              <Chip key={`w-${w}`} size="small" color="warning" variant="outlined" label={w} />
            ))}
          </Stack>
        ),
      },
    ];
  }, [allergenNamesDe, days, i18n.language, localise, onOpenOrder, onShowSchema, programmeLabel, t]);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack direction="row" sx={{ p: 1.5, alignItems: 'center' }} spacing={2}>
        <SearchField value={search} onChange={setSearch} label={t('search')} />
        <Typography variant="body2" color="text.secondary" data-testid="week-row-count">
          {t('rowCount', { count: shown.length })}
        </Typography>
      </Stack>
      <Box sx={{ height: { xs: 560, md: 'calc(100vh - 330px)' }, minHeight: 420 }}>
        <DataGrid<WeekCustomerRowDto>
          label={t('gridLabel')}
          rows={shown as WeekCustomerRowDto[]}
          columns={columns}
          getRowId={(row) => row.order_id}
          getRowHeight={() => 'auto'}
          loading={loading}
          disableRowSelectionOnClick
          disableColumnFilter
          pageSizeOptions={pageSizes}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          localeText={
            i18n.language === 'de' ? deDE.components.MuiDataGrid.defaultProps.localeText : undefined
          }
          sx={{
            border: 0,
            borderTop: 1,
            borderColor: 'divider',
            borderRadius: 0,
            '& .MuiDataGrid-cell': { py: 0.5 },
          }}
        />
      </Box>
    </Paper>
  );
}
