import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useRecipeSearch } from '../api/search-recipes.ts';

export interface RecipeOption {
  recipe_id: number;
  name: string;
}

interface RecipeAutocompleteProps {
  value: RecipeOption | null;
  onChange: (value: RecipeOption | null) => void;
  label: string;
  error?: string | undefined;
}

/** Picks a recipe by name (searched on the server as the user types). */
export function RecipeAutocomplete({ value, onChange, label, error }: RecipeAutocompleteProps) {
  const { t } = useTranslation('nutritional-info');
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim());
  const search = useRecipeSearch(q);
  const options: RecipeOption[] = (search.data?.items ?? []).map((r) => ({
    recipe_id: r.recipe_id,
    name: r.name,
  }));
  return (
    <Autocomplete
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.recipe_id === b.recipe_id}
      loading={search.isFetching}
      noOptionsText={t('dialog.noRecipes')}
      renderInput={(params) => (
        <TextField {...params} label={label} required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
