import { useMemo } from 'react';
import { mdiOpenInNew } from '@mdi/js';
import type { GridColDef } from '@mui/x-data-grid';
import type { NutritionalInfoItem } from '@brigade/domain/schemas/nutritional-info';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import { useRowActions } from '../../../components/row-actions.tsx';
import { DataTable, type RowAction } from '../../../components/data-table.tsx';
import { useDeleteNutritionalInfo } from '../api/delete-nutritional-info.ts';
import { nutritionalInfoListQueryOptions } from '../api/get-nutritional-info-list.ts';

/** The entries, by name, with the recipe and the energy of a serving; a row opens the entry. */
export function NutritionalInfoTable({ onOpen }: { onOpen: (entry: NutritionalInfoItem) => void }) {
  const { t, i18n } = useTranslation('nutritional-info');
  const { mutate: remove } = useDeleteNutritionalInfo();
  const format = useMemo(
    () => new Intl.NumberFormat(i18n.language === 'de' ? 'de-CH' : 'en-GB', { maximumFractionDigits: 0 }),
    [i18n.language],
  );

  const columns = useMemo<GridColDef<NutritionalInfoItem>[]>(
    () => [
      { field: 'name', headerName: t('field.name'), flex: 1, minWidth: 160 },
      { field: 'recipe_name', headerName: t('field.recipe'), flex: 1, minWidth: 140, sortable: false },
      {
        field: 'kcal',
        headerName: t('field.kcal'),
        width: 140,
        sortable: false,
        valueGetter: (_value, row) => `${format.format(row.analysis.perServing.energyKcal)} kcal`,
      },
      dateTimeColumn('updated_at', t('field.updated'), i18n.language),
    ],
    [t, format, i18n.language],
  );

  const open = useMemo<RowAction<NutritionalInfoItem>[]>(
    () => [{ label: t('action.open'), icon: mdiOpenInNew, onClick: onOpen }],
    [t, onOpen],
  );
  const actions = useRowActions<NutritionalInfoItem>({
    before: open,
    onDelete: {
      confirmText: (row) => t('delete.confirm', { name: row.name }),
      doneText: (row) => t('delete.done', { name: row.name }),
      run: (row, onDone) =>
        remove({ id: row.nutritional_info_id, version: row.version }, { onSuccess: onDone }),
    },
  });

  return (
    <DataTable
      label={t('table.list')}
      columns={columns}
      rowActions={actions}
      queryOptions={nutritionalInfoListQueryOptions}
      getRowId={(row) => row.nutritional_info_id}
      searchLabel={t('search')}
      hiddenOnPhone={['updated_at', 'recipe_name']}
      onRowClick={onOpen}
    />
  );
}
