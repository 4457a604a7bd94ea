import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrationStatus } from '../../db/schema/integrations.ts';

export type IntegrationStatusRow = typeof integrationStatus.$inferSelect;

export async function recordSuccess(db: Db, name: string, at: Date): Promise<void> {
  await db
    .insert(integrationStatus)
    .values({ name, lastSuccessAt: at })
    .onConflictDoUpdate({ target: integrationStatus.name, set: { lastSuccessAt: at } });
}

export async function recordFailure(db: Db, name: string, at: Date, message: string): Promise<void> {
  await db
    .insert(integrationStatus)
    .values({ name, lastFailureAt: at, lastFailure: message })
    .onConflictDoUpdate({ target: integrationStatus.name, set: { lastFailureAt: at, lastFailure: message } });
}

export async function listStatus(db: Db): Promise<IntegrationStatusRow[]> {
  return db.select().from(integrationStatus).orderBy(asc(integrationStatus.name));
}
