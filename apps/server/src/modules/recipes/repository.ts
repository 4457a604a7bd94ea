import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { RECIPE_FLAG_OF_MEAL_TYPE } from '@brigade/domain/programmes/meal-types';
import type { RecipeListQuery, RecipeMealFlag } from '@brigade/domain/schemas/recipes';
import type { Db } from '../../db/client.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { ingredients, ingredientSupplierSpecs } from '../../db/schema/ingredients.ts';
import { recipeAllergens, recipeIngredients, recipeLayers, recipes } from '../../db/schema/recipes.ts';
import { existingIds } from '../../lib/existing-ids.ts';
import { findIngredientTags } from '../../lib/ingredient-tags.ts';
import { containsPattern, orderBy } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type RecipeRow = typeof recipes.$inferSelect;
export type RecipeValues = Omit<
  typeof recipes.$inferInsert,
  'recipeId' | 'version' | 'createdAt' | 'updatedAt'
>;
export type LayerRow = typeof recipeLayers.$inferSelect;
export type LayerValues = Omit<typeof recipeLayers.$inferInsert, 'recipeId' | 'recipeLayerId'>;
export type LineValues = Omit<typeof recipeIngredients.$inferInsert, 'recipeId' | 'recipeIngredientId'>;

// Written out: inside the subqueries an unqualified recipe_id would be the inner table's own.
const rating = sql<
  string | null
>`(select avg(f.rating)::float8 from recipe_feedback f where f.recipe_id = recipes.recipe_id)`;
const lineCount = sql<number>`(select count(*)::int from recipe_ingredients l where l.recipe_id = recipes.recipe_id)`;

const sortColumns = {
  name: sql`lower(${recipes.name})`,
  recipe_id: recipes.recipeId,
  revision_status: recipes.revisionStatus,
  rating: sql`coalesce(${rating}, 0)`,
  updated_at: recipes.updatedAt,
} as const;

/** `q` searches name, client-facing name and A-Life label; meal types keep recipes of any of them. */
function where(query: RecipeListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    parts.push(
      or(
        ilike(recipes.name, pattern),
        ilike(recipes.clientFacingName, pattern),
        ilike(recipes.aLifeLabel, pattern),
      ),
    );
  }
  const flags = (query.meal_types ?? []).map((meal) => RECIPE_FLAG_OF_MEAL_TYPE[meal] as RecipeMealFlag);
  if (flags.length > 0) parts.push(or(...flags.map((flag) => eq(recipes[flag], true))));
  if (query.revision_status) parts.push(eq(recipes.revisionStatus, query.revision_status));
  // Stashed = archived (ADR 075).
  if (query.hide_stashed) parts.push(ne(recipes.revisionStatus, 'ARCHIVED'));
  return and(...parts);
}

const withFigures = { recipe: recipes, rating, lineCount };

export type RecipeWithFigures = NonNullable<Awaited<ReturnType<typeof findById>>>;

