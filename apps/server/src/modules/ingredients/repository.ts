import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { IngredientListQuery } from '@brigade/domain/schemas/ingredients';
import type { Db } from '../../db/client.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { ingredientAllergens, ingredients } from '../../db/schema/ingredients.ts';
import { recipeIngredients } from '../../db/schema/recipes.ts';
import { existingIds } from '../../lib/existing-ids.ts';
import { containsPattern, nameExists, orderBy } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type IngredientRow = typeof ingredients.$inferSelect;
export type IngredientValues = Omit<
  typeof ingredients.$inferInsert,
  'ingredientId' | 'version' | 'createdAt' | 'updatedAt'
>;

// Drizzle leaves columns unqualified inside a select's sql``, so these correlated subqueries name them in full.
const allergenNames = sql<string>`coalesce((select string_agg(a.name, ', ' order by a.name) from ingredient_allergens ia join allergens a on a.allergen_id = ia.allergen_id where ia.ingredient_id = "ingredients"."ingredient_id"), '')`;
const allergenNamesDe = sql<string>`coalesce((select string_agg(coalesce(nullif(a.name_de, ''), a.name), ', ' order by coalesce(nullif(a.name_de, ''), a.name)) from ingredient_allergens ia join allergens a on a.allergen_id = ia.allergen_id where ia.ingredient_id = "ingredients"."ingredient_id"), '')`;
const supplierCount = sql<number>`(select count(distinct s.supplier_id)::int from ingredient_supplier_specs s where s.ingredient_id = "ingredients"."ingredient_id")`;

const sortColumns = {
  ingredient_id: ingredients.ingredientId,
  name: sql`lower(${ingredients.name})`,
  name_de: sql`lower(${ingredients.nameDe})`,
  energy_kcal: ingredients.energyKcal,
  updated_at: ingredients.updatedAt,
} as const;

function listCondition(q: string | undefined, legacy: boolean): SQL | undefined {
  const ofKind = eq(ingredients.legacy, legacy);
  if (!q) return ofKind;
  const p = containsPattern(q);
  return and(ofKind, or(ilike(ingredients.name, p), ilike(ingredients.nameDe, p)));
}

export type ListRow = Awaited<ReturnType<typeof findPage>>['rows'][number];

/** One page of the current (or the legacy) ingredients with their allergen names and supplier count. */
export async function findPage(db: Db, query: IngredientListQuery, legacy: boolean) {
  const where = listCondition(query.q, legacy);
  const [rows, totals] = await Promise.all([
    db
      .select({ ingredient: ingredients, allergenNames, allergenNamesDe, supplierCount })
      .from(ingredients)
      .where(where)
      .orderBy(...orderBy(sortColumns[query.sort_by ?? 'name'], query.sort_dir, ingredients.ingredientId))
      .limit(query.length)
      .offset(query.start),
    db.select({ total: count() }).from(ingredients).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Non-legacy ingredients whose EN or DE name holds q: those starting with it first, then by name. */
export async function autocomplete(db: Db, q: string, limit: number) {
  const prefix = `${containsPattern(q).slice(1)}`;
  const contains = containsPattern(q);
  const startsWith = or(ilike(ingredients.name, prefix), ilike(ingredients.nameDe, prefix));
  return db
    .select({ ingredientId: ingredients.ingredientId, name: ingredients.name, nameDe: ingredients.nameDe })
    .from(ingredients)
    .where(
      and(
        eq(ingredients.legacy, false),
        or(ilike(ingredients.name, contains), ilike(ingredients.nameDe, contains)),
      ),
    )
    .orderBy(
      sql`case when ${startsWith} then 0 else 1 end`,
      asc(sql`lower(${ingredients.name})`),
      asc(ingredients.ingredientId),
    )
    .limit(limit);
}

export async function findById(db: Db, ingredientId: number): Promise<IngredientRow | undefined> {
  const rows = await db.select().from(ingredients).where(eq(ingredients.ingredientId, ingredientId));
  return rows[0];
}

export async function findAllergens(db: Db, ingredientId: number) {
  return db
    .select({
      allergenId: ingredientAllergens.allergenId,
      name: allergens.name,
      nameDe: allergens.nameDe,
      kind: ingredientAllergens.kind,
    })
    .from(ingredientAllergens)
    .innerJoin(allergens, eq(allergens.allergenId, ingredientAllergens.allergenId))
    .where(eq(ingredientAllergens.ingredientId, ingredientId))
    .orderBy(asc(allergens.name));
}

/** The ids among `ids` that name an allergen. */
export const existingAllergenIds = (db: Db, ids: number[]) => existingIds(db, allergens.allergenId, ids);

export async function replaceAllergens(
  db: Db,
  ingredientId: number,
  list: { allergen_id: number; kind: 'CONTAINS' | 'MAY_CONTAIN' }[],
) {
  await db.delete(ingredientAllergens).where(eq(ingredientAllergens.ingredientId, ingredientId));
  if (list.length === 0) return;
  await db
    .insert(ingredientAllergens)
    .values(list.map((a) => ({ ingredientId, allergenId: a.allergen_id, kind: a.kind })));
}

export const existsByName = nameExists(ingredients, ingredients.name, ingredients.ingredientId);

export async function isUsedByRecipe(db: Db, ingredientId: number): Promise<boolean> {
  const rows = await db
    .select({ id: recipeIngredients.recipeIngredientId })
    .from(recipeIngredients)
    .where(eq(recipeIngredients.ingredientId, ingredientId))
    .limit(1);
  return rows.length > 0;
}

export async function insert(db: Db, values: IngredientValues, now: Date): Promise<IngredientRow> {
  const rows = await db
    .insert(ingredients)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Update or delete only while the stored version is the one read; undefined means stale or gone. */
export const { updateIfVersion, deleteIfVersion } = versionedWrites(ingredients, ingredients.ingredientId);
