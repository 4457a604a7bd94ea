import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Customer } from '@brigade/domain/schemas/customers';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { OrderDeliveryFields } from './order-delivery-fields.tsx';
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
}

/** Programme, meals, weeks, weekdays and delivery of an order, with its day rate and week price (domain rules). */
export function OrderFields({ form, customer, priceDate, aroundWeek, editing }: OrderFieldsProps) {
  const { t } = useTranslation('orders');
  // Why the last meal choice was refused; a new type or flex starts again from the default meals.
  const [mealError, setMealError] = useState<string | null>(null);
  const cancelled = useWatch({ control: form.control, name: 'cancelled' });
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
      <OrderPrice form={form} priceDate={priceDate} />
    </Stack>
  );
}
