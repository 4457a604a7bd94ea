import { useState } from 'react';
import type { ChefIngredientNote } from '@brigade/domain/schemas/chef-notes';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useChefNotes } from '../api/get-chef-notes.ts';
import { nameSort, noteName } from './note-name.ts';

interface Props {
  onPick: (note: ChefIngredientNote) => void;
}

/** Finds any ingredient by name (EN or DE, searched on the server as the user types) to read or add its note. */
export function IngredientSearch({ onPick }: Props) {
  const { t, i18n } = useTranslation('chef-notes');
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim());
  const search = useChefNotes(
    { q, with_notes: false, length: 20, sort_by: nameSort(i18n.language) },
    q.length > 0,
  );
  const options = q.length > 0 ? (search.data?.items ?? []) : [];
  return (
    <Autocomplete
      value={null}
      onChange={(_event, picked) => {
        if (!picked) return;
        onPick(picked);
        setInput('');
      }}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => noteName(option, i18n.language)}
      getOptionKey={(option) => option.ingredient_id}
      isOptionEqualToValue={(a, b) => a.ingredient_id === b.ingredient_id}
      loading={search.isFetching}
      noOptionsText={q.length > 0 ? t('noIngredients') : t('typeToSearch')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {noteName(option, i18n.language)}
          {option.version > 0 ? ` · ${t('hasNote')}` : ''}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('search')} />}
    />
  );
}
