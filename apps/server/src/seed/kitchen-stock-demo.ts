import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  chefIngredientNotes,
  inventoryGroupItemChanges,
  inventoryGroupItems,
  inventoryGroups,
} from '../db/schema/kitchen.ts';
import { ingredients } from '../db/schema/ingredients.ts';
import type { Clock } from '../lib/clock.ts';

/** [name, unit, quantity, minimum]; a few sit below their minimum so the dialog shows what to order. */
type DemoItem = readonly [string, string, number, number];

export const demoStock: readonly { name: string; items: readonly DemoItem[] }[] = [
  {
    name: 'Packaging',
    items: [
      ['Meal boxes', 'piece', 420, 300],
      ['Lids', 'piece', 380, 300],
      ['Insulated bags', 'piece', 35, 40],
      ['Ice packs', 'piece', 150, 100],
      ['Cutlery sets', 'piece', 500, 200],
      ['Label rolls', 'roll', 6, 4],
    ],
  },
  {
    name: 'Dry store',
    items: [
      ['Basmati rice', 'kg', 18, 10],
      ['Rolled oats', 'kg', 7.5, 10],
      ['Olive oil', 'l', 12, 6],
      ['Dried chickpeas', 'kg', 5, 3],
      ['Sea salt', 'kg', 4, 2],
    ],
  },
  {
    name: 'Cleaning',
    items: [
      ['Dish detergent', 'l', 20, 10],
      ['Sanitiser spray', 'bottle', 3, 6],
      ['Blue roll', 'roll', 24, 12],
      ['Nitrile gloves (M)', 'box', 8, 5],
    ],
  },
];

/** Chef notes on ingredients of the recipe demo (by name; a missing ingredient is skipped). */
export const demoChefNotes: readonly [string, string][] = [
  [
    'Atlantic salmon, farmed',
    'Check the core temperature on delivery (at most 2 °C). Skin side down on the tray.',
  ],
  ['Avocado', 'Ripen two days at room temperature, then into the cold room. Cut only just before plating.'],
  ['Tahini', 'Stir well before use: the oil separates. Contains sesame: keep its own spoon.'],
  ['Basil', 'Never below 10 °C or it turns black. Keep the stems in water like flowers.'],
];

/**
 * Demo mode only: three inventory groups with their stock (each opening count recorded as a change) and a few
 * chef notes. Each part seeds only into its empty table, so running it again changes nothing.
 */
export async function seedKitchenStockDemo(db: Db, clock: Clock): Promise<void> {
  const now = clock();
  const [groups] = await db.select({ n: count() }).from(inventoryGroups);
  if (Number(groups?.n ?? 0) === 0) {
    for (const [position, group] of demoStock.entries()) {
      const [row] = await db
        .insert(inventoryGroups)
        .values({ name: group.name, position, createdAt: now, updatedAt: now })
        .returning();
      const items = await db
        .insert(inventoryGroupItems)
        .values(
          group.items.map(([name, unit, quantity, minQuantity]) => ({
            inventoryGroupId: row!.inventoryGroupId,
            name,
            unit,
            quantity,
            minQuantity,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      await db.insert(inventoryGroupItemChanges).values(
        items.map((item) => ({
          inventoryGroupItemId: item.inventoryGroupItemId,
          delta: item.quantity,
          quantityAfter: item.quantity,
          note: 'Opening count',
          createdAt: now,
        })),
      );
    }
  }

  const [notes] = await db.select({ n: count() }).from(chefIngredientNotes);
  if (Number(notes?.n ?? 0) > 0) return;
  const found = await db
    .select({ id: ingredients.ingredientId, name: ingredients.name })
    .from(ingredients)
    .where(
      inArray(
        ingredients.name,
        demoChefNotes.map(([name]) => name),
      ),
    );
  const idOf = new Map(found.map((i) => [i.name, i.id]));
  const rows = demoChefNotes.flatMap(([name, text]) => {
    const ingredientId = idOf.get(name);
    return ingredientId ? [{ ingredientId, notes: text, createdAt: now, updatedAt: now }] : [];
  });
  if (rows.length > 0) await db.insert(chefIngredientNotes).values(rows);
}
