import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { RecipeNotesListQuery } from '@brigade/domain/schemas/recipe-notes';
import type { Db } from '../../db/client.ts';
import { recipes } from '../../db/schema/recipes.ts';
import { findPageOf, sortedWindow } from '../../lib/find-page.ts';
import { searchAny } from '../../lib/sql.ts';
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
  return and(
    query.with_notes ? ne(recipes.notes, '') : undefined,
    searchAny(query.q, recipes.name, recipes.clientFacingName, recipes.notes),
  );
}

export async function findPage(db: Db, query: RecipeNotesListQuery) {
  const { rows, total } = await findPageOf(
    db.select(columns).from(recipes).$dynamic(),
    db.select({ total: count() }).from(recipes).$dynamic(),
    { where: where(query), tieBreaker: recipes.recipeId, ...sortedWindow(query, sortColumns, 'name') },
  );
  return { rows: rows as RecipeNoteRow[], total };
}

export async function findById(db: Db, recipeId: number): Promise<RecipeNoteRow | undefined> {
  const rows = await db.select(columns).from(recipes).where(eq(recipes.recipeId, recipeId));
  return rows[0];
}

export const { updateIfVersion } = versionedWrites(recipes, recipes.recipeId);
