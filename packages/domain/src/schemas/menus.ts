import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date.ts';
import { additionalMealDateErrors } from '../kitchen/additional-meal-dates.ts';
import { MENU_CHANGE_KINDS } from '../kitchen/menu-changes.ts';
import { MENU_OVERRIDES } from '../kitchen/menu-dish-name.ts';
import { messages } from '../messages/catalogue.ts';
import { MEAL_TYPES } from '../programmes/meal-types.ts';
import { isoDateField } from './availability.ts';
import { DAY_SLOTS } from './production.ts';

// Menus (/menu/{date}/{menu_index}), their review (/menu-review/{id}, /menu-review/date/{date}), the A-Life
// override and additional days: ADRs 049 and 050. Published menus also go to the object store's 'menu' root.

/** Menu indexes 0–9: 0 is the standard menu, 1 the A-Life menu by habit (the override is stored per menu). */
export const MAX_MENU_INDEX = 9;
export const MAX_ADDITIONAL_MEALS = 50;
export const MAX_HTML_LENGTH = 20_000;

const menuIndexField = z.coerce
  .number({ error: messages.menuIndexInvalid })
  .int({ error: messages.menuIndexInvalid })
  .min(0, { error: messages.menuIndexInvalid })
  .max(MAX_MENU_INDEX, { error: messages.menuIndexInvalid });

export const menuParams = z.object({ date: isoDateField, menuIndex: menuIndexField });
export const menuDateParam = z.object({ date: isoDateField });
export const menuOverrideField = z.enum(MENU_OVERRIDES, { error: messages.menuOverrideInvalid }).nullable();

/** ?menu_override=ALIFE for the genesis menu; absent = the published menu's override, else none. */
export const genesisQuery = z.object({
  menu_override: z.enum(MENU_OVERRIDES, { error: messages.menuOverrideInvalid }).optional(),
});

export const menuAllergen = z.object({
  allergen_id: z.number().int(),
  name: z.string(),
  name_de: z.string(),
  /** Only traces (no ingredient contains it for sure, nobody set it by hand). */
  may_contain: z.boolean(),
});
export type MenuAllergen = z.infer<typeof menuAllergen>;

/** Per serving, from the recipe's analysis (ADR 035); complete = no line left out, no nutrient unknown. */
export const menuNutrition = z.object({
  energy_kcal: z.number(),
  protein_g: z.number(),
  carbohydrates_g: z.number(),
  fat_g: z.number(),
  salt_g: z.number(),
  weight_g: z.number(),
  complete: z.boolean(),
});
export type MenuNutrition = z.infer<typeof menuNutrition>;

const publicHtmlBlock = z.object({ header: z.string(), html: z.string() });

/** A recipe as a menu shows it: display_name is the client-facing name, or the A-Life label on ALIFE menus. */
const menuDish = {
  recipe_id: z.number().int(),
  name: z.string(),
  client_facing_name: z.string(),
  a_life_label: z.string(),
  display_name: z.string(),
  allergens: z.array(menuAllergen),
  /** Ingredients whose allergens were never reviewed: the allergen list may be incomplete (ADR 033). */
  unreviewed_ingredients: z.array(z.string()),
  nutrition: menuNutrition.nullable(),
  public_html: z.array(publicHtmlBlock),
};

export const menuItem = z.object({ slot: z.enum(DAY_SLOTS), ...menuDish });
export type MenuItem = z.infer<typeof menuItem>;

/** An additional meal as published; without a recipe it has only its snapshot name and dates. */
export const menuAdditionalMeal = z.object({
  additional_meal_id: z.number().int(),
  meal: z.enum(MEAL_TYPES),
  position: z.number().int(),
  display_name: z.string(),
  production_date: z.string().nullable(),
  bb_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  public_html: z.string(),
  dish: z.object(menuDish).nullable(),
});

export const menuAdditionalDay = z.object({
  before_meals_html: z.string(),
  after_meals_html: z.string(),
  meals: z.array(menuAdditionalMeal),
  /** The additional day's version when published, so the review can tell it changed since. */
  version: z.number().int(),
});

export const menuContent = z.object({
  items: z.array(menuItem),
  additional_day: menuAdditionalDay.nullable(),
});
export type MenuContent = z.infer<typeof menuContent>;

