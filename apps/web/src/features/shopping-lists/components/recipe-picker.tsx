import { useState } from 'react';
import type { BulkRecipeOption } from '@brigade/domain/schemas/shopping-lists';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useBulkRecipeSearch } from '../api/bulk-calculations.ts';

/** Finds a recipe by name (300 ms after typing stops) and hands it over. */
export function RecipePicker({ onPick }: { onPick: (recipe: BulkRecipeOption) => void }) {
  const { t } = useTranslation('shopping-lists');
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim());
  const search = useBulkRecipeSearch(q);
  return (
    <Autocomplete<BulkRecipeOption>
      sx={{ flex: 1, minWidth: 240 }}
      options={search.data?.items ?? []}
      loading={search.isFetching}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, recipe) => {
        if (recipe) {
          onPick(recipe);
          setInput('');
        }
      }}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.recipe_id === b.recipe_id}
      noOptionsText={t('calculator.noRecipes')}
      renderInput={(params) => <TextField {...params} label={t('calculator.addRecipe')} size="small" />}
    />
  );
}
