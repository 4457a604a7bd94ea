import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { SpecialProgramme } from '@brigade/domain/schemas/special-programmes';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRowActions } from '../../../components/row-actions.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useDeleteSpecialProgramme } from '../api/delete-special-programme.ts';
import { specialProgrammesQueryOptions } from '../api/get-special-programmes.ts';
import { formatChf, formatIsoDate } from '../../../lib/format.ts';

const phoneHidden = ['description', 'price_chf', 'order_count'];
const numeric = { align: 'right', headerAlign: 'right' } as const;

/** The programmes with their totals; a row opens the programme. */
export function SpecialProgrammesTable() {
  const { t, i18n } = useTranslation('special-programmes');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const { mutate: remove } = useDeleteSpecialProgramme();
  const language = i18n.language;

  const columns = useMemo<GridColDef<SpecialProgramme>[]>(
    () => [
      { field: 'name', headerName: t('field.name'), flex: 1, minWidth: 150 },
      { field: 'description', headerName: t('field.description'), flex: 1, minWidth: 150, sortable: false },
      {
        field: 'start_date',
        headerName: t('field.startDate'),
        width: 120,
        valueFormatter: (value: string) => formatIsoDate(value, language),
      },
      {
        field: 'price_chf',
        headerName: t('field.price'),
        width: 130,
        sortable: false,
        ...numeric,
        valueFormatter: (value: number) => formatChf(value, language),
      },
      { field: 'customer_count', headerName: t('field.customers'), width: 100, sortable: false, ...numeric },
      { field: 'order_count', headerName: t('field.orders'), width: 100, sortable: false, ...numeric },
      {
        field: 'value',
        headerName: t('field.value'),
        width: 130,
        sortable: false,
        ...numeric,
        valueFormatter: (value: number) => formatChf(value, language),
      },
    ],
    [t, language],
  );

  const actions = useRowActions<SpecialProgramme>({
    onDelete: {
      confirmText: (row) => t('delete.confirm', { name: row.name }),
      doneText: (row) => t('delete.done', { name: row.name }),
      run: (row, onDone) =>
        remove({ id: row.special_programme_id, version: row.version }, { onSuccess: onDone }),
    },
  });

  return (
    <DataTable
      label={t('table')}
      columns={columns}
      rowActions={actions}
      queryOptions={specialProgrammesQueryOptions}
      getRowId={(row) => row.special_programme_id}
      searchLabel={t('search')}
      hiddenOnPhone={phoneHidden}
      onRowClick={(row) =>
        void navigate(localise(`/customers/special-programmes/${row.special_programme_id}`))
      }
    />
  );
}