/**
 * Why a menu may not be published (ADR 055): an ingredient whose allergens are not all declared and reviewed,
 * a dish without nutrition, an ingredient without nutrient data, a line that cannot be turned into grams.
 */
export const MENU_PROBLEM_KINDS = [
  'undeclared_allergens',
  'no_nutrition',
  'missing_nutrients',
  'unconvertible',
] as const;

/** One problem of one dish; the ingredient (null for no_nutrition, or a name the recipe no longer has). */
export const menuProblem = z.object({
  kind: z.enum(MENU_PROBLEM_KINDS),
  recipe_id: z.number().int(),
  recipe_name: z.string(),
  ingredient_id: z.number().int().nullable(),
  ingredient_name: z.string().nullable(),
  /** The ingredient's German name; null when it has none (show the English one). */
  ingredient_name_de: z.string().nullable(),
});
export type MenuProblem = z.infer<typeof menuProblem>;

/**
 * GET /menus/:date/:menuIndex/genesis: the menu as publishing it now would make it (same shape, no id), and
 * the problems that keep it from being published (ADR 055).
 */
export const genesisMenu = menuContent.extend({
  date: z.string(),
  menu_index: z.number().int(),
  menu_override: menuOverrideField,
  problems: z.array(menuProblem),
});
export type GenesisMenu = z.infer<typeof genesisMenu>;

const menuHead = {
  menu_id: z.number().int(),
  date: z.string(),
  menu_index: z.number().int(),
  menu_override: menuOverrideField,
  published_at: z.string(),
  published_by: z.string().nullable(),
  /** Why an administrator published this version although its dishes had problems (ADR 055); null = none. */
  publish_override_reason: z.string().nullable(),
  version: z.number().int(),
  /**
   * True when the kitchen swapped (or unswapped) an ingredient of one of the menu's dishes for its date after
   * it was published (ADR 074): its allergens and nutrition may be out of date until it is published again.
   */
  swapped_since_publishing: z.boolean(),
};

export const menuDetail = menuContent.extend(menuHead);
export type MenuDetail = z.infer<typeof menuDetail>;

