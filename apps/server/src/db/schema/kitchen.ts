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
import { versioned } from './columns.ts';
import { ingredients } from './ingredients.ts';
import { nutritionalInfo, recipes } from './recipes.ts';
import { users } from './users.ts';

// The kitchen's week: planning days, day recipes, tasks, menus, shopping lists, inventory (ADR 014, 043–053).

/** A planning day: the day's notes for everyone and for the chefs (each at most 5000 characters, ADR 031). */
export const planningDays = pgTable('planning_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  notes: text('notes').notNull().default(''),
  notesChef: text('notes_chef').notNull().default(''),
  ...versioned(),
});

/**
 * A meal slot of a planning day: `slot` is a meal type (breakfast … other) or extra_1 … extra_5.
 * qty_adjust changes the number to produce (whole, may be negative); production_stage is the kitchen's
 * progress on it, is_done its end (set only after the server confirms, ADR 045).
 */
export const dayRecipes = pgTable(
  'day_recipes',
  {
    dayRecipeId: serial('day_recipe_id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.recipeId, { onDelete: 'restrict' }),
    qtyAdjust: integer('qty_adjust').notNull().default(0),
    productionStage: text('production_stage').notNull().default('NOT_STARTED'),
    isDone: boolean('is_done').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('day_recipes_date_slot_unique').on(t.date, t.slot),
    index('day_recipes_recipe_idx').on(t.recipeId),
  ],
);

/** The tasks of a planning day (task_id, name, text), ticked off by the kitchen. */
export const dayTasks = pgTable(
  'day_tasks',
  {
    taskId: serial('task_id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    text: text('text').notNull().default(''),
    isDone: boolean('is_done').notNull().default(false),
    ...versioned(),
  },
  (t) => [index('day_tasks_date_idx').on(t.date)],
);

/** Chef ingredient notes: the chefs' standing note per ingredient (≤ 5000 characters, ADR 053). */
export const chefIngredientNotes = pgTable('chef_ingredient_notes', {
  ingredientId: integer('ingredient_id')
    .primaryKey()
    .references(() => ingredients.ingredientId, { onDelete: 'cascade' }),
  notes: text('notes').notNull().default(''),
  ...versioned(),
});

/**
 * The published menu of a date and menu index (ADR 049): a snapshot of the day's recipes with their
 * client-facing names, allergens and nutrition, so later recipe edits do not change what customers were
 * shown. menu_override is null or 'ALIFE'.
 */
export const menus = pgTable(
  'menus',
  {
    menuId: serial('menu_id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    menuIndex: integer('menu_index').notNull(),
    menuOverride: text('menu_override', { enum: ['ALIFE'] }),
    content: jsonb('content').$type<unknown>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.userId, { onDelete: 'set null' }),
    // Why an administrator published this version although its dishes had problems (ADR 055); null = none.
    publishOverrideReason: text('publish_override_reason'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('menus_date_index_unique').on(t.date, t.menuIndex),
    check('menus_index_check', sql`${t.menuIndex} >= 0`),
  ],
);

/** An additional day: HTML before and after the additional meals of a date (ADR 050). */
export const additionalDays = pgTable('additional_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  beforeMealsHtml: text('before_meals_html').notNull().default(''),
  afterMealsHtml: text('after_meals_html').notNull().default(''),
  ...versioned(),
});

/** An additional meal of a date, with its production, best-before and expiry dates. */
export const additionalMeals = pgTable(
  'additional_meals',
  {
    additionalMealId: serial('additional_meal_id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    meal: text('meal').notNull(),
    position: integer('position').notNull().default(0),
    recipeId: integer('recipe_id').references(() => recipes.recipeId, { onDelete: 'restrict' }),
    snapshotName: text('snapshot_name').notNull().default(''),
    nutritionalInformationId: integer('nutritional_information_id').references(
      () => nutritionalInfo.nutritionalInfoId,
      { onDelete: 'set null' },
    ),
    productionDate: date('production_date', { mode: 'string' }),
    bbDate: date('bb_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    publicHtml: text('public_html').notNull().default(''),
    ...versioned(),
  },
  (t) => [index('additional_meals_date_idx').on(t.date)],
);

/**
 * A shopping list: dates (a JSON list of YYYY-MM-DD, sorted ascending) and the list computed from the
 * recipes × counts of those dates (`content`, the domain ShoppingList), recomputed on update.
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    shoppingListId: serial('shopping_list_id').primaryKey(),
    name: text('name').notNull().default(''),
    dates: jsonb('dates').$type<string[]>().notNull(),
    weekId: text('week_id'),
    content: jsonb('content').$type<unknown>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [index('shopping_lists_week_idx').on(t.weekId)],
);

/** The lines of a shopping list marked done, keyed by the line's ingredient and supplier spec. */
export const shoppingListDone = pgTable(
  'shopping_list_done',
  {
    shoppingListId: integer('shopping_list_id')
      .notNull()
      .references(() => shoppingLists.shoppingListId, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull(),
    isDone: boolean('is_done').notNull().default(true),
    doneBy: integer('done_by').references(() => users.userId, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [primaryKey({ columns: [t.shoppingListId, t.lineKey] })],
);

/** An inventory group. */
export const inventoryGroups = pgTable(
  'inventory_groups',
  {
    inventoryGroupId: serial('inventory_group_id').primaryKey(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    ...versioned(),
  },
  (t) => [uniqueIndex('inventory_groups_name_lower_unique').on(sql`lower(${t.name})`)],
);

/** An inventory group item: what is in stock, in its unit. */
export const inventoryGroupItems = pgTable(
  'inventory_group_items',
  {
    inventoryGroupItemId: serial('inventory_group_item_id').primaryKey(),
    inventoryGroupId: integer('inventory_group_id')
      .notNull()
      .references(() => inventoryGroups.inventoryGroupId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit: text('unit').notNull().default('piece'),
    quantity: doublePrecision('quantity').notNull().default(0),
    minQuantity: doublePrecision('min_quantity').notNull().default(0),
    ...versioned(),
  },
  (t) => [
    index('inventory_group_items_group_idx').on(t.inventoryGroupId),
    uniqueIndex('inventory_group_items_name_unique').on(t.inventoryGroupId, sql`lower(${t.name})`),
  ],
);

/** An inventory item change: one counted change of an item's stock (ADR 052). */
export const inventoryGroupItemChanges = pgTable(
  'inventory_group_item_changes',
  {
    inventoryGroupItemChangeId: serial('inventory_group_item_change_id').primaryKey(),
    inventoryGroupItemId: integer('inventory_group_item_id')
      .notNull()
      .references(() => inventoryGroupItems.inventoryGroupItemId, { onDelete: 'cascade' }),
    delta: doublePrecision('delta').notNull(),
    quantityAfter: doublePrecision('quantity_after').notNull(),
    note: text('note').notNull().default(''),
    changedBy: integer('changed_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('inventory_group_item_changes_item_idx').on(t.inventoryGroupItemId)],
);

/** A saved bulk calculation (Pop-Up Shop): recipes × quantities kept under a name. */
export const bulkCalculations = pgTable('bulk_calculations', {
  bulkCalculationId: serial('bulk_calculation_id').primaryKey(),
  name: text('name').notNull(),
  items: jsonb('items').$type<{ recipe_id: number; quantity: number }[]>().notNull().default([]),
  createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
  ...versioned(),
});
