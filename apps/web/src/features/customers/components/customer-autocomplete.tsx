import { useState } from 'react';
import type { CustomerOption } from '@brigade/domain/schemas/customers';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomerPickerProps } from '../../../components/customer-picker-context.ts';
import { useCustomerSuggestions } from '../api/autocomplete-customers.ts';

/** Find a customer by first name, last name or e-mail; asks the server after a 300 ms pause. */
export function CustomerAutocomplete({
  value,
  onChange,
  label,
  error,
  autoFocus,
  disabled,
}: CustomerPickerProps) {
  const { t } = useTranslation('customers');
  const [text, setText] = useState('');
  const { data, isFetching } = useCustomerSuggestions(text);
  const typed = text.trim() !== '' && text !== (value?.name ?? '');
  const results = typed ? (data?.results ?? []) : [];
  // The chosen customer stays an option, so MUI can show it while no search is under way.
  const options =
    value && !results.some((o) => o.customer_id === value.customer_id) ? [value, ...results] : results;
  return (
    <Autocomplete<CustomerOption>
      fullWidth
      options={options}
      loading={isFetching}
      disabled={disabled}
      filterOptions={(x) => x}
      value={value}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.customer_id === b.customer_id}
      noOptionsText={text.trim() ? t('autocomplete.none') : t('autocomplete.type')}
      loadingText={t('autocomplete.loading')}
      onChange={(_event, chosen) => onChange(chosen)}
      renderOption={(props, o) => (
        <li {...props} key={o.customer_id}>
          <Box>
            <Typography variant="body2">{o.name}</Typography>
            {o.email && (
              <Typography variant="caption" color="text.secondary">
                {o.email}
              </Typography>
            )}
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('autocomplete.label')}
          error={Boolean(error)}
          helperText={error}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}
