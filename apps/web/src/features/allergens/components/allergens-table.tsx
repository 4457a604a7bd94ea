import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { Allergen } from '@brigade/domain/schemas/allergens';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '../../../components/crud-table.tsx';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import { allergensApi } from '../api/allergens.ts';

const phoneHidden = ['updated_at'];

/** Allergens and dislikes, the name in the current language first. */
export function AllergensTable({ onEdit }: { onEdit: (allergen: Allergen) => void }) {
  const { t, i18n } = useTranslation('allergens');
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
      dateTimeColumn('updated_at', t('field.updated'), i18n.language),
    ];
  }, [t, german, i18n.language]);

  const nameOf = (row: Allergen) => (german ? row.name_de : row.name);
  return (
    <CrudTable
      api={allergensApi}
      label={t('table')}
      searchLabel={t('search')}
      columns={columns}
      hiddenOnPhone={phoneHidden}
      onEdit={onEdit}
      confirmText={(row) => t('delete.confirm', { name: nameOf(row) })}
      doneText={(row) => t('delete.done', { name: nameOf(row) })}
    />
  );
}
