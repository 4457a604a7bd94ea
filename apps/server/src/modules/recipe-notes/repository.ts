import { and, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
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

export interface RecipeNotesFilter {
  start: number;
  length: number;
  q?: string | undefined;
  withNotes: boolean;
  sortBy?: keyof typeof sortColumns | undefined;
  sortDir: 'asc' | 'desc';
}

function where(filter: Pick<RecipeNotesFilter, 'q' | 'withNotes'>): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    filter.withNotes ? ne(recipes.notes, '') : undefined,
    pattern
      ? or(
          ilike(recipes.name, pattern),
          ilike(recipes.clientFacingName, pattern),
          ilike(recipes.notes, pattern),
        )
      : undefined,
  );
}

export async function findPage(db: Db, filter: RecipeNotesFilter) {
  const condition = where(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(recipes)
      .where(condition)
      .orderBy(...orderBy(sortColumns[filter.sortBy ?? 'name'], filter.sortDir, recipes.recipeId))
      .limit(filter.length)
      .offset(filter.start),
    db.select({ total: count() }).from(recipes).where(condition),
  ]);
  return { rows: rows as RecipeNoteRow[], total: totals[0]?.total ?? 0 };
}

export async function findById(db: Db, recipeId: number): Promise<RecipeNoteRow | undefined> {
  const rows = await db.select(columns).from(recipes).where(eq(recipes.recipeId, recipeId));
  return rows[0];
}

export const { updateIfVersion } = versionedWrites(recipes, recipes.recipeId);
