import nodemailer from 'nodemailer';
import { MailError, type MailTransport } from './port.ts';

export interface SmtpOptions {
  /** smtp://user:password@host:587 or smtps://…:465 (SMTP_URL). */
  url: string;
  /** Gives up on a server that does not answer (20 s, like every outside call). */
  timeoutMs?: number;
}

/**
 * Sends through an SMTP server with nodemailer. A 5xx answer (a refused sender or recipient, a message too
 * large) is permanent; a 4xx answer, a time-out or a lost connection is worth another try.
 */
export function createSmtpMail(options: SmtpOptions): MailTransport {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const url = new URL(options.url);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    mode: 'live',
    async send(message) {
      try {
        await transport.sendMail({
          from: message.from,
          to: [...message.to],
          cc: [...message.cc],
          bcc: [...message.bcc],
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        });
        return 'sent';
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const reason =
          code !== undefined
            ? `the mail server answered ${code}`
            : (error as { code?: string }).code === 'ETIMEDOUT'
              ? `no answer in ${timeoutMs} ms`
              : 'no connection to the mail server';
        throw new MailError(reason, code !== undefined && code >= 500, { cause: error });
      }
    },
    close: () => transport.close(),
  };
}
