import { messages } from '@brigade/domain/messages/catalogue';
import type { InvoiceDetail, InvoiceSummary } from '@brigade/domain/schemas/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { customers } from '../../db/schema/customers.ts';
import { shopOrders } from '../../db/schema/integrations.ts';

let t: TestApp;
let admin: string;

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: admin } });

/** A shop order as the shop sent it, imported for a customer (or not). */
async function shopOrder(id: number, customerId: number | null, currency = 'CHF') {
  const payload = {
    id,
    name: `#${id}`,
    currency,
    total_price: '357.50',
    line_items: [
      { id: 1, title: 'LEAN week', variant_title: 'Flex', quantity: 1, price: '310.00' },
      { id: 2, title: 'Shot pack', quantity: 2, price: '19.75' },
    ],
  };
  await t.database.db.insert(shopOrders).values({
    shopOrderId: id,
    name: `#${id}`,
    payload,
    status: customerId ? 'imported' : 'pending',
    customerId,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
});
afterAll(async () => {
  await t?.app.close();
});

describe("a shop order's invoice (the accounting service's invoice from a shop order id)", () => {
  it('invoices an imported shop order once, its lines as sold and the shop total', async () => {
    const [customer] = await t.database.db
      .insert(customers)
      .values({ firstName: 'Sina', lastName: 'Shop', email: 'sina@example.ch' })
      .returning({ id: customers.customerId });
    await shopOrder(9_000_001, customer!.id, 'EUR');
    const made = await inject('POST', '/invoices/shop-orders/9000001');
    expect(made.statusCode, made.body).toBe(201);
    const invoice = made.json<InvoiceSummary>();
    expect(invoice).toMatchObject({
      total: 357.5,
      currency: 'EUR',
      customer_id: customer!.id,
      title: 'Shop order #9000001',
    });
    const detail = (await inject('GET', `/invoices/${invoice.invoice_id}`)).json<InvoiceDetail>();
    expect(detail.lines.map((l) => l.text)).toEqual([
      'LEAN week – Flex',
      'Shot pack',
      '#9000001 · shipping and discounts',
    ]);
    const again = await inject('POST', '/invoices/shop-orders/9000001');
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message).toBe(messages.invoiceShopOrderExists);

    const deleted = await inject('DELETE', '/invoices/shop-orders/9000001');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<InvoiceSummary>()).toMatchObject({ kind: 'CREDIT_NOTE', total: -357.5 });
    expect((await inject('DELETE', '/invoices/shop-orders/9000001')).statusCode).toBe(404);
  });

  it('refuses a shop order not imported for a customer, or unknown', async () => {
    await shopOrder(9_000_002, null);
    const refused = await inject('POST', '/invoices/shop-orders/9000002');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(messages.invoiceShopOrderNoCustomer);
    expect((await inject('POST', '/invoices/shop-orders/9000999')).statusCode).toBe(404);
  });
});
