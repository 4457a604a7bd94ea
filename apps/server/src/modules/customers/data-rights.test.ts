import { messages } from '@brigade/domain/messages/catalogue';
import type { AuditList } from '@brigade/domain/schemas/audit';
import type { InvoiceDetail, InvoiceRunResult } from '@brigade/domain/schemas/invoices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { addresses, customerAllergens, customers } from '../../db/schema/customers.ts';
import { invoices } from '../../db/schema/money.ts';
import { insertHandWorkedDelivery, type HandWorkedDelivery } from '../logistics/test-delivery.ts';
import { MONDAY } from '../production/test-week.ts';

// A customer's data rights (ADR 082): their health reads audited, their whole export, their erasure.

let t: TestApp;
let admin: string;
let refused: [string, string][];
let week: HandWorkedDelivery;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  refused = await refusedRoles(t.app);
  week = await insertHandWorkedDelivery(t, admin);
});
afterAll(async () => {
  await t?.app.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function ok<T>(method: 'GET' | 'POST', url: string, payload?: object, status = 200): Promise<T> {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const newestAudit = async (query: string) => (await ok<AuditList>('GET', `/audit?${query}`)).items[0];

async function newCustomer(first: string, last: string) {
  const allergens = (await ok<{ items: { allergen_id: number }[] }>('GET', '/allergens?length=5')).items;
  return ok<{ customer_id: number; version: number }>(
    'POST',
    '/customers',
    {
      first_name: first,
      last_name: last,
      email: `${first}.${last}@example.ch`.toLowerCase(),
      phone_number: '079 123 45 67',
      dob: '1980-04-01',
      allergen_ids: [allergens[0]!.allergen_id],
      dislikes: ['fennel'],
      billing_address: { street: 'Seeweg 3', postcode: '8001', city: 'Zürich', name: `${first} ${last}` },
    },
    201,
  );
}

describe('reads of health data are audited', () => {
  it("records who read which customer's health data: the page, the list, the allergies overview", async () => {
    const id = week.ids.customer.a;
    await ok('GET', `/customers/${id}`);
    expect(await newestAudit('entity=customer_health')).toMatchObject({
      action: 'read',
      username: expect.any(String),
      entity_id: String(id),
      change: { via: 'customer', customer_ids: [id] },
    });
    const list = await ok<{ items: { customer_id: number }[] }>('GET', '/customers?length=5');
    const entry = await newestAudit('entity=customer_health&entity_id=list');
    expect(entry?.change).toEqual({
      via: 'customer list',
      customer_ids: list.items.map((c) => c.customer_id).sort((a, b) => a - b),
    });
    await ok('GET', '/customers/allergies?length=10');
    expect((await newestAudit('entity=customer_health&entity_id=allergies'))?.change).toMatchObject({
      via: 'allergies overview',
    });
    expect((await call('GET', `/customers/${id}/contact-card`)).statusCode).toBe(200);
    expect((await newestAudit(`entity=customer_health&entity_id=${id}`))?.change).toMatchObject({
      via: 'contact card',
    });
    expect((await call('GET', `/customers/${id}/summary`)).statusCode).toBe(200);
    expect((await newestAudit(`entity=customer_health&entity_id=${id}`))?.change).toEqual({
      via: 'customer summary',
      customer_ids: [id],
    });
  });
});

describe('GET /customers/:id/export', () => {
  it('holds the customer, addresses, health, orders and invoices, as JSON and as CSV sections; audited', async () => {
    const id = week.ids.customer.b;
    await ok<InvoiceRunResult>('POST', '/invoices/week', { week_start: MONDAY, customer_id: id }, 201);
    const doc = await ok<{ customer_id: number; tables: Record<string, Record<string, unknown>[]> }>(
      'GET',
      `/customers/${id}/export?format=json`,
    );
    expect(doc.customer_id).toBe(id);
    expect(doc.tables.customer?.[0]).toMatchObject({ customer_id: id, first_name: 'Ben' });
    expect(doc.tables.orders?.map((o) => o.order_id)).toContain(week.ids.order.b);
    expect(doc.tables.invoices).toHaveLength(1);
    expect(doc.tables.invoice_lines?.length).toBeGreaterThan(0);
    expect(Object.keys(doc.tables)).toEqual(expect.arrayContaining(['addresses', 'allergens_and_warnings']));
    const audit = await newestAudit(`entity=customer&entity_id=${id}`);
    expect(audit).toMatchObject({ action: 'export', change: { rows: { invoices: 1, customer: 1 } } });
    expect(JSON.stringify(audit?.change)).not.toContain('Ben');

    const csv = await call('GET', `/customers/${id}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="customer-\d+-.*\.csv"/);
    expect(csv.body).toContain('# customer,1 rows');
    expect(csv.body).toContain('# invoices,1 rows');
  });

  it('answers 404 for no such customer, 400 for a bad format, and refuses other roles', async () => {
    expect((await call('GET', '/customers/999999/export')).statusCode).toBe(404);
    expect((await call('GET', `/customers/${week.ids.customer.b}/export?format=xml`)).statusCode).toBe(400);
    for (const [role, cookie] of refused) {
      const response = await call('GET', `/customers/${week.ids.customer.b}/export`, undefined, cookie);
      expect(response.statusCode, role).toBe(403);
    }
  });
});

describe('POST /customers/:id/erase', () => {
  it('refuses a wrong confirmation (400), running orders (422) and other roles (403); nothing changes', async () => {
    const id = week.ids.customer.c;
    const wrong = await call('POST', `/customers/${id}/erase`, { confirm: 'Somebody Else' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ details: { confirm: messages.erasureNotConfirmed } });
    // The test clock stands in 2026: the week's 2031 orders are still to come.
    const running = await call('POST', `/customers/${id}/erase`, { confirm: String(id) });
    expect(running.statusCode).toBe(422);
    expect(running.json().error_message).toBe(messages.customerHasRunningOrders);
    for (const [role, cookie] of refused) {
      const response = await call('POST', `/customers/${id}/erase`, { confirm: String(id) }, cookie);
      expect(response.statusCode, role).toBe(403);
    }
    const [row] = await t.database.db.select().from(customers).where(eq(customers.customerId, id));
    expect(row?.firstName).toBe('Cleo');
  });

  it('removes personal and health data, keeps the invoice as issued, and refuses new orders', async () => {
    const made = await newCustomer('Greta', 'Gone');
    const id = made.customer_id;
    const b = week.ids.customer.b;
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.customerId, b));
    const before = await ok<InvoiceDetail>('GET', `/invoices/${invoice!.invoiceId}`);
    // In June 2031 the week's orders (March 2031) are past; a session of that day is needed then.
    t.clock.set('2031-06-02T08:00:00.000Z');
    admin = await loginAs(t.app, 'SUPER');
    try {
      const answer = await ok<{ deleted: Record<string, number> }>('POST', `/customers/${id}/erase`, {
        confirm: ' greta  gone ',
      });
      expect(answer.deleted.customer_allergens).toBe(1);
      await ok('POST', `/customers/${b}/erase`, { confirm: String(b) });
    } finally {
      t.clock.set('2026-03-02T08:00:00.000Z');
      admin = await loginAs(t.app, 'SUPER');
    }
    const page = await ok<Record<string, unknown>>('GET', `/customers/${id}`);
    expect(page).toMatchObject({
      first_name: 'Erased',
      last_name: 'customer',
      phone_number: '',
      dob: null,
      dislikes: [],
      allergens: [],
      active: false,
    });
    expect(String(page.email)).toMatch(/@erased\.invalid$/);
    const [address] = await t.database.db.select().from(addresses).where(eq(addresses.customerId, id));
    expect(address).toMatchObject({ street: '', name: '', postcode: '8001', city: 'Zürich' });
    expect(
      await t.database.db.select().from(customerAllergens).where(eq(customerAllergens.customerId, id)),
    ).toEqual([]);
    // The invoice keeps its number, dates, amount and the name and address printed on it.
    const after = await ok<InvoiceDetail>('GET', `/invoices/${invoice!.invoiceId}`);
    expect(after).toMatchObject({
      number: before.number,
      issued_on: before.issued_on,
      total: before.total,
      address: before.address,
    });
    expect(after.lines).toEqual(before.lines);

    const order = await call('POST', '/orders', { customer_id: id, type: 'LEAN', start_week: '2026_20' });
    expect(order.statusCode).toBe(422);
    expect(order.json().error_message).toBe(messages.customerErased);
    const again = await call('POST', `/customers/${id}/erase`, { confirm: String(id) });
    expect(again.statusCode).toBe(422);
  });

  it("audits the erasure without the erased data, and earlier entries forget the customer's data", async () => {
    const made = await newCustomer('Hugo', 'Hidden');
    const id = made.customer_id;
    await ok('POST', `/customers/${id}/erase`, { confirm: 'Hugo Hidden' });
    const log = (await ok<AuditList>('GET', `/audit?entity=customer&entity_id=${id}`)).items;
    expect(log.map((e) => e.action)).toEqual(['erase', 'create']);
    expect(log[0]?.change).toMatchObject({ deleted: { customer_allergens: 1 }, addresses_anonymised: 1 });
    expect(log[1]?.change).toEqual({ erased: true });
    const everything = JSON.stringify((await ok<AuditList>('GET', '/audit?length=100')).items);
    expect(everything).not.toContain('Hidden');
    expect(everything).not.toContain('1980-04-01');
  });
});
