import { z } from 'zod';
import { LABEL_LANGUAGES } from '../labels/label-texts.ts';
import { messages } from '../messages/catalogue.ts';
import { MEAL_TYPES } from '../programmes/meal-types.ts';
import { isoDateField } from './availability.ts';

// Meal and package labels, their PDFs and the packing check (ADR 068).

const language = z.enum(LABEL_LANGUAGES, { error: messages.labelsLanguageInvalid }).default('en');
const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(2_147_483_647, { error: message });

/** /labels/meals/{year}/{week}: the ISO week (checked by the service: the year must have that week). */
export const labelWeekParams = z.object({
  year: z.coerce
    .number({ error: messages.labelsWeekInvalid })
    .int({ error: messages.labelsWeekInvalid })
    .min(2000, { error: messages.labelsWeekInvalid })
    .max(2100, { error: messages.labelsWeekInvalid }),
  week: z.coerce
    .number({ error: messages.labelsWeekInvalid })
    .int({ error: messages.labelsWeekInvalid })
    .min(1, { error: messages.labelsWeekInvalid })
    .max(53, { error: messages.labelsWeekInvalid }),
});

/** Which of the week's meal labels: a day, a meal type, a customer (each optional), and the language. */
export const mealLabelsQuery = z.object({
  date: isoDateField.optional(),
  meal_type: z.enum(MEAL_TYPES, { error: messages.invalidValue }).optional(),
  customer_id: id(messages.labelsCustomerInvalid).optional(),
  lang: language,
});
export type MealLabelsQuery = z.infer<typeof mealLabelsQuery>;

const segment = z.object({ text: z.string(), strong: z.boolean() });
const nutritionRow = z.object({ label: z.string(), value: z.string(), indent: z.boolean() });

/** What every label of a recipe prints in the asked language. */
export const mealLabelRecipe = z.object({
  recipe_id: z.number().int(),
  /** The date whose swaps this content has (ADR 074); null: the recipe as written, for every other date. */
  date: z.string().nullable(),
  title: z.string(),
  ingredients: z.array(z.array(segment)),
  contains: z.array(z.string()),
  may_contain: z.array(z.string()),
  /** The allergen ids the label emphasises. */
  emphasised: z.array(z.number().int()),
  net_weight_g: z.number(),
  nutrition: z.array(nutritionRow).nullable(),
});
export type MealLabelRecipe = z.infer<typeof mealLabelRecipe>;

/** /labels/recipes/{id}: what one recipe's labels print (a preview, and the check of every dish's allergens). */
export const labelRecipeParams = z.object({ id: id(messages.invalidValue) });
export const labelRecipeQuery = z.object({ lang: language });

/** One label: one portion of one meal of one customer's delivery. */
export const mealLabel = z.object({
  order_id: z.number().int(),
  customer_id: z.number().int().nullable(),
  /** initial.Surname. */
  customer: z.string(),
  date: z.string(),
  meal_type: z.enum(MEAL_TYPES),
  recipe_id: z.number().int(),
  /** This portion (1, 2, …) of the portions of this meal in the delivery. */
  portion: z.number().int(),
  portions: z.number().int(),
  produced: z.string(),
  best_before: z.string(),
  use_by: z.string(),
  /** The meal label's code, and the path (with `?label=`) its QR code opens on this server. */
  code: z.string(),
  qr_path: z.string(),
});
export type MealLabel = z.infer<typeof mealLabel>;

export const mealLabelsResponse = z.object({
  year: z.number().int(),
  week: z.number().int(),
  lang: z.enum(LABEL_LANGUAGES),
  /** The business's name and address lines, as every label prints them. */
  producer: z.array(z.string()),
  recipes: z.array(mealLabelRecipe),
  labels: z.array(mealLabel),
});
export type MealLabelsResponse = z.infer<typeof mealLabelsResponse>;

