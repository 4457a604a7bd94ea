import type { Database } from '../db/client.ts';
import { notify } from '../db/client.ts';

/** A live session as the access check needs it: whose it is and until when it may be used. */
export interface CachedSessionRow {
  sessionId: string;
  userId: number;
}

const CHANNEL = 'brigade_sessions';

/**
 * A short-lived cache of live sessions (issue 22, ADR 079): every authenticated request read its session and user
 * from the database; now a session read in the last `ttlMs` is taken from memory. Anything that ends sessions or
 * changes what a session may do (logout, a password change, a deleted user) calls `revoked()` once its transaction
 * has committed: this instance drops its whole cache at once, and on PostgreSQL a NOTIFY tells every other
 * instance to do the same. A read that started before a revocation is not cached (the `epoch` check), so a
 * revoked session cannot come back from a read that raced it. Notifications sent while the LISTEN connection was
 * reconnecting are lost, so the cache is dropped once it listens again.
 */
export function createSessionCache<Row extends CachedSessionRow>(options: {
  ttlMs: number;
  maxEntries?: number;
}) {
  const { ttlMs } = options;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { row: Row; until: number }>();
  let epoch = 0;

  const clear = () => {
    epoch += 1;
    entries.clear();
  };

  return {
    /** The cached row of a live session, or undefined (not cached, expired, or another user's id). */
    get(sessionId: string, userId: number, nowMs: number): Row | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until <= nowMs || entry.row.userId !== userId) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.row;
    },

    /** Taken before reading a session from the database; `put` needs it. */
    readStarted(): number {
      return epoch;
    },

    /** Keeps a session read at `startedAt` until the cache lifetime or the session's own end, whichever is first. */
    put(row: Row, startedAt: number, nowMs: number, expiresAtMs: number): void {
      if (ttlMs <= 0 || startedAt !== epoch) return;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(row.sessionId, { row, until: Math.min(nowMs + ttlMs, expiresAtMs) });
    },

    /** Sessions ended or changed on this instance (after the commit): drop the cache here and on every other one. */
    async revoked(database: Pick<Database, 'db' | 'listen'>): Promise<void> {
      clear();
      if (database.listen) await notify(database.db, CHANNEL, 'revoked');
    },

    /** Listens for other instances' revocations (PostgreSQL); resolves to the function that stops listening. */
    async listen(database: Pick<Database, 'listen'>): Promise<() => Promise<void>> {
      const stop = await database.listen?.(CHANNEL, clear, clear);
      return stop ?? (async () => undefined);
    },

    /** @public For tests: how many sessions are held. */
    get size(): number {
      return entries.size;
    },
  };
}

export type SessionCache<Row extends CachedSessionRow = CachedSessionRow> = ReturnType<
  typeof createSessionCache<Row>
>;
