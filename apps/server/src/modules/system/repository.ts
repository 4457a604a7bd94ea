import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appConfig } from '../../db/schema/system.ts';

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

export async function findConfigValue(db: Db, key: string): Promise<string | undefined> {
  const rows = await db.select({ value: appConfig.value }).from(appConfig).where(eq(appConfig.key, key));
  return rows[0]?.value;
}

export async function upsertConfigValue(db: Db, key: string, value: string, now: Date): Promise<void> {
  await db
    .insert(appConfig)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: appConfig.key, set: { value, updatedAt: now } });
}
