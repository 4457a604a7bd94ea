import type { ChefIngredientNoteListQuery } from '@brigade/domain/schemas/chef-notes';
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chefIngredientNotes as notes } from '../../db/schema/kitchen.ts';
import { ingredients } from '../../db/schema/ingredients.ts';
import { containsPattern } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

const columns = {
  ingredientId: ingredients.ingredientId,
  name: ingredients.name,
  nameDe: ingredients.nameDe,
  notes: notes.notes,
  version: notes.version,
  updatedAt: notes.updatedAt,
};
/** An ingredient with its note; the note's columns are null when it has none. */
export interface NoteRow {
  ingredientId: number;
  name: string;
  nameDe: string;
  notes: string | null;
  version: number | null;
  updatedAt: Date | null;
}

function where(filter: Pick<ChefIngredientNoteListQuery, 'q' | 'with_notes'>): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const byName = pattern ? [ilike(ingredients.name, pattern), ilike(ingredients.nameDe, pattern)] : [];
  // With notes, q also finds the notes' text ("which ingredient said 'keep cold'?").
  const search = pattern
    ? or(...byName, filter.with_notes ? ilike(notes.notes, pattern) : undefined)
    : undefined;
  return and(filter.with_notes ? isNotNull(notes.ingredientId) : undefined, search);
}

/** A page of ingredients with their notes (the ingredients area's table, read only, joined to the notes). */
export async function findPage(db: Db, filter: ChefIngredientNoteListQuery) {
  const condition = where(filter);
  const dir = filter.sort_dir === 'desc' ? desc : asc;
  const byName =
    filter.sort_by === 'name_de'
      ? sql`lower(coalesce(nullif(${ingredients.nameDe}, ''), ${ingredients.name}))`
      : sql`lower(${ingredients.name})`;
  const order =
    filter.sort_by === 'updated_at'
      ? [sql`${notes.updatedAt} ${sql.raw(filter.sort_dir === 'desc' ? 'desc' : 'asc')} nulls last`]
      : [dir(byName)];
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(ingredients)
      .leftJoin(notes, eq(notes.ingredientId, ingredients.ingredientId))
      .where(condition)
      .orderBy(...order, dir(ingredients.ingredientId))
      .limit(filter.length)
      .offset(filter.start),
    db
      .select({ total: count() })
      .from(ingredients)
      .leftJoin(notes, eq(notes.ingredientId, ingredients.ingredientId))
      .where(condition),
  ]);
  return { rows: rows as NoteRow[], total: totals[0]?.total ?? 0 };
}

export async function findById(db: Db, ingredientId: number): Promise<NoteRow | undefined> {
  const rows = await db
    .select(columns)
    .from(ingredients)
    .leftJoin(notes, eq(notes.ingredientId, ingredients.ingredientId))
    .where(eq(ingredients.ingredientId, ingredientId));
  return rows[0] as NoteRow | undefined;
}

export async function insert(db: Db, values: typeof notes.$inferInsert) {
  return (await db.insert(notes).values(values).returning())[0]!;
}

export const { updateIfVersion, deleteIfVersion } = versionedWrites(notes, notes.ingredientId);
