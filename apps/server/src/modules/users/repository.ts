import type { UserListQuery } from '@brigade/domain/schemas/users';
import { count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { findPage as findTablePage, sortedWindow } from '../../lib/find-page.ts';
import { anyRow, searchAny } from '../../lib/sql.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const sortColumns = {
  username: sql`lower(${users.username})`,
  email: sql`lower(${users.email})`,
  user_group: users.userGroup,
  user_category: users.userCategory,
  created_at: users.createdAt,
} as const;

/** One page of the list: `q` searches the username and e-mail. */
export async function findPage(db: Db, query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
  return findTablePage(db, users, {
    where: searchAny(query.q, users.username, users.email),
    tieBreaker: users.userId,
    ...sortedWindow(query, sortColumns, 'username'),
  });
}

export async function findById(db: Db, userId: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.userId, userId));
  return rows[0];
}

/** Login accepts a username or an e-mail, in any case; a username match wins over an e-mail match. */
export async function findByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const lowered = login.toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, lowered), eq(sql`lower(${users.email})`, lowered)))
    .orderBy(sql`(lower(${users.username}) = ${lowered}) desc`)
    .limit(1);
  return rows[0];
}

/** Whether a username or e-mail would collide with any existing username or e-mail. */
export async function existsByLoginName(db: Db, names: string[]): Promise<boolean> {
  const lowered = names.map((n) => n.toLowerCase());
  const conditions = lowered.flatMap((n) => [
    eq(sql`lower(${users.username})`, n),
    eq(sql`lower(${users.email})`, n),
  ]);
  return anyRow(db, users, or(...conditions));
}

export async function countAll(db: Db): Promise<number> {
  const rows = await db.select({ total: count() }).from(users);
  return rows[0]?.total ?? 0;
}

export async function insert(db: Db, row: NewUserRow): Promise<UserRow> {
  const rows = await db.insert(users).values(row).returning();
  return rows[0]!;
}

export async function deleteById(db: Db, userId: number): Promise<UserRow | undefined> {
  const rows = await db.delete(users).where(eq(users.userId, userId)).returning();
  return rows[0];
}

export async function updatePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ passwordHash, updatedAt: now, version: sql`${users.version} + 1` })
    .where(eq(users.userId, userId))
    .returning();
  return rows[0];
}
