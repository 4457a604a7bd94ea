import { useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { Customer } from '@brigade/domain/schemas/customers';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDeliveryTypeOptions } from '../../../lib/options/delivery-type-options.ts';
import { usePickUpPointOptions } from '../../../lib/options/pick-up-point-options.ts';
import { errorText, fieldSetter, type OrderForm } from './order-form-values.ts';

/** A select whose empty choice has its own label ('None', "Customer's default") shows it like a value. */
const emptyShown = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

interface OrderDeliveryFieldsProps {
  form: OrderForm;
  /** The customer whose addresses the order may use (loaded). */
  customer: Customer | undefined;
  editing: boolean;
}

/** Delivery type; billing address, delivery address or pick-up point; delivery instructions. */
export function OrderDeliveryFields({ form, customer, editing }: OrderDeliveryFieldsProps) {
  const { t } = useTranslation('orders');
  const set = fieldSetter(form);
  const errors = form.formState.errors;
  const deliveryTypeId = useWatch({ control: form.control, name: 'delivery_type_id' });
  const deliveryTypes = useDeliveryTypeOptions().data?.items ?? [];
  useCustomerDelivery(form, customer, editing);
  return (
    <>
      <TextField
        select
        label={t('field.deliveryType')}
        value={deliveryTypeId ?? ''}
        slotProps={emptyShown}
        onChange={(e) => set('delivery_type_id', e.target.value === '' ? null : Number(e.target.value))}
        error={Boolean(errors.delivery_type_id)}
        helperText={errorText(errors.delivery_type_id?.message)}
      >
        <MenuItem value="">{t('none')}</MenuItem>
        {deliveryTypes.map((d) => (
          <MenuItem key={d.delivery_type_id} value={d.delivery_type_id}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
      <DeliveryPlaceFields form={form} customer={customer} />
      <Controller
        control={form.control}
        name="delivery_instructions"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            label={t('field.deliveryInstructions')}
            multiline
            minRows={2}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error?.message)}
          />
        )}
      />
    </>
  );
}

/** A new order takes the chosen customer's delivery (the server does the same for addresses left out). */
function useCustomerDelivery(form: OrderForm, customer: Customer | undefined, editing: boolean) {
  const applied = useRef<number | null>(editing ? (customer?.customer_id ?? null) : null);
  useEffect(() => {
    if (editing || !customer || applied.current === customer.customer_id) return;
    applied.current = customer.customer_id;
    const set = fieldSetter(form);
    set('billing_address_id', customer.billing_default);
    set('delivery_address_id', customer.delivery_default);
    set('use_billing', customer.use_billing);
    set('pick_up', customer.pick_up);
    set('pick_up_point_id', customer.pick_up_point_id);
    set('delivery_instructions', customer.delivery_instructions);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per chosen customer
  }, [customer, editing]);
}

/** Where the order goes: the billing address, a delivery address, or a pick-up point, and which one. */
function DeliveryPlaceFields({ form, customer }: { form: OrderForm; customer: Customer | undefined }) {
  const { t } = useTranslation('orders');
  const set = fieldSetter(form);
  const errors = form.formState.errors;
  const [pickUp, useBilling, pickUpPointId] = useWatch({
    control: form.control,
    name: ['pick_up', 'use_billing', 'pick_up_point_id'],
  });
  const pickUpPoints = usePickUpPointOptions().data?.items ?? [];
  const delivery = pickUp ? 'pick_up' : useBilling ? 'billing' : 'delivery';
  return (
    <>
      <Box>
        <FormLabel component="legend">{t('field.delivery')}</FormLabel>
        <RadioGroup
          row
          value={delivery}
          onChange={(e) => {
            set('pick_up', e.target.value === 'pick_up');
            set('use_billing', e.target.value === 'billing');
          }}
        >
          <FormControlLabel value="billing" control={<Radio />} label={t('deliveryOption.billing')} />
          <FormControlLabel value="delivery" control={<Radio />} label={t('deliveryOption.delivery')} />
          <FormControlLabel value="pick_up" control={<Radio />} label={t('deliveryOption.pickUp')} />
        </RadioGroup>
      </Box>
      {delivery === 'pick_up' ? (
        <TextField
          select
          label={t('field.pickUpPoint')}
          value={pickUpPointId ?? ''}
          slotProps={emptyShown}
          onChange={(e) => set('pick_up_point_id', e.target.value === '' ? null : Number(e.target.value))}
          error={Boolean(errors.pick_up_point_id)}
          helperText={errorText(errors.pick_up_point_id?.message)}
        >
          <MenuItem value="">{t('none')}</MenuItem>
          {pickUpPoints.map((p) => (
            <MenuItem key={p.pick_up_point_id} value={p.pick_up_point_id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <>
          <AddressSelect form={form} customer={customer} field="billing_address_id" />
          {delivery === 'delivery' ? (
            <AddressSelect form={form} customer={customer} field="delivery_address_id" />
          ) : null}
        </>
      )}
    </>
  );
}

/** One of the customer's addresses, or the customer's default. */
function AddressSelect({
  form,
  customer,
  field,
}: {
  form: OrderForm;
  customer: Customer | undefined;
  field: 'billing_address_id' | 'delivery_address_id';
}) {
  const { t } = useTranslation('orders');
  const set = fieldSetter(form);
  const error = form.formState.errors[field];
  const value = useWatch({ control: form.control, name: field });
  const addressLabel = (a: Customer['addresses'][number]) =>
    [a.company, a.street, `${a.postcode} ${a.city}`].filter(Boolean).join(', ');
  return (
    <TextField
      select
      label={t(field === 'billing_address_id' ? 'field.billingAddress' : 'field.deliveryAddress')}
      value={value ?? ''}
      slotProps={emptyShown}
      onChange={(e) => set(field, e.target.value === '' ? null : Number(e.target.value))}
      error={Boolean(error)}
      helperText={errorText(error?.message) ?? (customer ? undefined : t('help.chooseCustomer'))}
    >
      <MenuItem value="">{t('customerDefault')}</MenuItem>
      {(customer?.addresses ?? []).map((a) => (
        <MenuItem key={a.address_id} value={a.address_id}>
          {addressLabel(a)}
        </MenuItem>
      ))}
    </TextField>
  );
}
