import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { allergens } from './allergens.ts';
import { versioned } from './columns.ts';
import { customers } from './customers.ts';
import { ingredients, ingredientSupplierSpecs } from './ingredients.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

// Recipes with their layers, lines and manual allergens, and what hangs off a recipe: its nutrition analyses,
// the nutritional info entries, feedback and allergen suppressions. The ingredient tables are in ingredients.ts.

/** A recipe. Meal types are the eight flags; allergens are derived from the lines plus recipe_allergens. */
export const recipes = pgTable(
  'recipes',
  {
    recipeId: serial('recipe_id').primaryKey(),
    name: text('name').notNull(),
    clientFacingName: text('client_facing_name').notNull().default(''),
    aLifeLabel: text('a_life_label').notNull().default(''),
    isBreakfast: boolean('is_breakfast').notNull().default(false),
    isShot: boolean('is_shot').notNull().default(false),
    isLunch: boolean('is_lunch').notNull().default(false),
    isDressing: boolean('is_dressing').notNull().default(false),
    isTreat: boolean('is_treat').notNull().default(false),
    isPowerShake: boolean('is_power_shake').notNull().default(false),
    isDinner: boolean('is_dinner').notNull().default(false),
    isOther: boolean('is_other').notNull().default(false),
    // One serving: its quantity and unit (e.g. 350 g, 250 ml, 1 piece).
    portionQuantity: doublePrecision('portion_quantity').notNull().default(1),
    portionUnit: text('portion_unit').notNull().default('g'),
    // Percent added to every line's quantity for waste when cooking in bulk.
    errorMargin: doublePrecision('error_margin').notNull().default(0),
    directions: text('directions').notNull().default(''),
    // Positions in the line list after which a separator is drawn.
    separatorIndices: jsonb('separator_indices').$type<number[]>().notNull().default([]),
    revisionStatus: text('revision_status').notNull().default('DRAFT'),
    notes: text('notes').notNull().default(''),
    checklist: jsonb('checklist').$type<{ text: string; done: boolean }[]>().notNull().default([]),
    publicHtml: jsonb('public_html').$type<{ header: string; html: string }[]>().notNull().default([]),
    ...versioned(),
  },
  (t) => [
    index('recipes_name_lower_idx').on(sql`lower(${t.name})`),
    check('recipes_portion_check', sql`${t.portionQuantity} > 0`),
    check('recipes_error_margin_check', sql`${t.errorMargin} >= 0 and ${t.errorMargin} <= 100`),
  ],
);

/** A recipe's layers (e.g. base, sauce, topping): lines may belong to one. */
export const recipeLayers = pgTable(
  'recipe_layers',
  {
    recipeLayerId: serial('recipe_layer_id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.recipeId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('recipe_layers_recipe_idx').on(t.recipeId)],
);

/**
 * A recipe's ingredient line. Lines are written with their recipe (one version on the recipe), so a line
 * has no version of its own. `uid` is the client's stable key for a line across edits.
 */
export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    recipeIngredientId: serial('recipe_ingredient_id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.recipeId, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    position: integer('position').notNull(),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.ingredientId, { onDelete: 'restrict' }),
    recipeLayerId: integer('recipe_layer_id').references(() => recipeLayers.recipeLayerId, {
      onDelete: 'set null',
    }),
    ingredientSpecSuppliersId: integer('ingredient_spec_suppliers_id').references(
      () => ingredientSupplierSpecs.ingredientSpecSuppliersId,
      { onDelete: 'set null' },
    ),
    quantity: doublePrecision('quantity').notNull(),
    unit: text('unit').notNull(),
    errorMargin: doublePrecision('error_margin').notNull().default(0),
    directions: text('directions').notNull().default(''),
    clientFacingName: text('client_facing_name').notNull().default(''),
  },
  (t) => [
    index('recipe_ingredients_recipe_idx').on(t.recipeId),
    index('recipe_ingredients_ingredient_idx').on(t.ingredientId),
    uniqueIndex('recipe_ingredients_recipe_uid_unique').on(t.recipeId, t.uid),
    check('recipe_ingredients_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/** Allergens set on the recipe by hand, on top of those its ingredients carry. */
export const recipeAllergens = pgTable(
  'recipe_allergens',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.recipeId, { onDelete: 'cascade' }),
    allergenId: integer('allergen_id')
      .notNull()
      .references(() => allergens.allergenId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.allergenId] })],
);

/**
 * The nutrition analysis of a recipe variant ('default', or a portion variant): the result with the
 * inputs it was computed from and the analysis version; rewritten only when inputs or version change.
 */
export const recipeAnalyses = pgTable(
  'recipe_analyses',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.recipeId, { onDelete: 'cascade' }),
    variant: text('variant').notNull().default('default'),
    analysisVersion: integer('analysis_version').notNull(),
    inputs: jsonb('inputs').$type<unknown>().notNull(),
    result: jsonb('result').$type<unknown>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.variant] })],
);

/** The nutritional info list: named entries with their analysis, printed on labels. */
export const nutritionalInfo = pgTable(
  'nutritional_info',
  {
    nutritionalInfoId: serial('nutritional_info_id').primaryKey(),
    name: text('name').notNull(),
    recipeId: integer('recipe_id').references(() => recipes.recipeId, { onDelete: 'set null' }),
    analysis: jsonb('analysis').$type<unknown>().notNull(),
    ...versioned(),
  },
  (t) => [uniqueIndex('nutritional_info_name_lower_unique').on(sql`lower(${t.name})`)],
);

/** Feedback on a recipe: a rating (1–5) and a comment on a recipe served on a date. */
export const recipeFeedback = pgTable(
  'recipe_feedback',
  {
    recipeFeedbackId: serial('recipe_feedback_id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.recipeId, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    servedOn: date('served_on', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('recipe_feedback_recipe_idx').on(t.recipeId),
    check('recipe_feedback_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * An allergen suppression per customer, order and recipe on a date: the ingredients whose allergen or
 * warning match the kitchen has dealt with (suppress_allergies / suppress_warnings, lists of ingredient names).
 * A match is fully suppressed when every matching ingredient is in the list (ADR 009).
 */
export const allergenSuppressions = pgTable(
  'allergen_suppressions',
  {
    allergenSuppressionId: serial('allergen_suppression_id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    // Null = every order of the customer that day.
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.recipeId, { onDelete: 'cascade' }),
    suppressAllergies: jsonb('suppress_allergies').$type<string[]>().notNull().default([]),
    suppressWarnings: jsonb('suppress_warnings').$type<string[]>().notNull().default([]),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('allergen_suppressions_unique').on(
      t.date,
      t.customerId,
      t.recipeId,
      sql`coalesce(${t.orderId}, 0)`,
    ),
    index('allergen_suppressions_recipe_idx').on(t.recipeId),
  ],
);
