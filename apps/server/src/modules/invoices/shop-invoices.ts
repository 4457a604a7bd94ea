import { shopOrderInvoiceLines } from '@brigade/domain/invoices/invoice-lines';
import { messages } from '@brigade/domain/messages/catalogue';
import type { InvoiceSummary } from '@brigade/domain/schemas/invoices';
import { shopOrderPayload } from '@brigade/domain/shop/shop-order';
import { businessRule, conflict, notFound } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import type { ShopOrdersService } from '../shop/service.ts';
import * as repo from './repository.ts';
import type { InvoicesService } from './service.ts';

const CURRENCIES = ['CHF', 'EUR', 'USD'] as const;
const isCurrency = (value: string): value is (typeof CURRENCIES)[number] =>
  (CURRENCIES as readonly string[]).includes(value);

/**
 * Invoices of shop orders (the accounting service's "invoice from the shop order id"): a shop order imported for
 * a customer is invoiced once, its lines as the shop sold them; deleting it cancels the invoice with a credit
 * note (and deletes it at the accounting service, live).
 */
export function createShopInvoices(
  deps: CoreDeps & { invoices: InvoicesService; shop: Pick<ShopOrdersService, 'get'> },
) {
  const { db, invoices } = deps;
  return {
    async invoice(userId: number, shopOrderId: number): Promise<InvoiceSummary> {
      const order = await deps.shop.get(shopOrderId);
      if (order.customer_id === null) throw businessRule(messages.invoiceShopOrderNoCustomer);
      if (await repo.findShopOrderInvoice(db, shopOrderId)) throw conflict(messages.invoiceShopOrderExists);
      const payload = shopOrderPayload.safeParse(order.payload);
      const currency = (order.currency ?? 'CHF').toUpperCase();
      if (!payload.success || !isCurrency(currency)) throw businessRule(messages.invoiceShopOrderUnreadable);
      const lines = shopOrderInvoiceLines({ ...payload.data, name: order.name });
      if (lines.length === 0) throw businessRule(messages.invoiceShopOrderUnreadable);
      const [party] = (await repo.billingParties(db, [order.customer_id])).values();
      return invoices.makeInvoice(
        userId,
        {
          customerId: order.customer_id,
          title: `Shop order ${order.name}`,
          weekStart: null,
          specialProgrammeId: null,
          shopOrderId,
          currency,
          lines,
        },
        party!,
      );
    },

    /** Cancels the shop order's open invoice with a credit note; answers the credit note. */
    async cancel(userId: number, shopOrderId: number): Promise<InvoiceSummary> {
      const invoice = await repo.findShopOrderInvoice(db, shopOrderId);
      if (!invoice) throw notFound();
      return invoices.cancel(userId, invoice.invoiceId, invoice.version);
    },
  };
}

export type ShopInvoices = ReturnType<typeof createShopInvoices>;
