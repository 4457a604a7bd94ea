import type { OutboxMessage } from '@brigade/domain/schemas/operations';
import type { OutboxRow } from './repository.ts';

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments,
    status: row.status as OutboxMessage['status'],
    error: row.error,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
