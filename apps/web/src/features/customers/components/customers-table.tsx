import { useCallback, useMemo, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import type { CustomerListItem } from '@brigade/domain/schemas/customers';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import type { ListParams } from '../../../lib/list.ts';
import { customersQueryOptions } from '../api/get-customers.ts';

const phoneHidden = ['email', 'phone', 'delivery_option', 'allergies', 'updated_at'];
type ActiveFilter = 'all' | 'active' | 'inactive';

/** /customers: search, active filter, export; a row opens the customer. */
export function CustomersTable({ onOpen }: { onOpen: (row: CustomerListItem) => void }) {
  const { t, i18n } = useTranslation('customers');
  const [filter, setFilter] = useState<ActiveFilter>('all');
  const active = filter === 'all' ? undefined : filter === 'active';

  const columns = useMemo<GridColDef<CustomerListItem>[]>(
    () => [
      { field: 'name', headerName: t('field.name'), flex: 1, minWidth: 160 },
      { field: 'email', headerName: t('field.email'), flex: 1, minWidth: 180 },
      { field: 'phone', headerName: t('field.phone'), width: 150, sortable: false },
      {
        field: 'postcode',
        headerName: t('field.place'),
        width: 150,
        valueGetter: (_value, row) => `${row.postcode} ${row.city}`.trim(),
      },
      {
        field: 'delivery_option',
        headerName: t('field.deliveryOption'),
        width: 130,
        sortable: false,
        valueFormatter: (value: string) => t(`deliveryOption.${value}`),
      },
      { field: 'allergies', headerName: t('field.allergies'), width: 100, type: 'number' },
      {
        field: 'active',
        headerName: t('field.active'),
        width: 90,
        valueFormatter: (value: boolean) => (value ? t('yes') : t('no')),
      },
      dateTimeColumn('updated_at', t('field.updatedAt'), i18n.language, 160),
    ],
    [t, i18n.language],
  );

  const queryOptions = useCallback(
    (params: ListParams) => customersQueryOptions({ ...params, active }),
    [active],
  );

  return (
    <DataTable
      label={t('list.title')}
      columns={columns}
      queryOptions={queryOptions}
      getRowId={(row) => row.customer_id}
      exportUrl={`/api/v1/customers/export${active === undefined ? '' : `?active=${String(active)}`}`}
      searchLabel={t('list.search')}
      hiddenOnPhone={phoneHidden}
      onRowClick={onOpen}
      toolbar={
        <TextField
          select
          size="small"
          label={t('list.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value as ActiveFilter)}
          sx={{ width: { xs: '100%', sm: 160 } }}
        >
          <MenuItem value="all">{t('list.all')}</MenuItem>
          <MenuItem value="active">{t('list.active')}</MenuItem>
          <MenuItem value="inactive">{t('list.inactive')}</MenuItem>
        </TextField>
      }
    />
  );
}
