import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/integrations.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

const LIST_LIMIT = 200;

export async function insertMessage(db: Db, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(outboxMessages).values(row).returning();
  return inserted!;
}

export async function findMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

export async function updateMessage(
  db: Db,
  id: number,
  change: Pick<NewOutboxRow, 'status' | 'error' | 'sentAt'>,
): Promise<void> {
  await db.update(outboxMessages).set(change).where(eq(outboxMessages.id, id));
}

export async function listMessages(db: Db): Promise<OutboxRow[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(LIST_LIMIT);
}
