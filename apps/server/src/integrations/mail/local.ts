import type { MailTransport } from './port.ts';

/** No SMTP server configured: every message stays in the outbox, where the developers' tools show it. */
export function createLocalMail(): MailTransport {
  return { mode: 'local', send: async () => 'kept' };
}
