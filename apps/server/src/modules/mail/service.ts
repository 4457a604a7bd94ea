import type { OutboxMessage } from '@brigade/domain/schemas/operations';
import type { Db } from '../../db/client.ts';
import { MailError, type MailAttachment, type MailTransport } from '../../integrations/mail/port.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobContext, JobQueue } from '../../lib/job-queue.ts';
import type { AuditService } from '../audit/service.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import { toOutboxMessage } from './mapping.ts';
import * as repo from './repository.ts';

export const SEND_MAIL_JOB = 'mail.send';
const RETRY_LIMIT = 4;

/** What a module hands the e-mail port: `kind` says who sent it ('kitchen', 'logistics', 'invoice' …). */
export interface OutgoingMail {
  kind: string;
  to: readonly string[];
  cc?: readonly string[];
  bcc?: readonly string[];
  subject: string;
  text: string;
  html?: string | undefined;
  /** Files sent with it, kept in the outbox with the message. */
  attachments?: readonly MailAttachment[];
}

interface Deps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  queue: JobQueue;
  transport: MailTransport;
  from: string;
  integrations: IntegrationsService;
}

/**
 * The e-mail port (ADR 057): every message is written to the outbox first, then a job hands it to the
 * transport, so a message survives a restart, a slow mail server is retried with backoff, and the outbox shows
 * what was sent, kept or failed. Other modules send through `send`.
 */
export function createMailService(deps: Deps) {
  const { db, clock, queue, transport } = deps;

  /**
   * Hands one outbox message to the transport. A refusal that a retry cannot mend (a 5xx answer) ends it as
   * failed at once; any other failure is retried with backoff, and after the last try the job waits among the
   * dead letters, where a person can retry it.
   */
  async function deliver({ id }: { id: number }, job: JobContext): Promise<Record<string, unknown>> {
    const row = await repo.findMessage(db, id);
    if (!row || row.status === 'sent' || row.status === 'kept') return { id, skipped: true };
    try {
      const attachments = row.attachments.length > 0 ? await repo.findAttachments(db, id) : [];
      const status = await transport.send({ ...row, from: deps.from, attachments });
      await repo.updateMessage(db, id, { status, error: null, sentAt: clock() });
      if (transport.mode === 'live') await deps.integrations.succeeded('mail');
      return { id, status };
    } catch (error) {
      const message = `Unable to send e-mail. ${error instanceof Error ? error.message : String(error)}`;
      await deps.integrations.failed('mail', message);
      const permanent = error instanceof MailError && error.permanent;
      const final = permanent || job.retryCount >= job.retryLimit;
      await repo.updateMessage(db, id, { status: final ? 'failed' : 'queued', error: message, sentAt: null });
      if (permanent) return { id, status: 'failed' };
      throw new Error(message, { cause: error });
    }
  }

  queue.define<{ id: number }>({
    name: SEND_MAIL_JOB,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 30,
    handler: deliver,
  });

  return {
    mode: transport.mode,

    async send(actorId: number | null, mail: OutgoingMail): Promise<OutboxMessage> {
      const row = await db.transaction((tx) =>
        repo.insertMessage(
          tx,
          {
            kind: mail.kind,
            to: [...mail.to],
            cc: [...(mail.cc ?? [])],
            bcc: [...(mail.bcc ?? [])],
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? null,
            createdAt: clock(),
          },
          mail.attachments,
        ),
      );
      await deps.audit.record({
        userId: actorId,
        action: 'send',
        entity: 'email',
        entityId: row.id,
        change: {
          kind: mail.kind,
          to: mail.to,
          subject: mail.subject,
          attachments: row.attachments,
        },
      });
      await queue.send(SEND_MAIL_JOB, { id: row.id }, { key: `outbox-${row.id}` });
      return toOutboxMessage(row);
    },

    async outbox(): Promise<OutboxMessage[]> {
      return (await repo.listMessages(db)).map(toOutboxMessage);
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
