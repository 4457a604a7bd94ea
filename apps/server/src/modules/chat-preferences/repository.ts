import type { ChatPreferenceListQuery } from '@brigade/domain/schemas/chat-preferences';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatPreferences } from '../../db/schema/controls.ts';
import { findPage as findTablePage } from '../../lib/find-page.ts';
import { anyRow, searchAny } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type ChatPreferenceRow = typeof chatPreferences.$inferSelect;

const sortColumns = {
  code: chatPreferences.code,
  name: sql`lower(${chatPreferences.name})`,
  name_de: sql`lower(${chatPreferences.nameDe})`,
  is_default: chatPreferences.isDefault,
  updated_at: chatPreferences.updatedAt,
} as const;

/** One page of the list: `q` searches the code and both names. */
export async function findPage(db: Db, query: ChatPreferenceListQuery) {
  // Unsorted, the default comes first, then by code: the order a customer form offers them in.
  const sort = query.sort_by
    ? {
        sort: sortColumns[query.sort_by],
        sortDir: query.sort_dir,
        tieBreaker: chatPreferences.chatPreferenceId,
      }
    : {
        sort: sql`not ${chatPreferences.isDefault}`,
        sortDir: 'asc' as const,
        tieBreaker: chatPreferences.code,
      };
  return findTablePage(db, chatPreferences, {
    where: searchAny(query.q, chatPreferences.code, chatPreferences.name, chatPreferences.nameDe),
    ...sort,
    start: query.start,
    length: query.length,
  });
}

export async function findById(db: Db, id: number): Promise<ChatPreferenceRow | undefined> {
  const rows = await db.select().from(chatPreferences).where(eq(chatPreferences.chatPreferenceId, id));
  return rows[0];
}

export async function existsByCode(db: Db, code: string): Promise<boolean> {
  return anyRow(db, chatPreferences, eq(chatPreferences.code, code));
}

/** Clears the default flag of every other preference (before one becomes the default). */
export async function clearDefaultExcept(db: Db, id: number | null, now: Date): Promise<void> {
  await db
    .update(chatPreferences)
    .set({ isDefault: false, updatedAt: now, version: sql`${chatPreferences.version} + 1` })
    .where(
      and(
        eq(chatPreferences.isDefault, true),
        id === null ? undefined : ne(chatPreferences.chatPreferenceId, id),
      ),
    );
}

export interface ChatPreferenceValues {
  name: string;
  nameDe: string;
  isDefault: boolean;
  now: Date;
}

export async function insert(
  db: Db,
  values: ChatPreferenceValues & { code: string },
): Promise<ChatPreferenceRow> {
  const { now, ...rest } = values;
  const rows = await db
    .insert(chatPreferences)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Update or delete only while the stored version is the one read; undefined means stale or gone. */
export const { updateIfVersion, deleteIfVersion } = versionedWrites(
  chatPreferences,
  chatPreferences.chatPreferenceId,
);
