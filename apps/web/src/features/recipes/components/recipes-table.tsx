import { useCallback, useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { MEAL_TYPES, type MealType } from '@brigade/domain/programmes/meal-types';
import type { RecipeListItem } from '@brigade/domain/schemas/recipes';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import type { ListParams } from '../../../lib/list.ts';
import { storedFlags, useStoredFlag } from '../../../lib/use-stored-flag.ts';
import { mealTypesParam, recipesQueryOptions } from '../api/get-recipes.ts';
import { RecipeListToolbar } from './recipe-list-toolbar.tsx';

const phoneHidden = ['client_facing_name', 'a_life_label', 'line_count', 'rating', 'updated_at'];

/**
 * /recipes: meal-type filter chips (recipes of any chosen type), the hide-stashed flag, search, export, and
 * 'Print cards' of the ticked recipes; a row opens the recipe.
 */
export function RecipesTable({ onOpen }: { onOpen: (row: RecipeListItem) => void }) {
  const { t, i18n } = useTranslation('recipes');
  const [meals, setMeals] = useState<MealType[]>([]);
  const [hideStashed, setHideStashed] = useStoredFlag(storedFlags.hideStashed);
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (meal: MealType) =>
    setMeals((current) =>
      current.includes(meal)
        ? current.filter((m) => m !== meal)
        : MEAL_TYPES.filter((m) => m === meal || current.includes(m)),
    );

  const columns = useMemo<GridColDef<RecipeListItem>[]>(
    () => [
      { field: 'name', headerName: t('field.name'), flex: 1, minWidth: 180 },
      {
        field: 'client_facing_name',
        headerName: t('field.clientFacingName'),
        flex: 1,
        minWidth: 160,
        sortable: false,
      },
      { field: 'a_life_label', headerName: t('field.aLifeLabel'), width: 120, sortable: false },
      {
        field: 'meal_types',
        headerName: t('field.mealTypes'),
        width: 200,
        sortable: false,
        valueFormatter: (value: MealType[]) => value.map((m) => t(`meal.${m}`)).join(', '),
      },
      { field: 'line_count', headerName: t('field.lineCount'), width: 100, type: 'number', sortable: false },
      {
        field: 'revision_status',
        headerName: t('field.revisionStatus'),
        width: 130,
        valueFormatter: (value: string) => t(`status.${value}`, { defaultValue: value }),
      },
      {
        field: 'rating',
        headerName: t('field.rating'),
        width: 90,
        type: 'number',
        valueFormatter: (value: number | null) => (value === null ? '–' : value.toFixed(1)),
      },
      dateTimeColumn('updated_at', t('field.updatedAt'), i18n.language, 160),
    ],
    [t, i18n.language],
  );

  const queryOptions = useCallback(
    (params: ListParams) => recipesQueryOptions({ ...params, meal_types: meals, hide_stashed: hideStashed }),
    [meals, hideStashed],
  );
  const mealQuery = mealTypesParam(meals);

  return (
    <DataTable
      label={t('list.title')}
      columns={columns}
      queryOptions={queryOptions}
      getRowId={(row) => row.recipe_id}
      exportUrl={`/api/v1/recipes/export?${new URLSearchParams({
        ...(mealQuery ? { meal_types: mealQuery } : {}),
        ...(hideStashed ? { hide_stashed: 'true' } : {}),
      }).toString()}`}
      searchLabel={t('list.search')}
      hiddenOnPhone={phoneHidden}
      onRowClick={onOpen}
      selection={{ ids: chosen, onChange: (ids) => setChosen(ids.map(Number)) }}
      toolbar={
        <RecipeListToolbar
          meals={meals}
          onToggleMeal={toggle}
          hideStashed={hideStashed}
          onHideStashed={setHideStashed}
          chosen={chosen}
        />
      }
    />
  );
}
