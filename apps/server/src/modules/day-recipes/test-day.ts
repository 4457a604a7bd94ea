import type { Db } from '../../db/client.ts';
import { insertHandWorkedWeek, MONDAY, TUESDAY, type WeekIds } from '../production/test-week.ts';
import { assignRecipe, insertIngredient, insertSupplier } from '../shopping-lists/test-kitchen.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { and, eq } from 'drizzle-orm';
import { recipeIngredients } from '../../db/schema/recipes.ts';

// The day-recipes tests' kitchen: the hand-worked week (production/test-week.ts) with Monday's lunch and
// dinner and Tuesday's lunch assigned, and the ingredients the kitchen swaps in.

export { MONDAY, TUESDAY };
export const WEDNESDAY = '2031-03-12';

export interface DayKitchen extends WeekIds {
  oatDrink: { id: number; specIds: number[] };
  cream: { id: number; specIds: number[] };
  /** The lunch's milk line (uid l1: rice is l0), and its ingredient. */
  milkLine: string;
  lunchMilk: number;
}

export async function insertDayKitchen(db: Db): Promise<DayKitchen> {
  return addDayKitchen(db, await insertHandWorkedWeek(db));
}

/** The ingredients to swap in, and the slots, added to a hand-worked week already written. */
export async function addDayKitchen(db: Db, ids: WeekIds): Promise<DayKitchen> {
  const [milk] = await db.select().from(allergens).where(eq(allergens.name, 'Milk'));
  const supplier = await insertSupplier(db, 'Zz Dairy farm');
  const spec = { supplierId: supplier, packSize: 1, packUnit: 'kg', priceChf: '4.00' };
  const oatDrink = await insertIngredient(db, { name: 'Zz Oat drink' }, [
    spec,
    { ...spec, isDefault: false },
  ]);
  const cream = await insertIngredient(
    db,
    { name: 'Zz Cream', tags: [{ allergenId: milk!.allergenId, kind: 'CONTAINS' }] },
    [spec],
  );
  await assignRecipe(db, MONDAY, 'lunch', ids.recipe.lunch);
  await assignRecipe(db, MONDAY, 'dinner', ids.recipe.dinner);
  await assignRecipe(db, TUESDAY, 'lunch', ids.recipe.lunch);
  const [milkLine] = await db
    .select({ id: recipeIngredients.ingredientId })
    .from(recipeIngredients)
    .where(and(eq(recipeIngredients.recipeId, ids.recipe.lunch), eq(recipeIngredients.uid, 'l1')));
  return { ...ids, oatDrink, cream, milkLine: 'l1', lunchMilk: milkLine!.id };
}
