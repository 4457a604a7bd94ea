import { z } from 'zod';
import { isValidWeekId } from '../calendar/week-id.ts';
import { MAX_SHOPPING_DATES, sortedShoppingDates } from '../kitchen/shopping-list.ts';
import { messages } from '../messages/catalogue.ts';
import { isoDateField } from './availability.ts';
import { listResponse, version } from './common.ts';

// Shopping lists (/shopping-lists) and the bulk calculator (/bulk_calculator): ADR 051.

/** The supplier spec a line is bought from. */
export const shoppingSpec = z.object({
  ingredient_spec_suppliers_id: z.number().int(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  article_number: z.string().optional(),
  pack_size: z.number(),
  pack_unit: z.string(),
  price_chf: z.number(),
  is_default: z.boolean(),
});

/**
 * One ingredient bought from one spec. `line_key` names it across recomputations: `{ingredient_id}-{spec id}`
 * (`{ingredient_id}-none` without a spec); the line's done mark is kept by it.
 */
export const shoppingLine = z.object({
  line_key: z.string(),
  ingredient_id: z.number().int(),
  name: z.string(),
  total_g: z.number(),
  spec: shoppingSpec.nullable(),
  pack_g: z.number().nullable(),
  packs: z.number().int().nullable(),
  cost_chf: z.number().nullable(),
  pack_issue: z.string().nullable(),
  recipe_ids: z.array(z.number().int()),
  is_done: z.boolean(),
});
export type ShoppingLineItem = z.infer<typeof shoppingLine>;

/** The lines of one supplier and their cost. */
export const shoppingGroup = z.object({
  supplier_id: z.number().int().nullable(),
  supplier_name: z.string().nullable(),
  lines: z.array(shoppingLine),
  cost_chf: z.number(),
  cost_incomplete: z.boolean(),
});

/** A quantity that could not be converted to grams; its key is `{ingredient_id}-u-{unit}`. */
export const unconvertedLine = z.object({
  line_key: z.string(),
  ingredient_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  reason: z.string(),
  recipe_ids: z.array(z.number().int()),
  is_done: z.boolean(),
});
export type UnconvertedLineItem = z.infer<typeof unconvertedLine>;

/** A recipe the list is made of, with the portions summed over the dates. */
export const shoppingRecipe = z.object({
  recipe_id: z.number().int(),
  name: z.string(),
  portions: z.number(),
});

/** The computed part of a list and of a bulk calculation. */
export const shoppingContent = z.object({
  groups: z.array(shoppingGroup),
  unconverted: z.array(unconvertedLine),
  cost_chf: z.number(),
  recipes: z.array(shoppingRecipe),
});
export type ShoppingContent = z.infer<typeof shoppingContent>;

/** A row of /shopping-lists. */
export const shoppingListSummary = z.object({
  shopping_list_id: z.number().int(),
  name: z.string(),
  dates: z.array(z.string()),
  week_id: z.string().nullable(),
  cost_chf: z.number(),
  created_at: z.string(),
  computed_at: z.string(),
  version,
});
export type ShoppingListSummary = z.infer<typeof shoppingListSummary>;
export const shoppingListPage = listResponse(shoppingListSummary);

/** /shopping-lists/{id}: the list grouped by supplier with the done marks. */
export const shoppingListDetail = shoppingListSummary.extend(shoppingContent.shape);
export type ShoppingListDetail = z.infer<typeof shoppingListDetail>;

/**
 * The answer of a create or update: the list, and whether the object store copy
 * (shopping_list/{id}/list) was written. A failed upload keeps the list (`stored: false`).
 */
export const shoppingListWriteResponse = shoppingListDetail.extend({ stored: z.boolean() });
export type ShoppingListWriteResponse = z.infer<typeof shoppingListWriteResponse>;

/** Lists (start, length; default 100), or the lists with a date in a week (week_id). */
export const shoppingListsQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  length: z.coerce.number().int().min(1).max(100).default(100),
  /** Searches the name. */
  q: z.string().trim().max(200).optional(),
  week_id: z
    .string()
    .trim()
    .max(20, { error: 'Invalid weekId' })
    .refine((value) => isValidWeekId(value), { error: 'Invalid weekId' })
    .optional(),
});
/** The query as the server reads it (defaults applied). */
export type ShoppingListListQuery = z.infer<typeof shoppingListsQuery>;

