import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { MEAL_TYPES, PROGRAMME_TYPES } from '../programmes/meal-types.ts';
import { isoDateField } from './availability.ts';

/** GET /week/day-customers: 'view week customers' of a date and meal (spec §2 dialogs). */
export const dayCustomersQuery = z.object({
  date: isoDateField,
  meal: z.enum(MEAL_TYPES, { error: messages.mealTypeInvalid }),
});

export const dayCustomer = z.object({
  order_id: z.number().int(),
  customer_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  type: z.enum(PROGRAMME_TYPES).nullable(),
  is_flex: z.boolean().nullable(),
  day_trial: z.boolean(),
  /** Portions of the meal that day: one from the order's slot, plus the additional bag's of that meal. */
  bags: z.number().int(),
  extra_bags: z.number().int(),
  allergies: z.array(z.string()),
  preference_warnings: z.array(z.string()),
});
export type DayCustomer = z.infer<typeof dayCustomer>;

export const dayCustomersResponse = z.object({
  date: z.string(),
  meal: z.enum(MEAL_TYPES),
  items: z.array(dayCustomer),
  total_bags: z.number().int(),
  allergen_names_de: z.record(z.string(), z.string()),
});
export type DayCustomersResponse = z.infer<typeof dayCustomersResponse>;
