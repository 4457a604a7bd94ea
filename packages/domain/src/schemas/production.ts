import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { MEAL_TYPES } from '../programmes/meal-types.ts';
import { customerRecipeMatch } from './allergen-matching.ts';
import { isoDateField } from './availability.ts';
import { replacing } from './common.ts';

// The kitchen's view of a week ('Recipes this Week', /week/recipes): planning days, meal slots, production
// stages and allergen matches per meal (ADRs 014, 043–048).

/** The 5 extra slots of a day. */
export const EXTRA_SLOTS = ['extra_1', 'extra_2', 'extra_3', 'extra_4', 'extra_5'] as const;
/** A day's slots: the eight meal types, then the five extras. */
export const DAY_SLOTS = [...MEAL_TYPES, ...EXTRA_SLOTS] as const;
export type DaySlot = (typeof DAY_SLOTS)[number];

/**
 * The production stages of a meal of a day, updated per meal per day (Brigade's values, ADR 045). DONE is
 * reached by is_done, which the server sets; the stages lead up to it.
 */
export const PRODUCTION_STAGES = ['NOT_STARTED', 'PREP', 'COOKING', 'PORTIONING', 'PACKED'] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];

/** Notes and chef notes at most 5000 characters (ADR 031). */
export const MAX_NOTES_LENGTH = 5000;

const count = z.number().int();
const counts = {
  numLean: count,
  numLeanFlex: count,
  numStrong: count,
  numStrongFlex: count,
  numOther: count,
  totalOrderCount: count,
};

/**
 * A kitchen date: its whole ISO week has a week id (years 1900–9999) and stays 'YYYY-MM-DD' a week
 * either side (copying the previous week), so the calendar rules never refuse it later.
 */
export const kitchenDateField = isoDateField.refine(
  (value) => Number(value.slice(0, 4)) >= 1901 && Number(value.slice(0, 4)) <= 9998,
  { error: messages.dateInvalid },
);

export const productionWeekQuery = z.object({ start_date: kitchenDateField.optional() });

export const bagAdjustment = z.object({
  customer_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  qty: z.number().int(),
});

/**
 * One assigned slot of a day with its counts. For a meal type the counts come from the orders receiving that
 * meal (day and meal overrides, discount meals, trials); bag_extra from the additional bags; to_produce =
 * totalOrderCount + bag_extra + qty_adjust (never below 0). An extra slot has no orders: to_produce = qty_adjust.
 */
export const productionSlot = z.object({
  slot: z.enum(DAY_SLOTS),
  day_recipe_id: z.number().int(),
  recipe_id: z.number().int(),
  name: z.string(),
  client_facing_name: z.string(),
  ...counts,
  bag_extra: count,
  qty_adjust: count,
  to_produce: count,
  bag_adjustments: z.array(bagAdjustment),
  production_stage: z.enum(PRODUCTION_STAGES),
  is_done: z.boolean(),
  version: z.number().int(),
});
export type ProductionSlot = z.infer<typeof productionSlot>;

export const dayTask = z.object({
  task_id: z.number().int(),
  name: z.string(),
  text: z.string(),
  is_done: z.boolean(),
  version: z.number().int(),
});
export type DayTask = z.infer<typeof dayTask>;

/** A planning day as the kitchen reads it. */
export const productionDay = z.object({
  date: z.string(),
  /** en-GB short weekday/day/month. */
  readable_date: z.string(),
  is_weekend: z.boolean(),
  notes: z.string(),
  notes_chef: z.string(),
  /** The planning day's version (0 = no planning day stored yet). */
  version: z.number().int(),
  /** The day's orders by programme of the day (each delivering order once). */
  totals: z.object(counts),
  slots: z.array(productionSlot),
  /** Meal types some order receives that day but no recipe is assigned to. */
  unassigned_meals: z.array(z.object({ meal_type: z.enum(MEAL_TYPES), totalOrderCount: count })),
  /** Orders delivering that day whose programme cannot be determined (counted in numOther only). */
  undetermined_orders: z.array(z.object({ order_id: z.number().int(), customer_id: z.number().int() })),
  /** Some additional bag changes this day's quantities. */
  show_bag_changes: z.boolean(),
  tasks: z.array(dayTask),
});
export type ProductionDay = z.infer<typeof productionDay>;

export const productionWeek = z.object({
  start_date: z.string(),
  week_id: z.string(),
  days: z.array(productionDay),
});
export type ProductionWeek = z.infer<typeof productionWeek>;

export const dateParam = z.object({ date: kitchenDateField });
export const dateSlotParams = z.object({
  date: kitchenDateField,
  slot: z.enum(DAY_SLOTS, { error: messages.invalidValue }),
});

/** Allergen and warning matches of a day, per assigned slot, for the orders that receive that slot's meal. */
export const productionDayMatches = z.object({
  date: z.string(),
  customers_checked: count,
  slots: z.array(
    z.object({
      slot: z.enum(DAY_SLOTS),
      recipe_id: z.number().int(),
      name: z.string(),
      unreviewed_ingredients: z.array(z.string()),
      matches: z.array(customerRecipeMatch),
    }),
  ),
});
export type ProductionDayMatches = z.infer<typeof productionDayMatches>;

const notesText = z
  .string({ error: messages.invalidValue })
  .max(MAX_NOTES_LENGTH, { error: messages.notesTooLong });

export const putDayNotesRequest = z.object({
  notes: notesText,
  notes_chef: notesText,
  /** The planning day's version as read (0 when none was stored). */
  version: z.number({ error: messages.invalidValue }).int().min(0),
});
export type PutDayNotesRequest = z.infer<typeof putDayNotesRequest>;

