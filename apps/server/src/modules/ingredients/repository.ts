import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DeclarationKind } from '@brigade/domain/schemas/ingredient-declarations';
import type { IngredientListQuery } from '@brigade/domain/schemas/ingredients';
import type { Db } from '../../db/client.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { ingredientAllergens, ingredients } from '../../db/schema/ingredients.ts';
import { recipeIngredients } from '../../db/schema/recipes.ts';
import { users } from '../../db/schema/users.ts';
import { existingIds } from '../../lib/existing-ids.ts';
import { containsPattern, nameExists, orderBy } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type IngredientRow = typeof ingredients.$inferSelect;
export type IngredientValues = Omit<
  typeof ingredients.$inferInsert,
  'ingredientId' | 'version' | 'createdAt' | 'updatedAt'
>;

// Drizzle leaves columns unqualified inside a select's sql``, so these correlated subqueries name them in full.
// The list names what it contains or may contain; FREE declarations are not allergens it has.
const allergenNames = sql<string>`coalesce((select string_agg(a.name, ', ' order by a.name) from ingredient_allergens ia join allergens a on a.allergen_id = ia.allergen_id where ia.ingredient_id = "ingredients"."ingredient_id" and ia.kind <> 'FREE'), '')`;
const allergenNamesDe = sql<string>`coalesce((select string_agg(coalesce(nullif(a.name_de, ''), a.name), ', ' order by coalesce(nullif(a.name_de, ''), a.name)) from ingredient_allergens ia join allergens a on a.allergen_id = ia.allergen_id where ia.ingredient_id = "ingredients"."ingredient_id" and ia.kind <> 'FREE'), '')`;
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

/** Every allergen of the catalogue (by id) with this ingredient's declaration, if any, and who made it. */
export async function findDeclarations(db: Db, ingredientId: number) {
  return db
    .select({
      allergenId: allergens.allergenId,
      name: allergens.name,
      nameDe: allergens.nameDe,
      code: allergens.code,
      kind: ingredientAllergens.kind,
      declaredBy: users.username,
      declaredAt: ingredientAllergens.declaredAt,
    })
    .from(allergens)
    .leftJoin(
      ingredientAllergens,
      and(
        eq(ingredientAllergens.allergenId, allergens.allergenId),
        eq(ingredientAllergens.ingredientId, ingredientId),
      ),
    )
    .leftJoin(users, eq(users.userId, ingredientAllergens.declaredBy))
    .orderBy(asc(allergens.allergenId));
}
export type DeclarationRow = Awaited<ReturnType<typeof findDeclarations>>[number];

/** The EU-14 of the catalogue (the allergens with a code, which every ingredient must declare), by id. */
export const regulatedAllergens = (db: Db) =>
  db
    .select({ allergenId: allergens.allergenId, name: allergens.name })
    .from(allergens)
    .where(isNotNull(allergens.code))
    .orderBy(asc(allergens.allergenId));

/** The ids among `ids` that name an allergen. */
export const existingAllergenIds = (db: Db, ids: number[]) => existingIds(db, allergens.allergenId, ids);

/**
 * Writes an ingredient's declarations: an allergen left out becomes UNKNOWN (its row goes); a changed or new
 * declaration records who made it and when; an unchanged one keeps its author and time.
 */
export async function writeDeclarations(
  db: Db,
  ingredientId: number,
  list: readonly { allergen_id: number; kind: DeclarationKind }[],
  by: { userId: number | null; at: Date },
) {
  const before = await db
    .select({ allergenId: ingredientAllergens.allergenId, kind: ingredientAllergens.kind })
    .from(ingredientAllergens)
    .where(eq(ingredientAllergens.ingredientId, ingredientId));
  const kept = new Map(before.map((d) => [d.allergenId, d.kind]));
  const wanted = new Set(list.map((d) => d.allergen_id));
  const gone = before.filter((d) => !wanted.has(d.allergenId)).map((d) => d.allergenId);
  if (gone.length > 0) {
    await db
      .delete(ingredientAllergens)
      .where(
        and(
          eq(ingredientAllergens.ingredientId, ingredientId),
          inArray(ingredientAllergens.allergenId, gone),
        ),
      );
  }
  const changed = list.filter((d) => kept.get(d.allergen_id) !== d.kind);
  if (changed.length === 0) return;
  await db
    .insert(ingredientAllergens)
    .values(
      changed.map((d) => ({
        ingredientId,
        allergenId: d.allergen_id,
        kind: d.kind,
        declaredBy: by.userId,
        declaredAt: by.at,
      })),
    )
    .onConflictDoUpdate({
      target: [ingredientAllergens.ingredientId, ingredientAllergens.allergenId],
      set: {
        kind: sql`excluded.kind`,
        declaredBy: sql`excluded.declared_by`,
        declaredAt: sql`excluded.declared_at`,
      },
    });
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
