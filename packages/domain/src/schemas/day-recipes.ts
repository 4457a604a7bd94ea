import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { isoDateField } from './availability.ts';
import { kitchenDateField } from './production.ts';

// The kitchen's changes of a recipe's lines for one date (ADR 074): a swapped ingredient, the supplier spec
// bought from, and the cooks' and loaders' ticks.

const dbId = z
  .number({ error: messages.invalidValue })
  .int({ error: messages.invalidValue })
  .positive({ error: messages.invalidValue })
  .max(2_147_483_647, { error: messages.invalidValue });

/** The version read: 0 for a line the day has not changed yet (no row), as slots have it (ADR 044). */
const lineVersion = z
  .number({ error: messages.invalidValue })
  .int({ error: messages.invalidValue })
  .min(0, { error: messages.invalidValue });

export const dayRecipeParams = z.object({
  date: kitchenDateField,
  recipe_id: z.coerce.number().int().positive({ error: messages.notFound }).max(2_147_483_647, {
    error: messages.notFound,
  }),
});
export const dayLineParams = dayRecipeParams.extend({ uid: z.string().trim().min(1).max(100) });
export type DayLineParams = z.infer<typeof dayLineParams>;

/** A supplier spec the line may be bought from on that date. */
export const dayLineSpec = z.object({
  ingredient_spec_suppliers_id: z.number().int(),
  supplier_name: z.string(),
  article_number: z.string(),
  is_default: z.boolean(),
});

/** One line of a recipe as cooked on that date. */
export const dayRecipeLine = z.object({
  uid: z.string(),
  /** The ingredient cooked on that date (the swapped-in one when swapped). */
  ingredient_id: z.number().int(),
  name: z.string(),
  /** The recipe's own ingredient when the line is swapped on that date, else null. */
  swapped_from: z.object({ ingredient_id: z.number().int(), name: z.string() }).nullable(),
  quantity: z.number(),
  unit: z.string(),
  /** The spec bought from on that date: the day's choice, else (unswapped) the recipe's own; null = default. */
  ingredient_spec_suppliers_id: z.number().int().nullable(),
  /** Whether the spec is the day's choice (not the recipe's). */
  spec_chosen_for_day: z.boolean(),
  specs: z.array(dayLineSpec),
  is_done: z.boolean(),
  loading_is_done: z.boolean(),
  /** 0 while the day has not changed the line. */
  version: z.number().int(),
});
export type DayRecipeLine = z.infer<typeof dayRecipeLine>;

export const dayRecipeLinesResponse = z.object({
  date: z.string(),
  recipe_id: z.number().int(),
  name: z.string(),
  lines: z.array(dayRecipeLine),
});
export type DayRecipeLinesResponse = z.infer<typeof dayRecipeLinesResponse>;

/** Swap: the ingredient used instead on that date; null (or the recipe's own) undoes the swap. */
export const putDayLineIngredientRequest = z.object({
  ingredient_id: dbId.nullable(),
  version: lineVersion,
});
export type PutDayLineIngredientRequest = z.infer<typeof putDayLineIngredientRequest>;

/** The spec bought from on that date; null goes back to the recipe's (or the default). */
export const putDayLineSpecRequest = z.object({
  ingredient_spec_suppliers_id: dbId.nullable(),
  version: lineVersion,
});
export type PutDayLineSpecRequest = z.infer<typeof putDayLineSpecRequest>;

/** A cook's (is_done) or a loader's (loading_is_done) tick; at least one of them. */
export const putDayLineDoneRequest = z
  .object({
    is_done: z.boolean({ error: messages.invalidValue }).optional(),
    loading_is_done: z.boolean({ error: messages.invalidValue }).optional(),
    version: lineVersion,
  })
  .refine((v) => v.is_done !== undefined || v.loading_is_done !== undefined, {
    error: messages.dayLineTickRequired,
    path: ['is_done'],
  });
export type PutDayLineDoneRequest = z.infer<typeof putDayLineDoneRequest>;

/** `?dates=2026-03-02,2026-03-03`: the dates whose overrides to read. */
export const dayOverridesQuery = z.object({
  dates: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((d) => d.trim() !== '') : value),
    z
      .array(isoDateField, { error: messages.datesMustBeArray })
      .min(1, { error: messages.datesRequired })
      .max(366, { error: messages.tooManyDates }),
  ),
});

/** A line a date changed, as stored. */
export const dayLineOverride = z.object({
  date: z.string(),
  recipe_id: z.number().int(),
  uid: z.string(),
  ingredient_id: z.number().int().nullable(),
  ingredient_spec_suppliers_id: z.number().int().nullable(),
  is_done: z.boolean(),
  loading_is_done: z.boolean(),
  version: z.number().int(),
});
export type DayLineOverrideDto = z.infer<typeof dayLineOverride>;
export const dayOverridesResponse = z.object({ overrides: z.array(dayLineOverride) });
export type DayOverridesResponse = z.infer<typeof dayOverridesResponse>;

/*
 * Routes (ADR 074):
 *   GET /production/day-overrides?dates=…                                  level 2 → dayOverridesResponse
 *   GET /production/days/:date/recipes/:recipe_id/lines                    level 2 → dayRecipeLinesResponse
 *   PUT /production/days/:date/recipes/:recipe_id/lines/:uid/ingredient    level 1 → dayRecipeLine
 *   PUT /production/days/:date/recipes/:recipe_id/lines/:uid/supplier-spec level 1 → dayRecipeLine
 *   PUT /production/days/:date/recipes/:recipe_id/lines/:uid/done          level 2 → dayRecipeLine
 */