export const menuChange = z.object({
  slot: z.string(),
  kind: z.enum(MENU_CHANGE_KINDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
  allergens_added: z.array(menuAllergen.omit({ may_contain: true })),
  allergens_removed: z.array(menuAllergen.omit({ may_contain: true })),
});
export type MenuChangeDto = z.infer<typeof menuChange>;

const reviewFields = {
  /** What differs between the published menu and the dishes assigned now. */
  changes: z.array(menuChange),
  additional_day_changed: z.boolean(),
};

/** GET /menus/:id (menu review of one menu). */
export const menuReview = menuDetail.extend(reviewFields);
export type MenuReview = z.infer<typeof menuReview>;

export const menuSummary = z.object({ ...menuHead, item_count: z.number().int(), ...reviewFields });
export type MenuSummary = z.infer<typeof menuSummary>;

/** GET /menus/dates/:date (menu review of a date): its menus, what each missed since, and today's dishes. */
export const dateMenuReview = z.object({
  date: z.string(),
  menus: z.array(menuSummary),
  /** The dishes assigned now, as the standard menu would show them. */
  current: z.array(menuItem),
  additional_day_version: z.number().int(),
});
export type DateMenuReview = z.infer<typeof dateMenuReview>;

/** Why a SUPER publishes a menu with problems anyway (ADR 055): 10 to 1000 characters. */
export const overrideReasonField = z
  .string({ error: messages.overrideReasonInvalid })
  .trim()
  .min(10, { error: messages.overrideReasonInvalid })
  .max(1000, { error: messages.overrideReasonInvalid });

/**
 * POST /menus/:date/:menuIndex/publish: version 0 publishes the first time; else the version read. A menu with
 * problems is refused unless a SUPER gives `override_reason` (ADR 055); without problems the reason is ignored.
 */
export const publishMenuRequest = z.object({
  menu_override: menuOverrideField.default(null),
  version: z.number({ error: messages.invalidValue }).int().min(0, { error: messages.invalidValue }),
  override_reason: overrideReasonField.optional(),
});
export type PublishMenuRequest = z.input<typeof publishMenuRequest>;

/** stored false: the menu is published but its object-store copy failed (publish again to retry). */
export const publishMenuResponse = menuDetail.extend({ stored: z.boolean() });
export type PublishMenuResponse = z.infer<typeof publishMenuResponse>;

// ---- Additional day and meals, saved whole under the day's version ----

// The day is saved whole (ADR 084): every field of the day and of each meal is sent; one left out is refused,
// never reset, and null (or a form's empty date) clears a date, a recipe or a nutrition record.
const dateOrNone = z.preprocess((v) => (v === '' ? null : v), isoDateField.nullable());
const html = z.string({ error: messages.invalidValue }).max(MAX_HTML_LENGTH, { error: messages.htmlTooLong });
const idOrNone = z.number({ error: messages.invalidValue }).int().positive().nullable();

const additionalMealFields = z.object({
  /** null for a new meal; an existing id keeps the meal's row. */
  additional_meal_id: idOrNone,
  meal: z.enum(MEAL_TYPES, { error: messages.invalidValue }),
  position: z.coerce
    .number({ error: messages.invalidValue })
    .int({ error: messages.invalidValue })
    .min(0, { error: messages.invalidValue })
    .max(999, { error: messages.invalidValue }),
  recipe_id: idOrNone,
  /** The name printed for the meal; empty with a recipe = the recipe's client-facing name when saved. */
  snapshot_name: z.string({ error: messages.invalidValue }).trim().max(200),
  nutritional_information_id: idOrNone,
  production_date: dateOrNone,
  bb_date: dateOrNone,
  expiry_date: dateOrNone,
  public_html: html,
});

type MealDraft = z.output<typeof additionalMealFields>;

function checkMeal(meal: MealDraft, ctx: z.RefinementCtx, deliveryDate?: string) {
  if (meal.recipe_id === null && meal.snapshot_name === '') {
    ctx.addIssue({ code: 'custom', path: ['snapshot_name'], message: messages.additionalMealNameRequired });
  }
  // A date already refused as a date is left out of the order check: one message per field.
  const valid = (d: string | null) => (isIsoDate(d) ? d : null);
  const dates = {
    production_date: valid(meal.production_date),
    bb_date: valid(meal.bb_date),
    expiry_date: valid(meal.expiry_date),
  };
  for (const [field, message] of Object.entries(additionalMealDateErrors(dates, deliveryDate))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

export const additionalMealInput = additionalMealFields.superRefine((meal, ctx) => checkMeal(meal, ctx));
export type AdditionalMealInput = z.input<typeof additionalMealInput>;

/** The form's schema for one meal of a known date: it also refuses an expiry before delivery. */
export const additionalMealInputFor = (deliveryDate: string) =>
  additionalMealFields.superRefine((meal, ctx) => checkMeal(meal, ctx, deliveryDate));

export const putAdditionalDayRequest = z.object({
  before_meals_html: html,
  after_meals_html: html,
  meals: z
    .array(additionalMealInput, { error: messages.invalidValue })
    .max(MAX_ADDITIONAL_MEALS, { error: messages.additionalMealsTooMany }),
  /** The day's version as read (0 = none stored yet); stale → 409, nothing changes. */
  version: z.number({ error: messages.invalidValue }).int().min(0, { error: messages.invalidValue }),
});
export type PutAdditionalDayRequest = z.input<typeof putAdditionalDayRequest>;

export const additionalMeal = z.object({
  additional_meal_id: z.number().int(),
  meal: z.enum(MEAL_TYPES),
  position: z.number().int(),
  recipe_id: z.number().int().nullable(),
  recipe_name: z.string().nullable(),
  snapshot_name: z.string(),
  nutritional_information_id: z.number().int().nullable(),
  production_date: z.string().nullable(),
  bb_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  public_html: z.string(),
  version: z.number().int(),
});
export type AdditionalMeal = z.infer<typeof additionalMeal>;

/** GET/PUT /additional-days/:date; version 0 = nothing stored for the date yet. */
export const additionalDay = z.object({
  date: z.string(),
  before_meals_html: z.string(),
  after_meals_html: z.string(),
  meals: z.array(additionalMeal),
  version: z.number().int(),
});
export type AdditionalDay = z.infer<typeof additionalDay>;
