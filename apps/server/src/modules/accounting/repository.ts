import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountingConnection, accountingContacts, accountingOauthStates } from '../../db/schema/money.ts';
import { users } from '../../db/schema/users.ts';

/** The one connection's row: id 1 (the table holds at most one). */
const ONE = 1;

export type ConnectionRow = typeof accountingConnection.$inferSelect & { connectedByName: string | null };
type Tokens = Pick<ConnectionRow, 'accessToken' | 'refreshToken' | 'expiresAt' | 'organisation'>;

/** The connection with the username of who made it; undefined when there is none. */
export async function findConnection(db: Db): Promise<ConnectionRow | undefined> {
  const rows = await db
    .select({ connection: accountingConnection, connectedByName: users.username })
    .from(accountingConnection)
    .leftJoin(users, eq(users.userId, accountingConnection.connectedBy))
    .where(eq(accountingConnection.id, ONE));
  const row = rows[0];
  return row ? { ...row.connection, connectedByName: row.connectedByName } : undefined;
}

/** A new connection replaces any before it. */
export async function saveConnection(db: Db, values: Tokens & { connectedBy: number; connectedAt: Date }) {
  await db
    .insert(accountingConnection)
    .values({ id: ONE, ...values })
    .onConflictDoUpdate({ target: accountingConnection.id, set: values });
}

/**
 * Renewed tokens, written only over the access token they renew: another instance that renewed first wins,
 * and its rotated refresh token is never overwritten by an older one. Answers whether the row was written.
 */
export async function replaceTokens(db: Db, renewed: string, tokens: Tokens): Promise<boolean> {
  const rows = await db
    .update(accountingConnection)
    .set(tokens)
    .where(and(eq(accountingConnection.id, ONE), eq(accountingConnection.accessToken, renewed)))
    .returning({ id: accountingConnection.id });
  return rows.length > 0;
}

/** Deletes the connection (only the one holding `accessToken`, when given); answers whether there was one. */
export async function deleteConnection(db: Db, accessToken?: string): Promise<boolean> {
  const rows = await db
    .delete(accountingConnection)
    .where(
      accessToken === undefined
        ? eq(accountingConnection.id, ONE)
        : and(eq(accountingConnection.id, ONE), eq(accountingConnection.accessToken, accessToken)),
    )
    .returning({ id: accountingConnection.id });
  return rows.length > 0;
}

export async function insertState(db: Db, state: string, userId: number, createdAt: Date): Promise<void> {
  await db.insert(accountingOauthStates).values({ state, userId, createdAt });
}

export async function findState(db: Db, state: string) {
  const rows = await db.select().from(accountingOauthStates).where(eq(accountingOauthStates.state, state));
  return rows[0];
}

/**
 * Uses a state up: deletes it when it is the user's and was handed out after `since`. Only one caller can
 * delete it, so a state completes one login even when two callbacks race. Answers whether it was taken.
 */
export async function takeState(db: Db, state: string, userId: number, since: Date): Promise<boolean> {
  const rows = await db
    .delete(accountingOauthStates)
    .where(
      and(
        eq(accountingOauthStates.state, state),
        eq(accountingOauthStates.userId, userId),
        gt(accountingOauthStates.createdAt, since),
      ),
    )
    .returning({ state: accountingOauthStates.state });
  return rows.length > 0;
}

/** Forgets the states handed out before `before` (they can no longer be used). */
export async function deleteStatesBefore(db: Db, before: Date): Promise<void> {
  await db.delete(accountingOauthStates).where(lt(accountingOauthStates.createdAt, before));
}

export async function findContactId(db: Db, customerId: number): Promise<string | undefined> {
  const rows = await db
    .select({ contactId: accountingContacts.contactId })
    .from(accountingContacts)
    .where(eq(accountingContacts.customerId, customerId));
  return rows[0]?.contactId;
}

/** Keeps a customer's contact; a contact kept meanwhile wins (answers the one kept). */
export async function keepContactId(db: Db, customerId: number, contactId: string): Promise<string> {
  await db.insert(accountingContacts).values({ customerId, contactId }).onConflictDoNothing();
  return (await findContactId(db, customerId)) ?? contactId;
}
