import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Discount, DiscountSuggestion } from '@brigade/domain/schemas/discounts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDiscountSuggestions } from '../../../lib/discount-suggestions.ts';
import { discountsApi } from '../api/discounts.ts';
import { formatDiscountValue } from '../../../lib/format-discount.ts';

/** Type part of a code (suggestions after a 300 ms pause); choosing one opens it for editing. */
export function FindCode({ onFound }: { onFound: (d: Discount) => void }) {
  const { t, i18n } = useTranslation('discounts');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const { data, isFetching } = useDiscountSuggestions(text);
  const options = text.trim() ? (data?.results ?? []) : [];
  return (
    <Autocomplete<DiscountSuggestion>
      sx={{ width: { xs: '100%', sm: 320 }, mb: 2 }}
      size="small"
      options={options}
      loading={isFetching}
      filterOptions={(x) => x}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      getOptionLabel={(o) => o.code}
      isOptionEqualToValue={(a, b) => a.discount_id === b.discount_id}
      noOptionsText={text.trim() ? t('find.none') : t('find.type')}
      renderOption={(props, o) => (
        <li {...props} key={o.discount_id}>
          {`${o.code} · ${formatDiscountValue(o.kind, o.value, i18n.language)} · ${t(`status.${o.status}`)}`}
        </li>
      )}
      onChange={async (_event, chosen) => {
        if (!chosen) return;
        setText('');
        onFound(
          await queryClient.fetchQuery({ ...discountsApi.detailOptions(chosen.discount_id), staleTime: 0 }),
        );
      }}
      renderInput={(params) => <TextField {...params} label={t('find.label')} />}
    />
  );
}
