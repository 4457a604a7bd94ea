import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { OrderPriceDiscount } from '@brigade/domain/orders/order-price';
import { acceptsDiscountCodes } from '@brigade/domain/pricing/discount-code';
import { priceModelOn } from '@brigade/domain/pricing/price-model';
import type { Customer } from '@brigade/domain/schemas/customers';
import type { DiscountSuggestion } from '@brigade/domain/schemas/discounts';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { OrderDeliveryFields } from './order-delivery-fields.tsx';
import { codeTerms, normalCode, OrderDiscountField } from './order-discount-field.tsx';
import { fieldSetter, type OrderForm } from './order-form-values.ts';
import { OrderMealFields } from './order-meal-fields.tsx';
import { OrderPrice } from './order-price.tsx';
import { OrderProgrammeFields } from './order-programme-fields.tsx';
import { OrderScheduleFields } from './order-schedule-fields.tsx';

interface OrderFieldsProps {
  form: OrderForm;
  /** The customer whose addresses the order may use (loaded). */
  customer: Customer | undefined;
  /** The date that picks the price model: the order's creation date, today for a new order. */
  priceDate: string;
  /** The week the week pickers centre on. */
  aroundWeek: string;
  editing: boolean;
  /** The order's stored discount code with its terms (editing). */
  storedDiscount?: OrderPriceDiscount | null;
}

/**
 * Programme, meals, weeks, weekdays, delivery and discount code of an order, with its day rate and week price
 * (domain rules).
 */
export function OrderFields(props: OrderFieldsProps) {
  const { form, customer, priceDate, aroundWeek, editing, storedDiscount = null } = props;
  const { t } = useTranslation('orders');
  // Why the last meal choice was refused; a new type or flex starts again from the default meals.
  const [mealError, setMealError] = useState<string | null>(null);
  const [chosenCode, setChosenCode] = useState<DiscountSuggestion | null>(null);
  const [cancelled, typedCode] = useWatch({ control: form.control, name: ['cancelled', 'discount_code'] });
  const code = normalCode(typedCode);
  const terms = codeTerms(code, storedDiscount, chosenCode);
  const set = fieldSetter(form);
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <OrderProgrammeFields form={form} onProgrammeChange={() => setMealError(null)} />
      <OrderMealFields form={form} error={mealError} onError={setMealError} />
      <OrderScheduleFields form={form} aroundWeek={aroundWeek} />
      <OrderDeliveryFields form={form} customer={customer} editing={editing} />
      {editing ? (
        <FormControlLabel
          control={
            <Switch checked={cancelled ?? false} onChange={(e) => set('cancelled', e.target.checked)} />
          }
          label={t('field.cancelled')}
        />
      ) : null}
      <OrderDiscountField
        form={form}
        chosen={chosenCode}
        onChoose={setChosenCode}
        disabled={!acceptsDiscountCodes(priceModelOn(priceDate))}
      />
      <OrderPrice form={form} priceDate={priceDate} code={terms} codeUnchecked={code !== null && !terms} />
    </Stack>
  );
}