/** One page of the list, each recipe with its average rating and line count. */
export async function findPage(db: Db, query: RecipeListQuery) {
  const condition = where(query);
  const [rows, totals] = await Promise.all([
    db
      .select(withFigures)
      .from(recipes)
      .where(condition)
      .orderBy(...orderBy(sortColumns[query.sort_by ?? 'name'], query.sort_dir, recipes.recipeId))
      .limit(query.length)
      .offset(query.start),
    db.select({ total: count() }).from(recipes).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findById(db: Db, id: number) {
  const rows = await db.select(withFigures).from(recipes).where(eq(recipes.recipeId, id));
  return rows[0];
}

export async function findLayers(db: Db, recipeId: number) {
  return db
    .select()
    .from(recipeLayers)
    .where(eq(recipeLayers.recipeId, recipeId))
    .orderBy(asc(recipeLayers.position), asc(recipeLayers.recipeLayerId));
}

export type LineRow = Awaited<ReturnType<typeof findLines>>[number];
export type IngredientTag = Awaited<ReturnType<typeof findIngredientTags>>[number];

/** Reviewed, and each of the EU-14 (the allergens with a code) declared (ADR 054). */
const reviewedAndDeclared = sql<boolean>`(${ingredients.allergensReviewed} and not exists (select 1 from allergens a where a.code is not null and not exists (select 1 from ingredient_allergens ia where ia.ingredient_id = ${ingredients.ingredientId} and ia.allergen_id = a.allergen_id)))`;

export async function findLines(db: Db, recipeId: number) {
  return db
    .select({
      line: recipeIngredients,
      ingredientName: ingredients.name,
      ingredientNameDe: ingredients.nameDe,
      allergensReviewed: reviewedAndDeclared,
    })
    .from(recipeIngredients)
    .innerJoin(ingredients, eq(ingredients.ingredientId, recipeIngredients.ingredientId))
    .where(eq(recipeIngredients.recipeId, recipeId))
    .orderBy(asc(recipeIngredients.position), asc(recipeIngredients.recipeIngredientId));
}

export async function findManualAllergenIds(db: Db, recipeId: number): Promise<number[]> {
  const rows = await db
    .select({ id: recipeAllergens.allergenId })
    .from(recipeAllergens)
    .where(eq(recipeAllergens.recipeId, recipeId))
    .orderBy(asc(recipeAllergens.allergenId));
  return rows.map((r) => r.id);
}

/** What some ingredients contain or may contain (their FREE declarations left out). */
export { findIngredientTags };

export async function findAllergenCatalogue(db: Db) {
  return db
    .select({ allergen_id: allergens.allergenId, name: allergens.name, name_de: allergens.nameDe })
    .from(allergens)
    .orderBy(asc(allergens.name));
}

/** The EU-14 code of each allergen that has one, by id. */
export async function findAllergenCodes(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: allergens.allergenId, code: allergens.code }).from(allergens);
  return new Map(rows.flatMap((r) => (r.code ? [[r.id, r.code] as [number, string]] : [])));
}

export async function findIngredients(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ ingredientId: ingredients.ingredientId, name: ingredients.name, legacy: ingredients.legacy })
    .from(ingredients)
    .where(inArray(ingredients.ingredientId, ids));
}

/** Ingredients as a recipe line shows them (names, allergens reviewed and declared): those a date swaps in. */
export async function findLineIngredients(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      ingredientId: ingredients.ingredientId,
      name: ingredients.name,
      nameDe: ingredients.nameDe,
      allergensReviewed: reviewedAndDeclared,
    })
    .from(ingredients)
    .where(inArray(ingredients.ingredientId, ids));
}

export async function findSpecs(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      specId: ingredientSupplierSpecs.ingredientSpecSuppliersId,
      ingredientId: ingredientSupplierSpecs.ingredientId,
    })
    .from(ingredientSupplierSpecs)
    .where(inArray(ingredientSupplierSpecs.ingredientSpecSuppliersId, ids));
}

/** The ids among `ids` that name an allergen. */
export const existingAllergenIds = (db: Db, ids: number[]) => existingIds(db, allergens.allergenId, ids);

export async function insert(db: Db, values: RecipeValues, now: Date): Promise<RecipeRow> {
  const rows = await db
    .insert(recipes)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

export const { updateIfVersion, deleteIfVersion } = versionedWrites(recipes, recipes.recipeId);

export async function updateLayer(db: Db, recipeId: number, layerId: number, values: Partial<LayerValues>) {
  await db
    .update(recipeLayers)
    .set(values)
    .where(and(eq(recipeLayers.recipeId, recipeId), eq(recipeLayers.recipeLayerId, layerId)));
}

export async function insertLayer(db: Db, recipeId: number, values: LayerValues): Promise<number> {
  const rows = await db
    .insert(recipeLayers)
    .values({ ...values, recipeId })
    .returning({ id: recipeLayers.recipeLayerId });
  return rows[0]!.id;
}

export async function deleteLayers(db: Db, recipeId: number, keep: number[]) {
  const mine = eq(recipeLayers.recipeId, recipeId);
  const gone = keep.length > 0 ? and(mine, notInArray(recipeLayers.recipeLayerId, keep)) : mine;
  await db.delete(recipeLayers).where(gone);
}

/** Lines are written with their recipe: the old set is replaced by the new one (uids stay the client's). */
export async function replaceLines(db: Db, recipeId: number, lines: LineValues[]) {
  await db.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId));
  if (lines.length > 0) await db.insert(recipeIngredients).values(lines.map((l) => ({ ...l, recipeId })));
}

export async function replaceManualAllergens(db: Db, recipeId: number, allergenIds: number[]) {
  await db.delete(recipeAllergens).where(eq(recipeAllergens.recipeId, recipeId));
  if (allergenIds.length > 0) {
    await db.insert(recipeAllergens).values(allergenIds.map((allergenId) => ({ recipeId, allergenId })));
  }
}
