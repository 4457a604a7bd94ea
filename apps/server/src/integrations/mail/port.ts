/** A file sent with an e-mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One e-mail as Brigade sends it; addresses are checked before they get here. */
export interface MailMessage {
  from: string;
  to: readonly string[];
  cc: readonly string[];
  bcc: readonly string[];
  subject: string;
  text: string;
  html?: string | null | undefined;
  attachments?: readonly MailAttachment[];
}

/**
 * Where e-mail goes (ADR 057): `local` keeps it in the outbox only (nothing leaves Brigade); `smtp` hands it
 * to the configured SMTP server. The outbox row is written either way, by the mail module.
 */
export interface MailTransport {
  mode: 'local' | 'live';
  /** Resolves `sent` when the SMTP server accepted it, `kept` when there is none; rejects with MailError. */
  send(message: MailMessage): Promise<'sent' | 'kept'>;
  close?(): void;
}

/** A failed hand-over; `permanent` when retrying cannot help (the server refused the message or a recipient). */
export class MailError extends Error {
  override name = 'MailError';
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
