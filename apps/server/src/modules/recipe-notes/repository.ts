import { and, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RecipeNotesListQuery } from '@brigade/domain/schemas/recipe-notes';
import type { Db } from '../../db/client.ts';
import { recipes } from '../../db/schema/recipes.ts';
import { containsPattern, orderBy } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

const columns = {
  recipeId: recipes.recipeId,
  name: recipes.name,
  clientFacingName: recipes.clientFacingName,
  notes: recipes.notes,
  version: recipes.version,
  updatedAt: recipes.updatedAt,
};
export type RecipeNoteRow = { [K in keyof typeof columns]: (typeof recipes.$inferSelect)[K] };

const sortColumns = {
  name: sql`lower(${recipes.name})`,
  recipe_id: recipes.recipeId,
  updated_at: recipes.updatedAt,
} as const;

/** `q` searches name, client-facing name and notes; `with_notes` keeps recipes that have notes. */
function where(query: RecipeNotesListQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.with_notes ? ne(recipes.notes, '') : undefined,
    pattern
      ? or(
          ilike(recipes.name, pattern),
          ilike(recipes.clientFacingName, pattern),
          ilike(recipes.notes, pattern),
        )
      : undefined,
  );
}

export async function findPage(db: Db, query: RecipeNotesListQuery) {
  const condition = where(query);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(recipes)
      .where(condition)
      .orderBy(...orderBy(sortColumns[query.sort_by ?? 'name'], query.sort_dir, recipes.recipeId))
      .limit(query.length)
      .offset(query.start),
    db.select({ total: count() }).from(recipes).where(condition),
  ]);
  return { rows: rows as RecipeNoteRow[], total: totals[0]?.total ?? 0 };
}

export async function findById(db: Db, recipeId: number): Promise<RecipeNoteRow | undefined> {
  const rows = await db.select(columns).from(recipes).where(eq(recipes.recipeId, recipeId));
  return rows[0];
}

export const { updateIfVersion } = versionedWrites(recipes, recipes.recipeId);
