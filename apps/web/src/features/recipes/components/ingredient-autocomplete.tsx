import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { useIngredientAutocomplete, type IngredientOption } from '../api/autocomplete-ingredients.ts';

interface Props {
  value: IngredientOption | null;
  onChange: (next: IngredientOption | null) => void;
  label: string;
  error?: string | undefined;
}

/** A recipe line's ingredient: asks the server 300 ms after typing; names in the page's language. */
export function IngredientAutocomplete({ value, onChange, label, error }: Props) {
  const { t, i18n } = useTranslation('recipes');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const found = useIngredientAutocomplete(text, open);
  const nameOf = (o: IngredientOption) => (i18n.language === 'de' && o.name_de ? o.name_de : o.name);
  const options = found.data?.items ?? [];
  return (
    <Autocomplete<IngredientOption>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={
        value && !options.some((o) => o.ingredient_id === value.ingredient_id) ? [value, ...options] : options
      }
      value={value}
      filterOptions={(all) => all}
      isOptionEqualToValue={(a, b) => a.ingredient_id === b.ingredient_id}
      getOptionLabel={nameOf}
      onChange={(_event, next) => onChange(next)}
      inputValue={open ? text : value ? nameOf(value) : text}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') setText(next);
      }}
      loading={found.isFetching}
      loadingText={t('line.searching')}
      noOptionsText={t('line.noIngredient')}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {nameOf(option)}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          error={Boolean(error)}
          helperText={error ? translateMessage(error) : undefined}
        />
      )}
      sx={{ minWidth: 220, flex: 2 }}
    />
  );
}
