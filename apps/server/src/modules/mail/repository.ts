import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxAttachments, outboxMessages } from '../../db/schema/integrations.ts';
import type { MailAttachment } from '../../integrations/mail/port.ts';

export type NewOutboxRow = typeof outboxMessages.$inferInsert;
export type OutboxRow = typeof outboxMessages.$inferSelect & { attachments: string[] };

const LIST_LIMIT = 200;

/** A message's columns and the names of its attachments (none: an empty list). */
const messageColumns = {
  ...getTableColumns(outboxMessages),
  attachments: sql<string[]>`coalesce((select json_agg(a.filename order by a.id) from ${outboxAttachments} a
    where a.message_id = ${outboxMessages.id}), '[]'::json)`,
};

/** A message and its attachments, written together by the caller's transaction. */
export async function insertMessage(
  db: Db,
  row: NewOutboxRow,
  attachments: readonly MailAttachment[] = [],
): Promise<OutboxRow> {
  const [inserted] = await db.insert(outboxMessages).values(row).returning();
  if (attachments.length > 0) {
    await db.insert(outboxAttachments).values(attachments.map((a) => ({ messageId: inserted!.id, ...a })));
  }
  return { ...inserted!, attachments: attachments.map((a) => a.filename) };
}

export async function findMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select(messageColumns).from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

/** The files of a message, in the order they were given. */
export async function findAttachments(db: Db, messageId: number): Promise<MailAttachment[]> {
  return db
    .select({
      filename: outboxAttachments.filename,
      contentType: outboxAttachments.contentType,
      content: outboxAttachments.content,
    })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.messageId, messageId))
    .orderBy(asc(outboxAttachments.id));
}

export async function updateMessage(
  db: Db,
  id: number,
  change: Pick<NewOutboxRow, 'status' | 'error' | 'sentAt'>,
): Promise<void> {
  await db.update(outboxMessages).set(change).where(eq(outboxMessages.id, id));
}

export async function listMessages(db: Db): Promise<OutboxRow[]> {
  return db.select(messageColumns).from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(LIST_LIMIT);
}