/** /labels/packages/{date}: every bag of the day, or one order's. */
export const packageLabelsParams = z.object({ date: isoDateField });
export const packageLabelsQuery = z.object({
  order_id: id(messages.labelsOrderInvalid).optional(),
  lang: language,
});

/** A package label: whose bag it is, where it goes and when, and what the packer must know. */
export const packageLabel = z.object({
  order_id: z.number().int(),
  customer_id: z.number().int().nullable(),
  customer: z.string(),
  date: z.string(),
  /** 1 = the order's own bag, 2 = the additional bag beside it; of bag_count. */
  bag_no: z.number().int(),
  bag_count: z.number().int(),
  meals: z.number().int(),
  /** The delivery address lines, or the pick-up point's. */
  address: z.array(z.string()),
  pick_up_point: z.string().nullable(),
  instruction: z.string().nullable(),
  /** 'HH:MM–HH:MM', null when the order is in no consignment (see `unplaced`). */
  window: z.string().nullable(),
  team: z.string().nullable(),
  period: z.string().nullable(),
  /** The stop number along the run (1, 2, …) in the dispatcher's order. */
  stop: z.number().int().nullable(),
  unplaced: z.string().nullable(),
  /** The customer's allergies (the list's, in the asked language, and their own words). */
  allergies: z.array(z.string()),
  code: z.string(),
});
export type PackageLabel = z.infer<typeof packageLabel>;

export const packageLabelsResponse = z.object({ date: z.string(), labels: z.array(packageLabel) });
export type PackageLabelsResponse = z.infer<typeof packageLabelsResponse>;

/** A bulk PDF: a week's meal labels (with the same filters) or a day's A6 package labels. */
export const labelPdfRequest = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('meals'),
      year: labelWeekParams.shape.year,
      week: labelWeekParams.shape.week,
      date: isoDateField.optional(),
      meal_type: mealLabelsQuery.shape.meal_type,
      customer_id: mealLabelsQuery.shape.customer_id,
      lang: language,
    }),
    z.object({ kind: z.literal('packages'), date: isoDateField, lang: language }),
  ],
  { error: messages.invalidValue },
);
export type LabelPdfRequest = z.infer<typeof labelPdfRequest>;

export const labelPdfJob = z.object({ job_id: z.string() });
export const labelPdfParams = z.object({
  jobId: z.string().regex(/^[0-9a-f-]{36}$/, { error: messages.labelPdfNotReady }),
});

/** What the packer scanned: the meal label's QR (URL or code) and the bag's barcode. */
export const packingCheckRequest = z.object({
  meal: z
    .string({ error: messages.packingMealCodeInvalid })
    .max(500, { error: messages.packingMealCodeInvalid }),
  bag: z
    .string({ error: messages.packingBagCodeInvalid })
    .max(100, { error: messages.packingBagCodeInvalid }),
});

const problem = z.discriminatedUnion('code', [
  z.object({ code: z.literal('wrong_day'), meal_date: z.string(), bag_date: z.string() }),
  z.object({ code: z.literal('wrong_customer'), meal_customer: z.string(), bag_customer: z.string() }),
  z.object({ code: z.literal('not_in_bag'), bag_no: z.number().int() }),
  z.object({ code: z.literal('allergy'), ingredients: z.array(z.string()) }),
]);
export type PackingProblemDto = z.infer<typeof problem>;

/** Green (`ok`) when the meal belongs in the bag; else every problem found. */
export const packingCheckResponse = z.object({
  ok: z.boolean(),
  problems: z.array(problem),
  meal: z.object({
    order_id: z.number().int(),
    date: z.string(),
    recipe_id: z.number().int(),
    recipe: z.string(),
  }),
  bag: z.object({
    order_id: z.number().int(),
    date: z.string(),
    bag_no: z.number().int(),
    customer: z.string(),
  }),
});
export type PackingCheckResponse = z.infer<typeof packingCheckResponse>;
