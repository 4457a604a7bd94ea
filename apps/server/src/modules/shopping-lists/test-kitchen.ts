import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { dayRecipes } from '../../db/schema/kitchen.ts';
import { orders } from '../../db/schema/orders.ts';
import { allergens } from '../../db/schema/allergens.ts';
import {
  ingredientAllergens,
  ingredients,
  ingredientSupplierSpecs,
  suppliers,
} from '../../db/schema/ingredients.ts';
import { recipeIngredients, recipes } from '../../db/schema/recipes.ts';

// Test and bench helpers: a small kitchen written straight to the database (the recipe, supplier and planning
// APIs belong to other modules).

export async function insertSupplier(db: Db, name: string) {
  const [row] = await db.insert(suppliers).values({ name }).returning();
  return row!.supplierId;
}

export async function insertIngredient(
  db: Db,
  values: {
    name: string;
    densityGPerMl?: number;
    gramsPerPiece?: number;
    /** What it contains; every other allergen is declared FREE (reviewed, ADR 054). */
    tags?: { allergenId: number; kind: 'CONTAINS' | 'MAY_CONTAIN' }[];
  },
  specs: {
    supplierId: number;
    packSize: number;
    packUnit: string;
    priceChf: string;
    isDefault?: boolean;
  }[] = [],
) {
  const { tags = [], ...columns } = values;
  const [row] = await db
    .insert(ingredients)
    .values({ ...columns, nameDe: values.name, allergensReviewed: true })
    .returning();
  const catalogue = await db.select({ id: allergens.allergenId }).from(allergens);
  const declared = catalogue.map((a) => ({
    ingredientId: row!.ingredientId,
    allergenId: a.id,
    kind: tags.find((t) => t.allergenId === a.id)?.kind ?? ('FREE' as const),
  }));
  if (declared.length > 0) await db.insert(ingredientAllergens).values(declared);
  const specIds: number[] = [];
  for (const spec of specs) {
    const [s] = await db
      .insert(ingredientSupplierSpecs)
      .values({ ingredientId: row!.ingredientId, isDefault: true, ...spec })
      .returning();
    specIds.push(s!.ingredientSpecSuppliersId);
  }
  return { id: row!.ingredientId, specIds };
}

export async function insertRecipe(
  db: Db,
  values: { name: string; errorMargin?: number },
  lines: { ingredientId: number; quantity: number; unit: string; errorMargin?: number; specId?: number }[],
) {
  const [recipe] = await db.insert(recipes).values(values).returning();
  if (lines.length > 0) {
    await db.insert(recipeIngredients).values(
      lines.map((l, position) => ({
        recipeId: recipe!.recipeId,
        uid: `l${position}`,
        position,
        ingredientId: l.ingredientId,
        quantity: l.quantity,
        unit: l.unit,
        errorMargin: l.errorMargin ?? 0,
        ingredientSpecSuppliersId: l.specId ?? null,
      })),
    );
  }
  return recipe!.recipeId;
}

/** `count` customers with a STRONG order receiving every meal (discount meals []) from `startDate`, Mon–Fri. */
export async function insertOrders(db: Db, count: number, startDate: string) {
  const rows = await db
    .insert(customers)
    .values(Array.from({ length: count }, (_, i) => ({ firstName: `Shopper ${i}`, lastName: 'Listtest' })))
    .returning({ customerId: customers.customerId });
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(orders).values(
      rows.slice(i, i + 500).map((c) => ({
        customerId: c.customerId,
        type: 'STRONG' as const,
        startDate,
        discountMeals: [],
      })),
    );
  }
}

export async function assignRecipe(db: Db, date: string, slot: string, recipeId: number, qtyAdjust = 0) {
  await db.insert(dayRecipes).values({ date, slot, recipeId, qtyAdjust });
}
