import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { dayRecipes } from '../../db/schema/kitchen.ts';
import { ingredientAllergens, ingredients } from '../../db/schema/ingredients.ts';
import { recipeIngredients, recipes } from '../../db/schema/recipes.ts';

// Test helpers: a small kitchen written straight to the tables (recipes, ingredients and assignments belong to
// other modules; a menu only reads them).

async function allergenId(db: Db, name: string) {
  const [row] = await db.select().from(allergens).where(eq(allergens.name, name));
  if (!row) throw new Error(`no allergen ${name}`);
  return row.allergenId;
}

let n = 0;

/** Nutrients per 100 g; tags by EU-14 English name. */
async function ingredient(
  db: Db,
  name: string,
  per100g: { carbs: number; protein: number; fat: number; sodiumMg: number } | null,
  tags: [string, 'CONTAINS' | 'MAY_CONTAIN'][] = [],
  reviewed = true,
) {
  n += 1;
  const [row] = await db
    .insert(ingredients)
    .values({
      name: `${name} ${process.pid}-${n}`,
      nameDe: name,
      allergensReviewed: reviewed,
      ...(per100g
        ? {
            carbohydratesG: per100g.carbs,
            proteinG: per100g.protein,
            fatG: per100g.fat,
            sodiumMg: per100g.sodiumMg,
            saturatedFatG: 0,
            sugarsG: 0,
            fibreG: 0,
            energyKcal: 0,
          }
        : {}),
    })
    .returning();
  const declared = new Map<number, 'CONTAINS' | 'MAY_CONTAIN' | 'FREE'>();
  for (const [allergen, kind] of tags) declared.set(await allergenId(db, allergen), kind);
  // Reviewed means every allergen declared (ADR 054): the others FREE.
  if (reviewed) {
    for (const a of await db.select({ id: allergens.allergenId }).from(allergens)) {
      if (!declared.has(a.id)) declared.set(a.id, 'FREE');
    }
  }
  for (const [allergenIdOf, kind] of declared) {
    await db
      .insert(ingredientAllergens)
      .values({ ingredientId: row!.ingredientId, allergenId: allergenIdOf, kind });
  }
  return row!.ingredientId;
}

async function recipe(
  db: Db,
  names: { name: string; clientFacingName?: string; aLifeLabel?: string },
  lines: { ingredientId: number; grams: number; unit?: string }[],
) {
  const [row] = await db.insert(recipes).values(names).returning();
  if (lines.length > 0) {
    await db.insert(recipeIngredients).values(
      lines.map((l, position) => ({
        recipeId: row!.recipeId,
        uid: `l${position}`,
        position,
        ingredientId: l.ingredientId,
        quantity: l.grams,
        unit: l.unit ?? 'g',
      })),
    );
  }
  return row!.recipeId;
}

/**
 * Curry (lunch): rice 200 g + cream 50 g (Milk). Carbs 57.5 g, protein 6.4 g, fat 18.1 g →
 *   4 × 57.5 + 9 × 18.1 + 4 × 6.4 = 418.5 kcal per serving.
 * Soup (dinner): no client-facing name or A-Life label; a nut mix that may contain Peanuts and a stock
 *   whose allergens were never reviewed.
 * Water (extra_1): no lines, so no nutrition.
 */
export async function insertKitchen(db: Db) {
  const rice = await ingredient(db, 'Zz Rice', { carbs: 28, protein: 2.7, fat: 0.3, sodiumMg: 1 });
  const cream = await ingredient(db, 'Zz Cream', { carbs: 3, protein: 2, fat: 35, sodiumMg: 40 }, [
    ['Milk', 'CONTAINS'],
  ]);
  const nuts = await ingredient(db, 'Zz Nut mix', { carbs: 20, protein: 20, fat: 50, sodiumMg: 5 }, [
    ['Peanuts', 'MAY_CONTAIN'],
  ]);
  const stock = await ingredient(db, 'Zz Stock', null, [], false);
  return {
    curry: await recipe(
      db,
      { name: 'Zz Curry v3', clientFacingName: 'Thai red curry', aLifeLabel: 'A-Life curry' },
      [
        { ingredientId: rice, grams: 200 },
        { ingredientId: cream, grams: 50 },
      ],
    ),
    soup: await recipe(db, { name: 'Zz Soup base' }, [
      { ingredientId: nuts, grams: 30 },
      { ingredientId: stock, grams: 250 },
    ]),
    water: await recipe(db, { name: 'Zz Water', clientFacingName: 'Still water' }, []),
    salad: await recipe(db, { name: 'Zz Salad', clientFacingName: 'Garden salad' }, [
      { ingredientId: rice, grams: 100 },
    ]),
  };
}

/**
 * A kitchen whose dishes each have a problem that keeps a menu from being published (ADR 055):
 * - curry: rice and a coconut milk whose allergens were never declared (undeclared_allergens);
 * - pilaf: rice, a stock without nutrient data (missing_nutrients) and saffron counted in pieces without a
 *   piece weight (unconvertible);
 * - water and tea: no lines, so no nutrition (no_nutrition).
 */
export async function insertGateKitchen(db: Db) {
  const rice = await ingredient(db, 'Zz Rice', { carbs: 28, protein: 2.7, fat: 0.3, sodiumMg: 1 });
  const coconut = await ingredient(
    db,
    'Zz Coconut milk',
    { carbs: 3, protein: 2, fat: 20, sodiumMg: 10 },
    [],
    false,
  );
  const stock = await ingredient(db, 'Zz Stock', null);
  const saffron = await ingredient(db, 'Zz Saffron', { carbs: 65, protein: 11, fat: 6, sodiumMg: 150 });
  return {
    coconut,
    stock,
    saffron,
    curry: await recipe(db, { name: 'Zz Gate curry' }, [
      { ingredientId: rice, grams: 200 },
      { ingredientId: coconut, grams: 100 },
    ]),
    pilaf: await recipe(db, { name: 'Zz Gate pilaf' }, [
      { ingredientId: rice, grams: 150 },
      { ingredientId: stock, grams: 100 },
      { ingredientId: saffron, grams: 2, unit: 'piece' },
    ]),
    water: await recipe(db, { name: 'Zz Gate water' }, []),
    tea: await recipe(db, { name: 'Zz Gate tea' }, []),
  };
}

export async function assign(db: Db, date: string, slot: string, recipeId: number) {
  await db
    .insert(dayRecipes)
    .values({ date, slot, recipeId })
    .onConflictDoUpdate({ target: [dayRecipes.date, dayRecipes.slot], set: { recipeId } });
}

export async function rename(db: Db, recipeId: number, clientFacingName: string) {
  await db.update(recipes).set({ clientFacingName }).where(eq(recipes.recipeId, recipeId));
}
