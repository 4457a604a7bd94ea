import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { limiterCounts } from '../db/schema/system.ts';

export interface CounterState {
  hits: number;
  /** When the window ends, epoch ms. */
  resetAtMs: number;
}

/**
 * Fixed-window counters in PostgreSQL that every instance shares (ADR 083): a limiter counts the same way whichever
 * instance a request reaches. Times come from the caller (the app clock), so a window is the caller's to define.
 */
export function createSharedCounter(db: Db) {
  let lastPrune = 0;
  return {
    /** Adds `amount` to the key's window (a new window when none is open) and answers the window's state. */
    async add(key: string, amount: number, windowMs: number, nowMs: number): Promise<CounterState> {
      const resetAt = nowMs + windowMs;
      const [row] = await db
        .insert(limiterCounts)
        .values({ key, hits: amount, resetAt })
        .onConflictDoUpdate({
          target: limiterCounts.key,
          set: {
            hits: sql`CASE WHEN ${limiterCounts.resetAt} <= ${nowMs} THEN ${amount} ELSE ${limiterCounts.hits} + ${amount} END`,
            resetAt: sql`CASE WHEN ${limiterCounts.resetAt} <= ${nowMs} THEN ${resetAt} ELSE ${limiterCounts.resetAt} END`,
          },
        })
        .returning({ hits: limiterCounts.hits, resetAtMs: limiterCounts.resetAt });
      await this.prune(nowMs);
      return row ?? { hits: amount, resetAtMs: resetAt };
    },

    /** The key's open window, or undefined when none is open. */
    async read(key: string, nowMs: number): Promise<CounterState | undefined> {
      const [row] = await db
        .select({ hits: limiterCounts.hits, resetAtMs: limiterCounts.resetAt })
        .from(limiterCounts)
        .where(eq(limiterCounts.key, key));
      return row && row.resetAtMs > nowMs ? row : undefined;
    },

    async clear(key: string): Promise<void> {
      await db.delete(limiterCounts).where(eq(limiterCounts.key, key));
    },

    /** Ended windows are deleted now and then (at most once a minute), so a spray of keys leaves no rows behind. */
    async prune(nowMs: number): Promise<void> {
      if (nowMs - lastPrune < 60_000) return;
      lastPrune = nowMs;
      await db.delete(limiterCounts).where(lte(limiterCounts.resetAt, nowMs));
    },
  };
}

export type SharedCounter = ReturnType<typeof createSharedCounter>;