const dayTaskFields = {
  name: z.string({ error: messages.nameRequired }).trim().min(1, { error: messages.nameRequired }).max(100),
  text: z.string().max(MAX_NOTES_LENGTH, { error: messages.notesTooLong }).default(''),
};
export const createDayTaskRequest = z.object(dayTaskFields);
/** An edit replaces the task whole (ADR 084): a text left out is refused, never reset to empty. */
export const updateDayTaskRequest = z.object({
  ...replacing(dayTaskFields),
  is_done: z.boolean(),
  version: z.number({ error: messages.invalidValue }).int().min(1),
});

/** One update at a time per meal; is_done is set only after the server confirms (ADR 045). */
export const putProductionStageRequest = z.object({
  production_stage: z.enum(PRODUCTION_STAGES, { error: messages.invalidValue }),
  is_done: z.boolean(),
  version: z.number({ error: messages.invalidValue }).int().min(1),
});
export type PutProductionStageRequest = z.infer<typeof putProductionStageRequest>;

/** The 'adjust daily meal quantity' dialog: a whole number, may be negative. */
export const putQtyAdjustRequest = z.object({
  qty_adjust: z
    .number({ error: messages.invalidValue })
    .int({ error: messages.invalidValue })
    .min(-10_000, { error: messages.invalidValue })
    .max(10_000, { error: messages.invalidValue }),
  version: z.number({ error: messages.invalidValue }).int().min(1),
});

// ---- Assign recipes (/recipes/assign, 'Override from previous week'; ADR 044) ----

/** One slot of a day as the planner assigns it (no counts). */
export const assignedSlot = z.object({
  slot: z.enum(DAY_SLOTS),
  recipe_id: z.number().int(),
  name: z.string(),
  client_facing_name: z.string(),
  version: z.number().int(),
});

export const assignDay = z.object({
  date: z.string(),
  readable_date: z.string(),
  /** Saturday and Sunday: shown light grey at rest. */
  is_weekend: z.boolean(),
  slots: z.array(assignedSlot),
});
export type AssignDay = z.infer<typeof assignDay>;

/** The seven days (Monday–Sunday) of a week with their assigned slots. */
export const assignWeek = z.object({
  start_date: z.string(),
  week_id: z.string(),
  days: z.array(assignDay),
});
export type AssignWeek = z.infer<typeof assignWeek>;

/**
 * A day's upload (push_day_recipes): only the slots listed change. recipe_id null clears the slot; version is
 * the slot's version as read (0 = the slot was empty). A stale version is a 409 and nothing of the day changes.
 * A slot whose recipe changes starts again at NOT_STARTED and not done; its qty_adjust is kept.
 */
export const putDayRecipesRequest = z.object({
  slots: z
    .array(
      z.object({
        slot: z.enum(DAY_SLOTS, { error: messages.invalidValue }),
        recipe_id: z.number({ error: messages.invalidValue }).int().positive().nullable(),
        version: z.number({ error: messages.invalidValue }).int().min(0),
      }),
      { error: messages.invalidValue },
    )
    .max(DAY_SLOTS.length, { error: messages.invalidValue })
    .refine((slots) => new Set(slots.map((s) => s.slot)).size === slots.length, {
      error: messages.invalidValue,
    }),
});
export type PutDayRecipesRequest = z.infer<typeof putDayRecipesRequest>;

/** 'Override from previous week': the previous week's slots replace this week's (all seven days). */
export const copyPreviousWeekParams = z.object({ start_date: kitchenDateField });

/** The production stage answer: the slot's new state after the server confirmed it. */
export const productionStageResponse = z.object({
  slot: z.enum(DAY_SLOTS),
  production_stage: z.enum(PRODUCTION_STAGES),
  is_done: z.boolean(),
  version: z.number().int(),
});
export type ProductionStageResponse = z.infer<typeof productionStageResponse>;

export const dayNotesResponse = z.object({
  date: z.string(),
  notes: z.string(),
  notes_chef: z.string(),
  version: z.number().int(),
});
export type DayNotesResponse = z.infer<typeof dayNotesResponse>;

/*
 * The production API, all under /api/v1, AP category:
 *   GET    /production/weeks?start_date=YYYY-MM-DD            level 2  → productionWeek (Mon–Fri; default week)
 *   GET    /production/days/:date/matches                     level 2  → productionDayMatches
 *   PUT    /production/days/:date/notes                       level 2  putDayNotesRequest → dayNotesResponse
 *   POST   /production/days/:date/tasks                       level 1  createDayTaskRequest → dayTask (201)
 *   PUT    /production/days/:date/tasks/:taskId               level 2  updateDayTaskRequest → dayTask
 *   DELETE /production/days/:date/tasks/:taskId?version=      level 1  → 204
 *   PUT    /production/days/:date/slots/:slot/stage           level 2  putProductionStageRequest → productionStageResponse
 *   PUT    /production/days/:date/slots/:slot/qty-adjust      level 1  putQtyAdjustRequest → productionSlot
 *   GET    /production/assignments?start_date=YYYY-MM-DD      level 1  → assignWeek (Mon–Sun)
 *   PUT    /production/days/:date/recipes                     level 1  putDayRecipesRequest → assignDay
 *   POST   /production/assignments/:start_date/copy-previous  level 1  → assignWeek (this week, after the copy)
 * Suppressing a match uses the existing PUT /allergen-suppressions (level 1).
 */
