import { z } from 'zod';
import { MEAL_TYPES, PROGRAMME_TYPES } from '../programmes/meal-types.ts';
import { messages } from '../messages/catalogue.ts';
import { isoDateField } from './availability.ts';

// ---------------------------------------------------------------------------------------------------------------
// The Week (/week/customers): a row per order of the week (ADR 024)

export const weekCustomersQuery = z.object({ start_date: isoDateField.optional() });

const mealList = z.array(z.enum(MEAL_TYPES));
const slots = z.object({
  monday: mealList,
  tuesday: mealList,
  wednesday: mealList,
  thursday: mealList,
  friday: mealList,
  saturday: mealList,
  sunday: mealList,
});

/** The order and its customer, as every row of the week's order lists starts. */
const orderCustomerShape = {
  order_id: z.number().int(),
  customer_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  type: z.enum(PROGRAMME_TYPES).nullable(),
  is_flex: z.boolean().nullable(),
  day_trial: z.boolean(),
};

export const weekCustomerRow = z.object({
  ...orderCustomerShape,
  programme_error: z.string().nullable(),
  legacy: z.boolean(),
  is_subscription: z.boolean(),
  slots,
  num_days: z.number().int(),
  meals: mealList,
  day_rate: z.number().nullable(),
  week_price: z.number().nullable(),
  /** The order's discount code and what it took off this week (day_rate and week_price are after it). */
  discount: z
    .object({
      code: z.string(),
      amount: z.number(),
      day_rate_before: z.number(),
      week_price_before: z.number(),
    })
    .nullable(),
  delivery_type_id: z.number().int().nullable(),
  delivery_type_name: z.string().nullable(),
  pick_up: z.boolean(),
  address_slots: z.array(z.string()),
  num_address_slots: z.number().int(),
  map_url: z.string().nullable(),
  map_error: z.string().nullable(),
  allergies: z.array(z.string()),
  preference_warnings: z.array(z.string()),
  delivery_mismatch_confirmed: z.boolean(),
  delivery_errors: z.array(z.string()),
});
export type WeekCustomerRowDto = z.infer<typeof weekCustomerRow>;

export const weekDayTotals = z.object({
  date: z.string(),
  numLean: z.number().int(),
  numLeanFlex: z.number().int(),
  numStrong: z.number().int(),
  numStrongFlex: z.number().int(),
  numOther: z.number().int(),
});
export type WeekDayTotals = z.infer<typeof weekDayTotals>;

export const weekCustomersResponse = z.object({
  week_id: z.string(),
  start_date: z.string(),
  days: z.array(z.string()),
  rows: z.array(weekCustomerRow),
  totals: z.array(weekDayTotals),
  /** The German names of the listed allergens in the rows (rows carry the English name, free text as typed). */
  allergen_names_de: z.record(z.string(), z.string()),
});
export type WeekCustomersResponse = z.infer<typeof weekCustomersResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Overrides and extras of an order on a date: day override, meal override, merge, additional bag

const maxInt = 2_147_483_647;
export const orderDateParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive({ error: messages.notFound })
    .max(maxInt, { error: messages.notFound }),
  date: isoDateField,
});
export const orderIdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive({ error: messages.notFound })
    .max(maxInt, { error: messages.notFound }),
});

/** The version read, or 0 when creating the record for that date. */
const upsertVersion = z
  .number({ error: messages.invalidValue })
  .int({ error: messages.invalidValue })
  .min(0, { error: messages.invalidValue });

/**
 * A day's override, whole (ADR 084): each field is sent, also when version 0 creates it (a plain skip or delivery
 * sends `has_discount_meals: true` and nulls for the order's own programme); a field left out is refused.
 */
export const putDayOverrideRequest = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: messages.dayOverrideStatusInvalid }),
  has_discount_meals: z.boolean({ error: messages.invalidValue }),
  programme_type: z.enum(PROGRAMME_TYPES, { error: messages.programmeTypeInvalid }).nullable(),
  is_flex: z.boolean({ error: messages.invalidValue }).nullable(),
  version: upsertVersion,
});
export type PutDayOverrideRequest = z.input<typeof putDayOverrideRequest>;
export type PutDayOverride = z.output<typeof putDayOverrideRequest>;

/** The fields every override of an order on a date carries. */
const onDate = {
  order_id: z.number().int(),
  customer_id: z.number().int(),
  date: z.string(),
  version: z.number().int(),
};

export const dayOverride = z.object({
  day_override_id: z.number().int(),
  ...onDate,
  status: z.number().int(),
  has_discount_meals: z.boolean(),
  programme_type: z.enum(PROGRAMME_TYPES).nullable(),
  is_flex: z.boolean().nullable(),
});
export type DayOverride = z.infer<typeof dayOverride>;

export const putMealOverrideRequest = z.object({
  programme_type: z.enum(PROGRAMME_TYPES, { error: messages.programmeTypeInvalid }),
  is_flex: z.boolean({ error: messages.invalidValue }),
  discount_meals: z.array(z.enum(MEAL_TYPES, { error: messages.mealTypeInvalid })).max(MEAL_TYPES.length),
  version: upsertVersion,
});
export type PutMealOverrideRequest = z.input<typeof putMealOverrideRequest>;
export type PutMealOverride = z.output<typeof putMealOverrideRequest>;

