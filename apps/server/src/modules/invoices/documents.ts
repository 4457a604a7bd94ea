import type { LabelLanguage } from '@brigade/domain/labels/label-texts';
import { messages } from '@brigade/domain/messages/catalogue';
import type { InvoiceDetail, InvoiceSummary, InvoiceWeekRequest } from '@brigade/domain/schemas/invoices';
import { formatAmount, formatReference } from 'swissqrbill/utils';
import type { InvoiceConfig } from '../../config-invoices.ts';
import { businessRule, conflict } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { CoreDeps } from '../../lib/module.ts';
import type { MailService } from '../mail/service.ts';
import { invoicePdf } from './invoice-pdf.ts';
import * as repo from './repository.ts';
import type { InvoicesService } from './service.ts';

const WEEK_JOB = 'invoices.week';

const MAIL_TEXTS = {
  en: {
    subject: (n: string) => `Your invoice ${n} from Brigade`,
    hello: (name: string) => `Hello ${name}`,
    body: 'Thank you for eating with us. Here is your invoice:',
    total: 'Total',
    due: 'Payable by',
    pay: 'Please pay by bank transfer to',
    reference: 'Reference',
    attached: 'The invoice with its QR-bill payment slip is attached as a PDF.',
    file: (n: string) => `invoice-${n}.pdf`,
  },
  de: {
    subject: (n: string) => `Ihre Rechnung ${n} von Brigade`,
    hello: (name: string) => `Hallo ${name}`,
    body: 'Danke, dass Sie bei uns essen. Hier ist Ihre Rechnung:',
    total: 'Total',
    due: 'Zahlbar bis',
    pay: 'Bitte überweisen Sie auf',
    reference: 'Referenz',
    attached: 'Die Rechnung mit dem QR-Einzahlungsschein ist als PDF angehängt.',
    file: (n: string) => `rechnung-${n}.pdf`,
  },
};

/** The invoice as an e-mail's text: its lines, total, due date and how to pay. */
function mailText(invoice: InvoiceDetail, settings: InvoiceConfig, language: LabelLanguage): string {
  const t = MAIL_TEXTS[language];
  const c = settings.creditor;
  return [
    `${t.hello(invoice.address.name)},`,
    '',
    t.body,
    '',
    ...invoice.lines.map((l) => `- ${l.text}: ${invoice.currency} ${formatAmount(l.amount)}`),
    '',
    `${t.total}: ${invoice.currency} ${formatAmount(invoice.total)}`,
    `${t.due}: ${invoice.due_on}`,
    `${t.pay} ${c.name}, ${c.street}, ${c.postcode} ${c.city}, IBAN ${c.iban}`,
    `${t.reference}: ${formatReference(invoice.reference)}`,
    '',
    t.attached,
    '',
    c.name,
  ].join('\n');
}

/** An invoice's documents: its PDF, the e-mail that sends it, and the job that invoices a whole week. */
export function createInvoiceDocuments(
  deps: CoreDeps & {
    invoices: InvoicesService;
    settings: InvoiceConfig;
    mail: Pick<MailService, 'send'>;
    queue: JobQueue;
  },
) {
  const { db, clock, audit, invoices, settings, queue } = deps;

  queue.define<{ userId: number; request: InvoiceWeekRequest }>({
    name: WEEK_JOB,
    retryLimit: 0,
    handler: async ({ userId, request }, context) => {
      const result = await invoices.invoiceWeek(userId, request, (done, total) =>
        context.progress(done, total),
      );
      await context.progress(result.created.length, result.created.length, 'ready');
      return { created: result.created.length, skipped: result.skipped.length };
    },
  });

  return {
    /** Queues the invoicing of a whole week; answers the job id to follow. */
    async startWeek(userId: number, request: InvoiceWeekRequest) {
      return { job_id: (await queue.send(WEEK_JOB, { userId, request }))! };
    },

    async pdf(invoiceId: number, language: LabelLanguage) {
      const invoice = await invoices.get(invoiceId);
      return { number: invoice.number, bytes: await invoicePdf(invoice, settings, language) };
    },

    /** Sends an open invoice to the customer's e-mail address through the e-mail port, and records when. */
    async send(
      userId: number,
      invoiceId: number,
      version: number,
      language: LabelLanguage,
    ): Promise<InvoiceSummary> {
      const invoice = await invoices.get(invoiceId);
      if (invoice.status !== 'OPEN' || invoice.kind !== 'INVOICE')
        throw businessRule(messages.invoiceNotOpen);
      if (!invoice.email) throw businessRule(messages.invoiceNoEmail);
      // The PDF is made before anything is recorded: a failure leaves the invoice unsent.
      const pdf = await invoicePdf(invoice, settings, language);
      await db.transaction(async (tx) => {
        if (!(await repo.updateInvoice(tx, invoiceId, version, { sentAt: clock() })))
          throw conflict(messages.staleVersion);
        await audit.record(
          { userId, action: 'send', entity: 'invoice', entityId: invoiceId, change: { to: invoice.email } },
          tx,
        );
      });
      await deps.mail.send(userId, {
        kind: 'invoice',
        to: [invoice.email],
        subject: MAIL_TEXTS[language].subject(invoice.number),
        text: mailText(invoice, settings, language),
        attachments: [
          {
            filename: MAIL_TEXTS[language].file(invoice.number),
            contentType: 'application/pdf',
            content: pdf,
          },
        ],
      });
      return invoices.summary(invoiceId);
    },
  };
}

export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>;
