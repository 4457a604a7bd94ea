import { useState } from 'react';
import type { IngredientAutocompleteItem } from '@brigade/domain/schemas/ingredients';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSwapIngredientOptions } from '../api/autocomplete-swap-ingredients.ts';

interface Props {
  /** The line's ingredient, named in the field's label. */
  name: string;
  disabled: boolean;
  onPick: (ingredientId: number) => void;
}

/** The ingredient a planner swaps in for a day: asks the server 300 ms after typing (names in the language). */
export function SwapIngredientField({ name, disabled, onPick }: Props) {
  const { t, i18n } = useTranslation('production');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const found = useSwapIngredientOptions(text, open);
  const nameOf = (o: IngredientAutocompleteItem) =>
    i18n.language === 'de' && o.name_de ? o.name_de : o.name;
  return (
    <Autocomplete<IngredientAutocompleteItem>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={found.data?.items ?? []}
      value={null}
      disabled={disabled}
      filterOptions={(all) => all}
      isOptionEqualToValue={(a, b) => a.ingredient_id === b.ingredient_id}
      getOptionLabel={nameOf}
      onChange={(_event, next) => {
        if (next) onPick(next.ingredient_id);
      }}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') setText(next);
      }}
      loading={found.isFetching}
      loadingText={t('lines.searching')}
      noOptionsText={t('lines.noIngredient')}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {nameOf(option)}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} size="small" label={t('lines.swapTo', { name })} />}
      sx={{ minWidth: 200 }}
    />
  );
}