export const mealOverride = z.object({
  meal_override_id: z.number().int(),
  ...onDate,
  programme_type: z.enum(PROGRAMME_TYPES),
  is_flex: z.boolean(),
  discount_meals: mealList,
});
export type MealOverride = z.infer<typeof mealOverride>;

export const putMergeRequest = z.object({
  merged_with: z
    .array(z.number({ error: messages.mergeOrdersRequired }).int().positive().max(maxInt), {
      error: messages.mergeOrdersRequired,
    })
    .min(1, { error: messages.mergeOrdersRequired })
    .max(50, { error: messages.mergeOrdersRequired }),
  /** Optional: when sent, the merge's version read (0 = new); a stale one gets 409. */
  version: upsertVersion.optional(),
});
export type PutMergeRequest = z.input<typeof putMergeRequest>;
export type PutMerge = z.output<typeof putMergeRequest>;

export const orderMerge = z.object({
  order_merge_id: z.number().int(),
  order_id: z.number().int(),
  menu_date: z.string(),
  merged_with: z.array(z.number().int()),
  /** The merge list, each id once and comma-joined (ADR 025). */
  merged_with_param: z.string(),
  version: z.number().int(),
});
export type OrderMerge = z.infer<typeof orderMerge>;

/** One extra bag line of an additional bag (bags_json): a meal type, how many, and a note ('' for none; sent
 * with every line, as the bags are replaced whole: ADR 084). */
export const bagLine = z.object({
  meal_type: z.enum(MEAL_TYPES, { error: messages.mealTypeInvalid }),
  qty: z
    .number({ error: messages.bagQtyInvalid })
    .int({ error: messages.bagQtyInvalid })
    .min(1, { error: messages.bagQtyInvalid })
    .max(50, { error: messages.bagQtyInvalid }),
  note: z.string({ error: messages.invalidValue }).trim().max(200, { error: messages.textTooLong }),
});
export type BagLine = z.infer<typeof bagLine>;

export const putAdditionalBagRequest = z.object({
  bags_json: z
    .array(bagLine, { error: messages.bagsRequired })
    .min(1, { error: messages.bagsRequired })
    .max(20, { error: messages.bagsRequired }),
  version: upsertVersion,
});
export type PutAdditionalBagRequest = z.input<typeof putAdditionalBagRequest>;
export type PutAdditionalBag = z.output<typeof putAdditionalBagRequest>;

export const additionalBag = z.object({
  additional_bag_id: z.number().int(),
  order_id: z.number().int(),
  date: z.string(),
  bags_json: z.array(bagLine),
  first_name: z.string(),
  last_name: z.string(),
  version: z.number().int(),
});
export type AdditionalBag = z.infer<typeof additionalBag>;
export const additionalBagList = z.object({ items: z.array(additionalBag) });

export const deleteVersionQuery = z.object({
  version: z.coerce
    .number({ error: messages.invalidValue })
    .int({ error: messages.invalidValue })
    .min(1, { error: messages.invalidValue }),
});

export const mismatchConfirmationRequest = z.object({ week_start: isoDateField });
export const mismatchConfirmation = z.object({
  order_id: z.number().int(),
  week_start: z.string(),
  confirmed: z.boolean(),
});
export type MismatchConfirmation = z.infer<typeof mismatchConfirmation>;

// ---------------------------------------------------------------------------------------------------------------
// Customer overview /customers/overview/{year}/{week}[/{order_id}]

export const overviewParams = z.object({ year: z.string().max(10), week: z.string().max(10) });
export const overviewOrderParams = overviewParams.extend({
  orderId: z.coerce
    .number()
    .int()
    .positive({ error: messages.notFound })
    .max(maxInt, { error: messages.notFound }),
});

export const overviewDay = z.object({
  date: z.string(),
  weekday: z.string(),
  /** Inside the order's weeks (a day outside cannot be changed). */
  in_span: z.boolean(),
  active: z.boolean(),
  meals: mealList,
  override: dayOverride.nullable(),
  meal_override: mealOverride.nullable(),
  bag: additionalBag.nullable(),
  merge: orderMerge.nullable(),
});
export type OverviewDay = z.infer<typeof overviewDay>;

export const overviewOrder = z.object({
  ...orderCustomerShape,
  legacy: z.boolean(),
  num_days: z.number().int(),
  delivery_type_name: z.string().nullable(),
  address_slots: z.array(z.string()),
  delivery_errors: z.array(z.string()),
  delivery_mismatch_confirmed: z.boolean(),
  days: z.array(overviewDay),
});
export type OverviewOrder = z.infer<typeof overviewOrder>;

export const customerOverview = z.object({
  week_id: z.string(),
  year: z.number().int(),
  week: z.number().int(),
  start_date: z.string(),
  days: z.array(z.string()),
  orders: z.array(overviewOrder),
});
export type CustomerOverview = z.infer<typeof customerOverview>;
