import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { JOB_SCHEMA } from '../src/lib/job-queue.ts';

/**
 * Retries wait with backoff (seconds to minutes); a test moves every waiting retry of `name` to now instead of
 * waiting, as a clock tick would. Nothing else about the job changes.
 */
export async function dueNow(database: Database, name: string): Promise<void> {
  await database.db.execute(
    sql`UPDATE ${sql.identifier(JOB_SCHEMA)}.job SET start_after = now() WHERE name = ${name} AND state = 'retry'`,
  );
}

/** Polls `probe` until it returns a value other than undefined, or fails after `ms`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`nothing after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
