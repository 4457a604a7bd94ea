import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';
import { ingredients, ingredientSupplierSpecs } from './ingredients.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/**
 * What the kitchen changed of one recipe line for one date only (ADR 074): the ingredient used instead of the
 * recipe's (a swap), the supplier spec bought from, and the cooks' and loaders' ticks. The line is the recipe's
 * line `uid`; a line without a row is as the recipe has it (version 0 to the client).
 */
export const dayRecipeLines = pgTable(
  'day_recipe_lines',
  {
    dayRecipeLineId: serial('day_recipe_line_id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.recipeId, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    ingredientId: integer('ingredient_id').references(() => ingredients.ingredientId, {
      onDelete: 'restrict',
    }),
    ingredientSpecSuppliersId: integer('ingredient_spec_suppliers_id').references(
      () => ingredientSupplierSpecs.ingredientSpecSuppliersId,
      { onDelete: 'set null' },
    ),
    isDone: boolean('is_done').notNull().default(false),
    loadingIsDone: boolean('loading_is_done').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.userId, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('day_recipe_lines_date_recipe_uid_unique').on(t.date, t.recipeId, t.uid),
    index('day_recipe_lines_ingredient_idx').on(t.ingredientId),
  ],
);
