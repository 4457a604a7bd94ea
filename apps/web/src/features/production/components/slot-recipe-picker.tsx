import { useState } from 'react';
import { isMealType } from '@brigade/domain/programmes/meal-types';
import type { DaySlot } from '@brigade/domain/schemas/production';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useRecipeOptions } from '../api/search-recipes.ts';

export interface RecipeOption {
  recipe_id: number;
  name: string;
}

interface Props {
  slot: DaySlot;
  value: RecipeOption | null;
  disabled: boolean;
  onPick: (recipe: RecipeOption | null) => void;
}

/**
 * A slot's recipe, picked from the recipe list: a meal slot offers its meal type's recipes, an extra slot any.
 * The list is asked for only while open, and 300 ms after typing stops.
 */
export function SlotRecipePicker({ slot, value, disabled, onPick }: Props) {
  const { t } = useTranslation('production');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  const search = useRecipeOptions(isMealType(slot) ? slot : null, q, open);
  const options: RecipeOption[] = (search.data?.items ?? []).map((r) => ({
    recipe_id: r.recipe_id,
    name: r.name,
  }));
  return (
    <Autocomplete<RecipeOption>
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setTyped('');
      }}
      options={options}
      loading={search.isFetching}
      value={value}
      disabled={disabled}
      onChange={(event, recipe, reason) => {
        // Emptying the text to search anew is not clearing the slot (that would upload at once); the
        // clear button is. An emptied field left alone shows the slot's recipe again.
        if (reason === 'clear' && event.type !== 'click') return;
        if ((recipe?.recipe_id ?? null) !== (value?.recipe_id ?? null)) onPick(recipe);
      }}
      // Typing searches the server; showing the chosen recipe's name does not (MUI reports that 'reset'
      // while rendering, so it must not set state; closing the list forgets the search instead).
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.recipe_id === b.recipe_id}
      noOptionsText={t('assign.noRecipes')}
      // Recipe names are long and the columns narrow: no arrow, smaller text, the full name on hover.
      forcePopupIcon={false}
      loadingText={t('loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(`slot.${slot}`)}
          title={value?.name}
          sx={{ '& .MuiInputBase-input': { fontSize: '0.875rem' } }}
        />
      )}
    />
  );
}