/** Dates are a JSON list of YYYY-MM-DD, kept unique and sorted ascending. */
export const shoppingDates = z
  .array(isoDateField, { error: messages.datesMustBeArray })
  .min(1, { error: messages.datesRequired })
  .max(MAX_SHOPPING_DATES * 2, { error: messages.tooManyDates })
  .refine((dates) => new Set(dates).size <= MAX_SHOPPING_DATES, { error: messages.tooManyDates })
  .transform((dates) => sortedShoppingDates(dates));

const listName = z.string({ error: messages.invalidValue }).trim().max(200, { error: messages.invalidValue });

export const createShoppingListRequest = z.object({ name: listName.default(''), dates: shoppingDates });
export type CreateShoppingListRequest = z.input<typeof createShoppingListRequest>;

export const updateShoppingListRequest = z.object({ name: listName, dates: shoppingDates, version });
export type UpdateShoppingListRequest = z.input<typeof updateShoppingListRequest>;

export const lineKeyParams = z.object({
  id: z.coerce.number().int().positive({ error: messages.notFound }).max(2_147_483_647),
  lineKey: z
    .string()
    .min(1)
    .max(300)
    .regex(/^\d+-(none|\d+|u-.+)$/, { error: messages.notFound }),
});

export const setLineDoneRequest = z.object({ is_done: z.boolean({ error: messages.invalidValue }) });
export const lineDoneResponse = z.object({ line_key: z.string(), is_done: z.boolean() });

// Bulk calculator (the Pop-Up Shop's /bulk_calculator, level 2); calculations can be saved.

/** Brigade's own bounds: up to 100 000 portions a recipe and 200 rows a calculation. */
export const MAX_BULK_QUANTITY = 100_000;
export const MAX_BULK_ITEMS = 200;

export const bulkItem = z.object({
  recipe_id: z.number({ error: messages.invalidValue }).int().positive({ error: messages.invalidValue }),
  quantity: z
    .number({ error: messages.invalidValue })
    .int({ error: messages.invalidValue })
    .min(0, { error: messages.invalidValue })
    .max(MAX_BULK_QUANTITY, { error: messages.invalidValue }),
});
export type BulkItem = z.infer<typeof bulkItem>;

const bulkItems = z.array(bulkItem, { error: messages.invalidValue }).max(MAX_BULK_ITEMS, {
  error: messages.invalidValue,
});

export const bulkCalculateRequest = z.object({ items: bulkItems });

export const savedBulkCalculation = z.object({
  bulk_calculation_id: z.number().int(),
  name: z.string(),
  items: z.array(bulkItem),
  updated_at: z.string(),
  version,
});
export type SavedBulkCalculation = z.infer<typeof savedBulkCalculation>;
export const savedBulkCalculationList = listResponse(savedBulkCalculation);

const calculationName = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, { error: messages.nameRequired })
  .max(200, { error: messages.invalidValue });

export const createBulkCalculationRequest = z.object({ name: calculationName, items: bulkItems });
export const updateBulkCalculationRequest = createBulkCalculationRequest.extend({ version });

/** A chef (level 2) finds recipes for the calculator by name; the recipe list itself is level 1. */
export const bulkRecipeSearchQuery = z.object({ q: z.string().trim().max(200).default('') });
export const bulkRecipeOption = z.object({ recipe_id: z.number().int(), name: z.string() });
export type BulkRecipeOption = z.infer<typeof bulkRecipeOption>;
export const bulkRecipeOptions = z.object({ items: z.array(bulkRecipeOption) });
