import { useWatch } from 'react-hook-form';
import type { DiscountCodeTerms } from '@brigade/domain/pricing/discount-code';
import type { DiscountSuggestion } from '@brigade/domain/schemas/discounts';
import type { OrderPriceDiscount } from '@brigade/domain/orders/order-price';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDiscountSuggestions } from '../../../lib/discount-suggestions.ts';
import { formatDiscountValue } from '../../../lib/format-discount.ts';
import { errorText, fieldSetter, type OrderForm } from './order-form-values.ts';

/** The code as the server reads it: trimmed, in capitals; blank is none. */
export const normalCode = (text: string | null | undefined) => text?.trim().toUpperCase() || null;

/**
 * What the live price applies for the code in the form: the order's stored code as stored, or a suggestion
 * chosen for it that is active today. Any other code is only known to the server (checked when saving).
 */
export function codeTerms(
  code: string | null,
  stored: OrderPriceDiscount | null,
  chosen: DiscountSuggestion | null,
): DiscountCodeTerms | null {
  if (code === null) return null;
  if (stored?.code === code) return { code, kind: stored.kind, value: stored.value };
  if (chosen?.code === code && chosen.status === 'ACTIVE')
    return { code, kind: chosen.kind, value: chosen.value };
  return null;
}

interface OrderDiscountFieldProps {
  form: OrderForm;
  /** The suggestion last chosen (its kind, value and status price the order live). */
  chosen: DiscountSuggestion | null;
  onChoose: (suggestion: DiscountSuggestion | null) => void;
  /** Price model 1: no codes. */
  disabled: boolean;
}

/**
 * The order's discount code: type part of it and pick from the codes that match (asked 300 ms after typing
 * stops), or type a whole code. The server's refusal (unknown, expired, not valid yet, used up) shows under it.
 */
export function OrderDiscountField({ form, chosen, onChoose, disabled }: OrderDiscountFieldProps) {
  const { t, i18n } = useTranslation('orders');
  const set = fieldSetter(form);
  const text = useWatch({ control: form.control, name: 'discount_code' }) ?? '';
  const { data, isFetching } = useDiscountSuggestions(disabled ? '' : text);
  const options = text.trim() ? (data?.results ?? []) : [];
  const serverError = errorText(form.formState.errors.discount_code?.message);
  // A chosen code that is not active will be refused: say so before saving.
  const warning =
    chosen && chosen.code === normalCode(text) && chosen.status !== 'ACTIVE'
      ? t('discount.notActive', { status: t(`discount.status.${chosen.status}`) })
      : undefined;
  return (
    <Autocomplete<DiscountSuggestion, false, false, true>
      freeSolo
      options={options}
      loading={isFetching}
      filterOptions={(x) => x}
      disabled={disabled}
      value={chosen && chosen.code === normalCode(text) ? chosen : null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') set('discount_code', value === '' ? null : value);
      }}
      onChange={(_event, value) => {
        const picked = typeof value === 'string' || value === null ? null : value;
        onChoose(picked);
        if (picked) set('discount_code', picked.code);
      }}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.code)}
      isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.discount_id === b.discount_id}
      renderOption={(props, o) => (
        <li {...props} key={o.discount_id}>
          {`${o.code} · ${formatDiscountValue(o.kind, o.value, i18n.language)} · ${t(`discount.status.${o.status}`)}`}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="discount_code"
          label={t('field.discountCode')}
          error={Boolean(serverError ?? warning)}
          helperText={serverError ?? warning ?? (disabled ? t('discount.oldModel') : t('discount.hint'))}
        />
      )}
    />
  );
}
