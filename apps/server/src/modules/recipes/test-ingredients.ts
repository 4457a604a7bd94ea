import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allergens } from '../../db/schema/allergens.ts';
import {
  ingredientAllergens,
  ingredients,
  ingredientSupplierSpecs,
  suppliers,
} from '../../db/schema/ingredients.ts';

let n = 0;

/** The id of a seeded EU-14 allergen by its English name. */
export async function allergenId(db: Db, name: string): Promise<number> {
  const rows = await db.select({ id: allergens.allergenId }).from(allergens).where(eq(allergens.name, name));
  if (!rows[0]) throw new Error(`no allergen ${name}`);
  return rows[0].id;
}

/**
 * An ingredient written straight to the tables (the ingredients module is another area's; recipe tests need
 * only the rows a recipe reads: names, legacy, reviewed and allergen declarations).
 */
export async function insertIngredient(
  db: Db,
  options: {
    name?: string;
    nameDe?: string;
    legacy?: boolean;
    reviewed?: boolean;
    tags?: { allergenId: number; kind: 'CONTAINS' | 'MAY_CONTAIN' }[];
  } = {},
) {
  n += 1;
  const [row] = await db
    .insert(ingredients)
    .values({
      name: options.name ?? `Ingredient ${String(process.pid)}-${String(n)}`,
      nameDe: options.nameDe ?? '',
      legacy: options.legacy ?? false,
      allergensReviewed: options.reviewed ?? true,
    })
    .returning();
  const id = row!.ingredientId;
  // Reviewed means every allergen declared (ADR 054): the tags as given, every other allergen FREE.
  const tags = options.tags ?? [];
  const free =
    (options.reviewed ?? true)
      ? (await db.select({ id: allergens.allergenId }).from(allergens))
          .filter((a) => !tags.some((t) => t.allergenId === a.id))
          .map((a) => ({ allergenId: a.id, kind: 'FREE' as const }))
      : [];
  const declared = [...tags, ...free];
  if (declared.length > 0) {
    await db.insert(ingredientAllergens).values(declared.map((t) => ({ ingredientId: id, ...t })));
  }
  return row!;
}

/** A supplier spec of an ingredient (with a supplier of its own). */
export async function insertSpec(db: Db, ingredientId: number) {
  n += 1;
  const [supplier] = await db
    .insert(suppliers)
    .values({ name: `Supplier ${String(process.pid)}-${String(n)}` })
    .returning();
  const [spec] = await db
    .insert(ingredientSupplierSpecs)
    .values({ ingredientId, supplierId: supplier!.supplierId, packSize: 1, packUnit: 'kg', priceChf: '4.50' })
    .returning();
  return spec!.ingredientSpecSuppliersId;
}
