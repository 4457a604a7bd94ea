import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';
import { orders } from './orders.ts';
import { recipes } from './recipes.ts';

// Logistics: what the packers mark on the delivery bags (ADR 064).

/**
 * A recipe line of a delivery bag as a packer marked it: the order's bag of a date, the recipe, and which bag
 * of the delivery (0 the order's own bag, 1 its additional bag). No row means OPEN.
 */
export const bagRecipeStatuses = pgTable(
  'bag_recipe_statuses',
  {
    bagRecipeStatusId: serial('bag_recipe_status_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.recipeId, { onDelete: 'cascade' }),
    bagIndex: integer('bag_index').notNull(),
    status: text('status').notNull(),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('bag_recipe_statuses_line_unique').on(t.orderId, t.date, t.recipeId, t.bagIndex),
    index('bag_recipe_statuses_date_idx').on(t.date),
    check('bag_recipe_statuses_bag_index_check', sql`${t.bagIndex} IN (0, 1)`),
    check('bag_recipe_statuses_status_check', sql`${t.status} IN ('OPEN', 'PACKED')`),
  ],
);
