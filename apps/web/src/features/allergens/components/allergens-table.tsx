import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { Allergen } from '@brigade/domain/schemas/allergens';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { useRowActions } from '../../../components/row-actions.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { allergensApi } from '../api/allergens.ts';

const phoneHidden = ['updated_at'];

/** Allergens and dislikes, the name in the current language first. */
export function AllergensTable({ onEdit }: { onEdit: (allergen: Allergen) => void }) {
  const { t, i18n } = useTranslation('allergens');
  const { mutate: remove } = allergensApi.useRemove();
  const german = i18n.language === 'de';

  const columns = useMemo<GridColDef<Allergen>[]>(() => {
    const english: GridColDef<Allergen> = {
      field: 'name',
      headerName: t('field.name'),
      flex: 1,
      minWidth: 150,
    };
    const deutsch: GridColDef<Allergen> = {
      field: 'name_de',
      headerName: t('field.nameDe'),
      flex: 1,
      minWidth: 150,
    };
    return [
      ...(german ? [deutsch, english] : [english, deutsch]),
      {
        field: 'updated_at',
        headerName: t('field.updated'),
        width: 170,
        valueFormatter: (value: string) => formatDateTime(value, i18n.language),
      },
    ];
  }, [t, german, i18n.language]);

  const actions = useRowActions<Allergen>({
    onEdit,
    onDelete: {
      confirmText: (row) => t('delete.confirm', { name: german ? row.name_de : row.name }),
      doneText: (row) => t('delete.done', { name: german ? row.name_de : row.name }),
      run: (row, onDone) => remove({ key: row.allergen_id, version: row.version }, { onSuccess: onDone }),
    },
  });

  return (
    <DataTable
      label={t('table')}
      columns={columns}
      rowActions={actions}
      queryOptions={allergensApi.listOptions}
      getRowId={(row) => row.allergen_id}
      exportUrl="/api/v1/allergens/export"
      searchLabel={t('search')}
      hiddenOnPhone={phoneHidden}
    />
  );
}
