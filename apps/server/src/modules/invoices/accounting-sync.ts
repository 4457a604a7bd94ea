import type { InvoiceLineDraft } from '@brigade/domain/invoices/invoice-lines';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/money.ts';
import type { AccountingPosition } from '../../integrations/accounting/port.ts';
import type { AccountingCalls } from '../accounting/calls-service.ts';
import type { InvoiceDraft } from './drafts.ts';

/** An invoice's lines as the accounting service's positions: each line, and a discount code as its own line. */
export function accountingPositions(lines: readonly InvoiceLineDraft[]): AccountingPosition[] {
  return lines.flatMap((line) => [
    { text: line.text, quantity: line.quantity, unitPrice: line.unit_price },
    ...(line.discount !== 0
      ? [{ text: `Discount ${line.discount_code ?? ''}`.trim(), quantity: 1, unitPrice: -line.discount }]
      : []),
  ]);
}

/**
 * Invoices at the accounting service (ADR 069). Live: before an invoice is made here, the service is asked for
 * the customer's contact (not logged in: 409, nothing is made); once made here, it is made there under its
 * number and its id kept. If the service then refuses, the invoice stays here (its number used, no gap) and the
 * refusal is answered (repeating it is not built yet). Cancelling deletes it there. Local: nothing is called.
 */
export function createAccountingSync(
  accounting: Pick<AccountingCalls, 'ensureContact' | 'createInvoice' | 'deleteInvoice'> | undefined,
) {
  return {
    async ready(customerId: number): Promise<void> {
      await accounting?.ensureContact(customerId);
    },

    async push(db: Db, invoiceId: number, draft: InvoiceDraft): Promise<void> {
      if (!accounting || draft.creditsInvoiceId) return;
      const [row] = await db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
      if (!row || row.externalId) return;
      const made = await accounting.createInvoice({
        customerId: row.customerId,
        title: row.title,
        apiReference: row.number,
        positions: accountingPositions(draft.lines),
        currency: row.currency,
      });
      if (made)
        await db.update(invoices).set({ externalId: made.id }).where(eq(invoices.invoiceId, invoiceId));
    },

    async withdraw(externalId: string | null): Promise<void> {
      if (externalId) await accounting?.deleteInvoice(externalId);
    },
  };
}
