import { useState } from 'react';
import type { RecipeListItem } from '@brigade/domain/schemas/recipes';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useRecipeSearch } from '../api/search-recipes.ts';

export interface PickedRecipe {
  recipe_id: number;
  name: string;
  client_facing_name: string;
}

interface Props {
  value: PickedRecipe | null;
  onChange: (recipe: PickedRecipe | null) => void;
  error?: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** Finds a recipe by any of its names, 300 ms after typing stops. */
export function RecipeAutocomplete({ value, onChange, error, inputRef }: Props) {
  const { t } = useTranslation('menus');
  const [input, setInput] = useState(value?.name ?? '');
  const q = useDebouncedValue(input.trim());
  const search = useRecipeSearch(q);
  const options: PickedRecipe[] = (search.data?.items ?? []).map((r: RecipeListItem) => ({
    recipe_id: r.recipe_id,
    name: r.name,
    client_facing_name: r.client_facing_name,
  }));
  return (
    <Autocomplete<PickedRecipe>
      options={options}
      loading={search.isFetching}
      value={value}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, recipe) => onChange(recipe)}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.recipe_id}
      isOptionEqualToValue={(a, b) => a.recipe_id === b.recipe_id}
      noOptionsText={q.length < 2 ? t('mealDialog.recipeHint') : t('mealDialog.noRecipes')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.name}
          {option.client_facing_name && option.client_facing_name !== option.name
            ? ` — ${option.client_facing_name}`
            : ''}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={t('mealDialog.recipe')}
          error={Boolean(error)}
          helperText={error ? translateMessage(error) : t('mealDialog.recipeHint')}
        />
      )}
    />
  );
}
