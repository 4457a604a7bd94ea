import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shoppingListDone, shoppingLists } from '../../db/schema/kitchen.ts';
import { ingredients, ingredientSupplierSpecs, suppliers } from '../../db/schema/ingredients.ts';
import { recipeIngredients, recipes } from '../../db/schema/recipes.ts';
import { findPage } from '../../lib/find-page.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type ShoppingListRow = typeof shoppingLists.$inferSelect;

/** A page of lists, newest first: those whose name contains `pattern`, whose dates touch one of `anyOf`. */
export function findListPage(
  db: Db,
  filter: { start: number; length: number; pattern?: string | undefined; anyOf?: string[] | undefined },
) {
  const inWeek = filter.anyOf
    ? sql`jsonb_exists_any(${shoppingLists.dates}, array[${sql.join(
        filter.anyOf.map((d) => sql`${d}`),
        sql`, `,
      )}]::text[])`
    : undefined;
  return findPage(db, shoppingLists, {
    where: and(inWeek, filter.pattern ? ilike(shoppingLists.name, filter.pattern) : undefined),
    sort: shoppingLists.createdAt,
    sortDir: 'desc',
    tieBreaker: shoppingLists.shoppingListId,
    start: filter.start,
    length: filter.length,
  });
}

export async function findById(db: Db, id: number): Promise<ShoppingListRow | undefined> {
  const rows = await db.select().from(shoppingLists).where(eq(shoppingLists.shoppingListId, id));
  return rows[0];
}

/** A list the user `createdBy` creates now. */
export async function insert(
  db: Db,
  values: Omit<typeof shoppingLists.$inferInsert, 'createdBy' | 'createdAt' | 'updatedAt'>,
  createdBy: number,
  now: Date,
): Promise<ShoppingListRow> {
  const rows = await db
    .insert(shoppingLists)
    .values({ ...values, createdBy, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

export const { updateIfVersion, deleteIfVersion } = versionedWrites(
  shoppingLists,
  shoppingLists.shoppingListId,
);

/** The done marks of a list, by line key. */
export async function doneKeys(db: Db, id: number): Promise<Set<string>> {
  const rows = await db
    .select({ lineKey: shoppingListDone.lineKey })
    .from(shoppingListDone)
    .where(and(eq(shoppingListDone.shoppingListId, id), eq(shoppingListDone.isDone, true)));
  return new Set(rows.map((r) => r.lineKey));
}

/** Sets a line's done mark (an upsert: ticking twice is harmless). */
export async function setDone(
  db: Db,
  id: number,
  lineKey: string,
  isDone: boolean,
  userId: number,
  now: Date,
) {
  await db
    .insert(shoppingListDone)
    .values({ shoppingListId: id, lineKey, isDone, doneBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [shoppingListDone.shoppingListId, shoppingListDone.lineKey],
      set: { isDone, doneBy: userId, updatedAt: now, version: sql`${shoppingListDone.version} + 1` },
    });
}

/** The recipes with their lines (one portion each), set-based (the recipes area's tables, read only). */
export async function recipesWithLines(db: Db, recipeIds: readonly number[]) {
  if (recipeIds.length === 0) return { recipes: [], lines: [] };
  const ids = [...new Set(recipeIds)];
  const [recipeRows, lineRows] = await Promise.all([
    db
      .select({ recipeId: recipes.recipeId, name: recipes.name, errorMargin: recipes.errorMargin })
      .from(recipes)
      .where(inArray(recipes.recipeId, ids)),
    db
      .select({
        recipeId: recipeIngredients.recipeId,
        uid: recipeIngredients.uid,
        ingredientId: recipeIngredients.ingredientId,
        name: ingredients.name,
        quantity: recipeIngredients.quantity,
        unit: recipeIngredients.unit,
        specId: recipeIngredients.ingredientSpecSuppliersId,
        errorMargin: recipeIngredients.errorMargin,
      })
      .from(recipeIngredients)
      .innerJoin(ingredients, eq(ingredients.ingredientId, recipeIngredients.ingredientId))
      .where(inArray(recipeIngredients.recipeId, ids))
      .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position)),
  ]);
  return { recipes: recipeRows, lines: lineRows };
}

/** The ingredients' conversion data and their supplier specs with the supplier's name (read only). */
export async function ingredientsWithSpecs(db: Db, ingredientIds: readonly number[]) {
  if (ingredientIds.length === 0) return { ingredients: [], specs: [] };
  const ids = [...new Set(ingredientIds)];
  const [ingredientRows, specRows] = await Promise.all([
    db
      .select({
        ingredientId: ingredients.ingredientId,
        name: ingredients.name,
        densityGPerMl: ingredients.densityGPerMl,
        gramsPerPiece: ingredients.gramsPerPiece,
      })
      .from(ingredients)
      .where(inArray(ingredients.ingredientId, ids)),
    db
      .select({
        specId: ingredientSupplierSpecs.ingredientSpecSuppliersId,
        ingredientId: ingredientSupplierSpecs.ingredientId,
        supplierId: ingredientSupplierSpecs.supplierId,
        supplierName: suppliers.name,
        articleNumber: ingredientSupplierSpecs.articleNumber,
        packSize: ingredientSupplierSpecs.packSize,
        packUnit: ingredientSupplierSpecs.packUnit,
        priceChf: ingredientSupplierSpecs.priceChf,
        isDefault: ingredientSupplierSpecs.isDefault,
      })
      .from(ingredientSupplierSpecs)
      .innerJoin(suppliers, eq(suppliers.supplierId, ingredientSupplierSpecs.supplierId))
      .where(inArray(ingredientSupplierSpecs.ingredientId, ids))
      .orderBy(asc(ingredientSupplierSpecs.ingredientSpecSuppliersId)),
  ]);
  return { ingredients: ingredientRows, specs: specRows };
}
