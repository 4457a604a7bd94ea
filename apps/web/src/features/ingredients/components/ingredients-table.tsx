import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { IngredientListItem } from '@brigade/domain/schemas/ingredients';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { ingredientsQueryOptions } from '../api/get-ingredients.ts';
import { legacyIngredientsQueryOptions } from '../api/get-legacy-ingredients.ts';

const phoneHidden = [
  'name_de',
  'protein_g',
  'fat_g',
  'carbohydrates_g',
  'allergen_names',
  'supplier_count',
  'updated_at',
];

const amount = (value: number | null) => (value === null ? '–' : String(Math.round(value * 10) / 10));

/** /ingredients (or the read-only /ingredients/v1 with `legacy`): search, paging, export; a row opens one. */
export function IngredientsTable(props: { legacy?: boolean; onOpen?: (row: IngredientListItem) => void }) {
  const { legacy = false, onOpen } = props;
  const { t, i18n } = useTranslation('ingredients');

  const columns = useMemo<GridColDef<IngredientListItem>[]>(
    () => [
      { field: 'name', headerName: t('field.name'), flex: 1, minWidth: 150 },
      { field: 'name_de', headerName: t('field.nameDe'), flex: 1, minWidth: 130 },
      {
        field: 'energy_kcal',
        headerName: `${t('field.energy')} (${t('unit.kcal')})`,
        width: 110,
        type: 'number',
        valueFormatter: amount,
      },
      ...(['protein_g', 'fat_g', 'carbohydrates_g'] as const).map(
        (field): GridColDef<IngredientListItem> => ({
          field,
          headerName: `${t(`field.${field === 'protein_g' ? 'protein' : field === 'fat_g' ? 'fat' : 'carbohydrates'}`)} (g)`,
          width: 95,
          type: 'number',
          sortable: false,
          valueFormatter: amount,
        }),
      ),
      {
        field: 'allergen_names',
        headerName: t('field.allergens'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueGetter: (value: string, row) => (i18n.language === 'de' ? row.allergen_names_de : value),
      },
      {
        field: 'allergens_reviewed',
        headerName: t('field.reviewed'),
        width: 125,
        sortable: false,
        renderCell: ({ value }) => (
          <Chip
            size="small"
            color={value ? 'success' : 'warning'}
            variant="outlined"
            label={value ? t('reviewed.yes') : t('reviewed.no')}
          />
        ),
      },
      {
        field: 'supplier_count',
        headerName: t('field.suppliers'),
        width: 100,
        type: 'number',
        sortable: false,
      },
    ],
    [t, i18n.language],
  );

  return (
    <DataTable
      label={legacy ? t('legacyTable') : t('table')}
      columns={columns}
      queryOptions={
        (legacy ? legacyIngredientsQueryOptions : ingredientsQueryOptions) as typeof ingredientsQueryOptions
      }
      getRowId={(row) => row.ingredient_id}
      exportUrl={legacy ? undefined : '/api/v1/ingredients/export'}
      searchLabel={t('search')}
      hiddenOnPhone={phoneHidden}
      onRowClick={onOpen}
    />
  );
}
