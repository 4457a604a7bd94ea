import { useEffect, useRef, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { orderPrice } from '@brigade/domain/orders/order-price';
import { defaultDiscountMeals } from '@brigade/domain/programmes/default-discount-meals';
import {
  inMenuOrder,
  PROGRAMME_TYPES,
  type MealType,
  type ProgrammeType,
} from '@brigade/domain/programmes/meal-types';
import { programmeFromMealTypes } from '@brigade/domain/programmes/programme-selection';
import type { Customer } from '@brigade/domain/schemas/customers';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { usePickUpPointOptions } from '../api/get-pick-up-point-options.ts';
import { useDeliveryTypeOptions } from '../api/get-delivery-type-options.ts';
import { formatChf } from '../../../lib/format.ts';
import { WeekSelect } from './week-select.tsx';

/** The order dialog's form: the fields of the create and update requests (version and cancelled when editing). */
export interface OrderFormValues {
  customer_id?: number;
  type: ProgrammeType;
  is_flex: boolean;
  day_trial: boolean;
  discount_meals: MealType[] | null;
  start_week: string;
  end_week: string | null;
  is_subscription: boolean;
  weekdays: number[];
  delivery_type_id: number | null;
  use_billing: boolean;
  pick_up: boolean;
  pick_up_point_id: number | null;
  billing_address_id: number | null;
  delivery_address_id: number | null;
  delivery_instructions: string;
  cancelled?: boolean;
  version?: number;
}

/** The meals one can leave out (§5 selection); dressing follows lunch and 'other' is always added. */
const SELECTABLE_MEALS: readonly MealType[] = [
  'breakfast',
  'shot',
  'lunch',
  'treat',
  'power_shake',
  'dinner',
];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

interface OrderFieldsProps {
  form: UseFormReturn<OrderFormValues>;
  /** The customer whose addresses the order may use (loaded). */
  customer: Customer | undefined;
  /** The date that picks the price model: the order's creation date, today for a new order. */
  priceDate: string;
  /** The week the week pickers centre on. */
  aroundWeek: string;
  editing: boolean;
}

/** A select whose empty choice has its own label ('None', "Customer's default") shows it like a value. */
const emptyShown = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

const errorText = (message: string | undefined) => (message ? translateMessage(message) : undefined);

/** Programme, weeks, weekdays and delivery of an order, with its day rate and week price (domain rules). */
export function OrderFields({ form, customer, priceDate, aroundWeek, editing }: OrderFieldsProps) {
  const { t, i18n } = useTranslation('orders');
  const { control, setValue, formState } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as OrderFormValues;
  const [mealError, setMealError] = useState<string | null>(null);
  const deliveryTypes = useDeliveryTypeOptions().data?.items ?? [];
  const pickUpPoints = usePickUpPointOptions().data?.items ?? [];
  const set = <K extends keyof OrderFormValues>(name: K, value: OrderFormValues[K]) =>
    setValue(name as never, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  // A new order takes the chosen customer's delivery (the server does the same for addresses left out).
  const applied = useRef<number | null>(editing ? (customer?.customer_id ?? null) : null);
  useEffect(() => {
    if (editing || !customer || applied.current === customer.customer_id) return;
    applied.current = customer.customer_id;
    set('billing_address_id', customer.billing_default);
    set('delivery_address_id', customer.delivery_default);
    set('use_billing', customer.use_billing);
    set('pick_up', customer.pick_up);
    set('pick_up_point_id', customer.pick_up_point_id);
    set('delivery_instructions', customer.delivery_instructions);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per chosen customer
  }, [customer, editing]);

  const type = values.type ?? 'LEAN';
  const isFlex = values.is_flex ?? false;
  const leftOut = values.discount_meals ?? defaultDiscountMeals(type, isFlex);
  const price = livePrice(
    {
      order_id: 0,
      type,
      is_flex: isFlex,
      day_trial: values.day_trial ?? false,
      discount_meals: values.discount_meals ?? null,
      weekdays: values.weekdays ?? [],
    },
    priceDate,
  );

  const toggleMeal = (meal: MealType) => {
    const next = leftOut.includes(meal) ? leftOut.filter((m) => m !== meal) : [...leftOut, meal];
    try {
      const selection = programmeFromMealTypes(next, { breakfastVariant: true });
      set('type', selection.type);
      set('is_flex', selection.isFlex);
      const meals = inMenuOrder(selection.discountMeals);
      const isDefault = meals.join() === defaultDiscountMeals(selection.type, selection.isFlex).join();
      set('discount_meals', isDefault ? null : meals);
      setMealError(null);
    } catch (error) {
      setMealError(error instanceof Error ? error.message : String(error));
    }
  };

  const delivery = values.pick_up ? 'pick_up' : values.use_billing ? 'billing' : 'delivery';
  const addresses = customer?.addresses ?? [];
  const addressLabel = (a: (typeof addresses)[number]) =>
    [a.company, a.street, `${a.postcode} ${a.city}`].filter(Boolean).join(', ');
  const trial = values.day_trial ?? false;

  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={t('field.type')}
          value={type}
          onChange={(e) => {
            set('type', e.target.value as ProgrammeType);
            set('discount_meals', null);
            setMealError(null);
          }}
          sx={{ minWidth: 160, flex: 1 }}
          error={Boolean(errors.type)}
          helperText={errorText(errors.type?.message)}
        >
          {PROGRAMME_TYPES.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={isFlex}
              onChange={(e) => {
                set('is_flex', e.target.checked);
                set('discount_meals', null);
                setMealError(null);
              }}
            />
          }
          label={t('field.flex')}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={trial}
              onChange={(e) => {
                set('day_trial', e.target.checked);
                if (e.target.checked) {
                  set('weekdays', [values.weekdays?.[0] ?? 1]);
                  set('end_week', null);
                  set('is_subscription', false);
                }
              }}
            />
          }
          label={t('field.dayTrial')}
          sx={{ whiteSpace: 'nowrap' }}
        />
      </Stack>

      <Box>
        <FormLabel component="legend">{t('field.mealsLeftOut')}</FormLabel>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}
          role="group"
          aria-label={t('field.mealsLeftOut')}
        >
          {SELECTABLE_MEALS.map((meal) => {
            const selected = leftOut.includes(meal);
            return (
              <Chip
                key={meal}
                label={t(`meal.${meal}`)}
                color={selected ? 'warning' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-pressed={selected}
                onClick={() => toggleMeal(meal)}
              />
            );
          })}
        </Stack>
        <FormHelperText error={Boolean(mealError ?? errors.discount_meals)}>
          {mealError
            ? translateMessage(mealError)
            : (errorText(errors.discount_meals?.message) ?? t('help.mealsLeftOut'))}
        </FormHelperText>
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <WeekSelect
          label={t('field.startWeek')}
          value={values.start_week ?? null}
          onChange={(week) => week && set('start_week', week)}
          around={aroundWeek}
          error={errorText(errors.start_week?.message)}
          fullWidth
        />
        <WeekSelect
          label={t('field.endWeek')}
          value={values.end_week ?? null}
          onChange={(week) => set('end_week', week)}
          around={values.start_week ?? aroundWeek}
          min={values.start_week}
          emptyLabel={values.is_subscription ? t('endWeek.untilCancelled') : t('endWeek.startWeekOnly')}
          error={errorText(errors.end_week?.message)}
          disabled={trial}
          fullWidth
        />
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={values.is_subscription ?? false}
            disabled={trial}
            onChange={(e) => set('is_subscription', e.target.checked)}
          />
        }
        label={t('field.subscription')}
      />
      {errors.is_subscription ? (
        <FormHelperText error>{errorText(errors.is_subscription.message)}</FormHelperText>
      ) : null}

      <Box>
        <FormLabel component="legend">{t('field.weekdays')}</FormLabel>
        <ToggleButtonGroup
          size="small"
          color="primary"
          value={values.weekdays ?? []}
          onChange={(_e, days: number[]) => set('weekdays', trial ? days.slice(-1) : [...days].sort())}
          aria-label={t('field.weekdays')}
          sx={{ display: 'flex', flexWrap: 'wrap', mt: 0.5 }}
        >
          {WEEKDAYS.map((day) => (
            <ToggleButton
              key={day}
              value={day}
              aria-label={t(`weekday.${day}`)}
              sx={{ flex: 1, minWidth: 44 }}
            >
              {t(`weekdayShort.${day}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {errors.weekdays ? <FormHelperText error>{errorText(errors.weekdays.message)}</FormHelperText> : null}
      </Box>

      <TextField
        select
        label={t('field.deliveryType')}
        value={values.delivery_type_id ?? ''}
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
          value={values.pick_up_point_id ?? ''}
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
        (['billing_address_id', 'delivery_address_id'] as const)
          .filter((field) => field === 'billing_address_id' || delivery === 'delivery')
          .map((field) => (
            <TextField
              key={field}
              select
              label={t(field === 'billing_address_id' ? 'field.billingAddress' : 'field.deliveryAddress')}
              value={values[field] ?? ''}
              slotProps={emptyShown}
              onChange={(e) => set(field, e.target.value === '' ? null : Number(e.target.value))}
              error={Boolean(errors[field])}
              helperText={
                errorText(errors[field]?.message) ?? (customer ? undefined : t('help.chooseCustomer'))
              }
            >
              <MenuItem value="">{t('customerDefault')}</MenuItem>
              {addresses.map((a) => (
                <MenuItem key={a.address_id} value={a.address_id}>
                  {addressLabel(a)}
                </MenuItem>
              ))}
            </TextField>
          ))
      )}
      <Controller
        control={control}
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
      {editing ? (
        <FormControlLabel
          control={
            <Switch
              checked={values.cancelled ?? false}
              onChange={(e) => set('cancelled', e.target.checked)}
            />
          }
          label={t('field.cancelled')}
        />
      ) : null}

      <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={t('price.title')} role="region">
        {price ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
            <Typography>
              {t('price.dayRate')}:{' '}
              <strong data-testid="order-day-rate">{formatChf(price.day_rate, i18n.language)}</strong>
            </Typography>
            <Typography>
              {trial ? t('price.trial') : t('price.week', { count: new Set(values.weekdays ?? []).size })}:{' '}
              <strong data-testid="order-week-price">{formatChf(price.week_price, i18n.language)}</strong>
            </Typography>
            <Typography color="text.secondary">{t('price.model', { model: price.price_model })}</Typography>
          </Stack>
        ) : (
          <Alert severity="info" sx={{ py: 0 }}>
            {t('price.unavailable')}
          </Alert>
        )}
        {price ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('price.meals')}: {price.meals.map((m) => t(`meal.${m}`)).join(', ')}
          </Typography>
        ) : null}
      </Paper>
    </Stack>
  );
}

/** The price the server will store (domain `orderPrice`), or null while the programme is not valid. */
function livePrice(...args: Parameters<typeof orderPrice>) {
  try {
    return orderPrice(...args);
  } catch {
    return null;
  }
}
