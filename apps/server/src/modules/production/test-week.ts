import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { customerAllergens, customers } from '../../db/schema/customers.ts';
import { additionalBags, dayOverrides, mealOverrides, orders } from '../../db/schema/orders.ts';
import { insertIngredient, insertRecipe } from '../shopping-lists/test-kitchen.ts';

// The hand-worked week of production.test.ts, written straight to the database (orders, overrides and bags
// belong to other modules). 2031-03-10 is a Monday (ISO week 2031_11).
export const MONDAY = '2031-03-10';
export const TUESDAY = '2031-03-11';

type MealType = 'breakfast' | 'shot' | 'lunch' | 'dressing' | 'treat' | 'power_shake' | 'dinner' | 'other';

export interface WeekIds {
  customer: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g', number>;
  order: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g', number>;
  recipe: Record<'breakfast' | 'lunch' | 'dinner' | 'extra', number>;
}

async function addOrder(
  db: Db,
  name: string,
  values: {
    type: 'LEAN' | 'STRONG';
    isFlex?: boolean;
    dayTrial?: boolean;
    weekdays?: number[];
    discountMeals?: MealType[] | null;
  },
  health: { allergy?: number; warning?: number } = {},
) {
  const [c] = await db
    .insert(customers)
    .values({ firstName: name, lastName: 'Kitchen' })
    .returning({ id: customers.customerId });
  if (health.allergy) {
    await db
      .insert(customerAllergens)
      .values({ customerId: c!.id, allergenId: health.allergy, kind: 'ALLERGY' });
  }
  if (health.warning) {
    await db
      .insert(customerAllergens)
      .values({ customerId: c!.id, allergenId: health.warning, kind: 'WARNING' });
  }
  const [o] = await db
    .insert(orders)
    .values({
      customerId: c!.id,
      type: values.type,
      isFlex: values.isFlex ?? false,
      dayTrial: values.dayTrial ?? false,
      weekdays: values.weekdays ?? [1, 2, 3, 4, 5],
      discountMeals: values.discountMeals ?? null,
      startDate: MONDAY,
      endDate: MONDAY,
    })
    .returning({ id: orders.orderId });
  return { customerId: c!.id, orderId: o!.id };
}

/**
 * Seven orders of the week 2031_11 (each one week long):
 *   a  STRONG (receives every meal), skipped on Tuesday (day override status 0); allergic to Milk
 *   b  LEAN flex (leaves out power shake and dinner)
 *   c  STRONG, Monday meal override → LEAN, discount [breakfast]; warning Milk
 *   d  LEAN, Monday day override status 1 → STRONG flex (has_discount_meals false: leaves out dinner)
 *   e  1-day trial STRONG, Monday only
 *   f  STRONG with discount [lunch] (so no dressing either); Monday bag lunch +2, dinner −1; allergic to Milk
 *   g  discount meals ['pizza']: programme undetermined; allergic to Milk
 * Recipes: breakfast 'Zz Porridge' (oats), lunch 'Zz Milk rice' (rice + milk, Milk-tagged), dinner
 * 'Zz Rice plate' (rice), extra 'Zz Milkshake' (milk).
 */
export async function insertHandWorkedWeek(db: Db): Promise<WeekIds> {
  const [milk] = await db.select().from(allergens).where(eq(allergens.name, 'Milk'));
  const a = await addOrder(db, 'Anna', { type: 'STRONG' }, { allergy: milk!.allergenId });
  const b = await addOrder(db, 'Ben', { type: 'LEAN', isFlex: true });
  const c = await addOrder(db, 'Cleo', { type: 'STRONG' }, { warning: milk!.allergenId });
  const d = await addOrder(db, 'Dan', { type: 'LEAN' });
  const e = await addOrder(db, 'Eva', { type: 'STRONG', dayTrial: true, weekdays: [1] });
  const f = await addOrder(
    db,
    'Finn',
    { type: 'STRONG', discountMeals: ['lunch'] },
    { allergy: milk!.allergenId },
  );
  const g = await addOrder(
    db,
    'Gus',
    { type: 'STRONG', discountMeals: ['pizza' as MealType] },
    { allergy: milk!.allergenId },
  );
  await db.insert(dayOverrides).values([
    { orderId: a.orderId, date: TUESDAY, status: 0 },
    {
      orderId: d.orderId,
      date: MONDAY,
      status: 1,
      programmeType: 'STRONG',
      isFlex: true,
      hasDiscountMeals: false,
    },
  ]);
  await db.insert(mealOverrides).values({
    orderId: c.orderId,
    date: MONDAY,
    programmeType: 'LEAN',
    isFlex: false,
    discountMeals: ['breakfast'],
  });
  await db.insert(additionalBags).values({
    orderId: f.orderId,
    date: MONDAY,
    bagsJson: [
      { meal_type: 'lunch', qty: 2 },
      { meal_type: 'dinner', qty: -1 },
    ],
  });

  const oats = await insertIngredient(db, { name: 'Zz Oats' });
  const rice = await insertIngredient(db, { name: 'Zz Rice' });
  const milkIngredient = await insertIngredient(db, {
    name: 'Zz Whole milk',
    tags: [{ allergenId: milk!.allergenId, kind: 'CONTAINS' }],
  });
  const line = (ingredientId: number) => ({ ingredientId, quantity: 100, unit: 'g' });
  const recipe = {
    breakfast: await insertRecipe(db, { name: 'Zz Porridge' }, [line(oats.id)]),
    lunch: await insertRecipe(db, { name: 'Zz Milk rice' }, [line(rice.id), line(milkIngredient.id)]),
    dinner: await insertRecipe(db, { name: 'Zz Rice plate' }, [line(rice.id)]),
    extra: await insertRecipe(db, { name: 'Zz Milkshake' }, [line(milkIngredient.id)]),
  };
  const ids = { a, b, c, d, e, f, g };
  const pick = (k: 'customerId' | 'orderId') =>
    Object.fromEntries(Object.entries(ids).map(([name, v]) => [name, v[k]])) as WeekIds['order'];
  return { customer: pick('customerId'), order: pick('orderId'), recipe };
}
