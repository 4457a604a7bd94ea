import { customerEditBody } from '@brigade/domain/customers/customer-edit';
import { CUSTOMER_NOTES_ERROR_MESSAGE } from '@brigade/domain/customers/customer-notes';
import { NO_COORDINATES_MESSAGE } from '@brigade/domain/customers/map-link';
import { messages } from '@brigade/domain/messages/catalogue';
import type { Customer } from '@brigade/domain/schemas/customers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { addresses, customerAllergens, customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';

let t: TestApp;
let admin: string;
let refused: [string, string][];
const base = '/api/v1/customers';
let gluten: number;
let peanuts: number;
let milk: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  refused = await refusedRoles(t.app);
  const list = (await get('/api/v1/allergens?length=100')).json().items as {
    allergen_id: number;
    name: string;
  }[];
  const id = (part: string) => list.find((a) => a.name.toLowerCase().includes(part))!.allergen_id;
  gluten = id('gluten');
  peanuts = id('peanut');
  milk = id('milk');
});
afterAll(async () => {
  await t.app.close();
});

function get(url: string, cookie = admin) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const billing = {
  name: 'Anna Muster',
  company: 'Muster AG',
  street: 'Bahnhofstrasse 10',
  co: 'Empfang',
  postcode: '8001',
  city: 'Zürich',
  email: 'billing@example.ch',
  instruction: 'Ring twice',
  latitude: 47.3717,
  longitude: 8.5391,
};
const delivery = {
  street: 'Seefeldstrasse 5',
  postcode: '8008',
  city: 'Zürich',
  latitude: 47.36,
  longitude: 8.55,
};

const valid = (first: string, last: string, extra: object = {}) => ({
  first_name: first,
  last_name: last,
  email: `${first}.${last}@example.ch`.toLowerCase(),
  phone_number: '079 123 45 67',
  billing_address: billing,
  ...extra,
});

interface Created {
  customer_id: number;
  version: number;
  [key: string]: unknown;
}
async function create(first: string, last: string, extra: object = {}): Promise<Created> {
  const response = await send('POST', base, valid(first, last, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Created;
}
const countCustomers = async () => (await t.database.db.select().from(customers)).length;
const countAddresses = async () => (await t.database.db.select().from(addresses)).length;

describe('POST /customers', () => {
  it('creates a customer with the defaults, both addresses marked, health and the derived fields', async () => {
    const c = await create('Anna', 'Muster', {
      dob: '15.04.1988',
      use_billing: false,
      delivery_address: delivery,
      allergen_ids: [gluten, peanuts],
      warning_ids: [milk],
      other_allergens: ['Kiwi', 'kiwi', ' Lupin '],
      dislikes: ['Coriander'],
      notes: ' {"text": "VIP"} ',
    });
    expect(c).toMatchObject({
      name: 'Anna Muster',
      phone_cc: '41',
      phone_number: '0791234567',
      phone_display: '+41 791234567',
      dob: '1988-04-15',
      use_billing: false,
      pick_up: false,
      delivery_option: 'DELIVERY',
      chat_pref: 'GROUP',
      newsletter: true,
      workshop_interest: true,
      cutlery: false,
      payment_method_default: 'STRIPE',
      prospective: false,
      active: true,
      other_allergens: ['Kiwi', 'Lupin'],
      dislikes: ['Coriander'],
      notes: '{"text": "VIP"}',
      notes_error: null,
      has_orders: false,
      version: 1,
    });
    expect([...(c.allergen_ids as number[])].sort()).toEqual([gluten, peanuts].sort());
    expect(c.warning_ids).toEqual([milk]);
    expect(c.billing_address).toMatchObject({
      street: 'Bahnhofstrasse 10',
      co: 'Empfang',
      is_delivery: false,
    });
    expect(c.delivery_address).toMatchObject({
      street: 'Seefeldstrasse 5',
      is_delivery: true,
      country_code: 'CH',
    });
    expect(c.addresses).toHaveLength(2);
    expect(c.map_link).toEqual({ url: 'https://www.google.com/maps/search/?api=1&query=47.36,8.55' });
  });

  it('gives the no-coordinates message instead of a map link without coordinates, and PICK_UP for a pick-up customer', async () => {
    const c = await create('Beat', 'Pickup', {
      billing_address: { street: 'Weg 1', postcode: '8400', city: 'Winterthur' },
      pick_up: true,
      pick_up_point_id: 1,
      chat_pref: 'whatsapp',
      payment_method_default: 'TWINT',
    });
    expect(c).toMatchObject({
      delivery_option: 'PICK_UP',
      pick_up_point_id: 1,
      chat_pref: 'WHATSAPP',
      payment_method_default: 'TWINT',
      map_link: { error: NO_COORDINATES_MESSAGE },
    });
  });

  it('refuses bad input with a clear message on the field, and writes nothing', async () => {
    const [before, beforeAddresses] = [await countCustomers(), await countAddresses()];
    const cases: [object, string, string][] = [
      [{ first_name: ' ' }, 'first_name', messages.firstNameRequired],
      [{ email: 'not-an-email' }, 'email', messages.emailInvalid],
      [{ phone_number: '079-123' }, 'phone_number', messages.phoneInvalid],
      [
        { billing_address: { ...billing, postcode: '800' } },
        'billing_address.postcode',
        messages.postcodeInvalid,
      ],
      [
        { billing_address: { ...billing, latitude: 91 } },
        'billing_address.latitude',
        messages.latitudeInvalid,
      ],
      [
        { billing_address: { ...billing, longitude: -181 } },
        'billing_address.longitude',
        messages.longitudeInvalid,
      ],
      [{ billing_address: null }, 'billing_address', messages.billingAddressRequired],
      [{ use_billing: false }, 'delivery_address', messages.deliveryAddressRequired],
      [{ pick_up: true }, 'pick_up_point_id', messages.pickUpPointRequired],
      [{ notes: '{not json' }, 'notes', messages.notesInvalidJson],
      [{ payment_method_default: 'BITCOIN' }, 'payment_method_default', messages.paymentMethodInvalid],
      [{ last_contacted: '2026-02-30' }, 'last_contacted', messages.lastContactedInvalid],
      [{ dob: '31.02.1990' }, 'dob', messages.birthdayInvalid],
      [{ dob: '2030-01-01' }, 'dob', messages.birthdayInvalid],
      [{ chat_pref: 'PIGEON' }, 'chat_pref', messages.chatPrefUnknown],
      [{ pick_up_point_id: 99999 }, 'pick_up_point_id', messages.pickUpPointUnknown],
      [{ allergen_ids: [99999] }, 'allergen_ids', messages.allergenUnknown],
      [{ warning_ids: [99999] }, 'warning_ids', messages.allergenUnknown],
    ];
    for (const [change, field, message] of cases) {
      const response = await send('POST', base, { ...valid('Bad', 'Input'), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().details?.[field], JSON.stringify(change)).toBe(message);
    }
    expect(await countCustomers()).toBe(before);
    expect(await countAddresses()).toBe(beforeAddresses);
  });

  it('accepts a foreign postcode outside CH and refuses other roles', async () => {
    const c = await create('Dora', 'Abroad', {
      billing_address: { street: 'Hauptstrasse 1', postcode: '78462', city: 'Konstanz', country_code: 'de' },
    });
    expect(c.billing_address).toMatchObject({ country_code: 'DE', postcode: '78462' });
    const before = await countCustomers();
    for (const [role, cookie] of refused) {
      expect((await send('POST', base, valid('No', 'Access'), cookie)).statusCode, role).toBe(403);
    }
    expect((await send('POST', base, valid('No', 'Access'), '')).statusCode).toBe(401);
    expect(await countCustomers()).toBe(before);
  });
});

describe('GET /customers/autocomplete', () => {
  it('finds up to 10 by first name, last name, "first last" and e-mail, case-insensitive', async () => {
    const anna = await create('Zora', 'Quellmatt');
    const find = async (q: string) =>
      (
        (await get(`${base}/autocomplete?q=${encodeURIComponent(q)}`)).json().results as {
          customer_id: number;
        }[]
      ).map((r) => r.customer_id);
    for (const q of ['zora', 'QUELLMATT', 'Zora Quell', 'zora.quellmatt@example']) {
      expect(await find(q), q).toContain(anna.customer_id);
    }
    const first = (await get(`${base}/autocomplete?q=quellmatt`)).json().results[0];
    expect(first).toEqual({
      customer_id: anna.customer_id,
      name: 'Zora Quellmatt',
      email: 'zora.quellmatt@example.ch',
    });
    for (let i = 0; i < 11; i++) await create(`Many${i}`, 'Autocompletus');
    expect(await find('autocompletus')).toHaveLength(10);
    expect(await find('')).toEqual([]);
    expect((await get(`${base}/autocomplete?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    for (const [role, cookie] of refused) {
      expect((await get(`${base}/autocomplete?q=zora`, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(`${base}/autocomplete?q=zora`, '')).statusCode).toBe(401);
  });
});

describe('GET /customers and /customers/export', () => {
  it('lists with phone display, postcode and city of the delivery place, allergies count; searches and filters', async () => {
    const a = await create('Listy', 'Searchington', {
      phone_number: '0441234567',
      allergen_ids: [gluten],
      other_allergens: ['Kiwi'],
    });
    const b = await create('Listo', 'Searchington', {
      use_billing: false,
      delivery_address: { street: 'Dorf 2', postcode: '3011', city: 'Bern' },
      active: false,
    });
    const list = (await get(`${base}?q=searchington&sort_by=first_name`)).json();
    expect(list.total).toBe(2);
    expect(list.items.map((i: { customer_id: number }) => i.customer_id)).toEqual([
      b.customer_id,
      a.customer_id,
    ]);
    expect(list.items[1]).toEqual({
      customer_id: a.customer_id,
      first_name: 'Listy',
      last_name: 'Searchington',
      name: 'Listy Searchington',
      email: 'listy.searchington@example.ch',
      phone: '+41 441234567',
      postcode: '8001',
      city: 'Zürich',
      delivery_option: 'BILLING',
      allergies: 2,
      active: true,
      updated_at: expect.any(String),
    });
    expect(list.items[0]).toMatchObject({
      postcode: '3011',
      city: 'Bern',
      delivery_option: 'DELIVERY',
      allergies: 0,
    });
    const ids = async (query: string) =>
      ((await get(`${base}?${query}`)).json().items as { customer_id: number }[]).map((i) => i.customer_id);
    expect(await ids('q=searchington&active=true')).toEqual([a.customer_id]);
    expect(await ids('q=searchington&active=false')).toEqual([b.customer_id]);
    expect(await ids('q=3011')).toContain(b.customer_id);
    expect(await ids('q=bern')).toContain(b.customer_id);
    expect(await ids('q=044 123 45')).toEqual([a.customer_id]);
    expect(await ids('q=Listy Search')).toEqual([a.customer_id]);
    expect(await ids('q=searchington&sort_by=allergies&sort_dir=desc')).toEqual([
      a.customer_id,
      b.customer_id,
    ]);

    const csv = await get(`${base}/export?q=searchington&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/customers-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'customer_id,first_name,last_name,email,phone,postcode,city,delivery_option,allergies,active,updated_at',
    );
    expect(lines).toHaveLength(4); // header, two rows, the final CRLF
    const xlsx = await get(`${base}/export?q=searchington&active=true&format=xlsx`);
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(2);
  });

  it('refuses a bad query, and other roles', async () => {
    const bad = await get(`${base}?length=101&sort_by=secret&active=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['active', 'length', 'sort_by']);
    expect((await get(`${base}/export?format=pdf`)).statusCode).toBe(400);
    for (const [role, cookie] of refused) {
      expect((await get(base, cookie)).statusCode, role).toBe(403);
      expect((await get(`${base}/export`, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(base, '')).statusCode).toBe(401);
  });
});

describe('GET /customers/:id and contact card', () => {
  it('returns the customer, 404 unknown, 400 bad id; a stored bad note loads with the notes-error message', async () => {
    const c = await create('Nora', 'Notes');
    expect((await get(`${base}/${c.customer_id}`)).json()).toMatchObject({
      name: 'Nora Notes',
      notes_error: null,
    });
    expect((await get(`${base}/999999`)).statusCode).toBe(404);
    expect((await get(`${base}/abc`)).statusCode).toBe(400);
    await t.database.db
      .update(customers)
      .set({ notes: '{broken' })
      .where(eq(customers.customerId, c.customer_id));
    const loaded = await get(`${base}/${c.customer_id}`);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toMatchObject({ notes: '{broken', notes_error: CUSTOMER_NOTES_ERROR_MESSAGE });
    for (const [role, cookie] of refused) {
      expect((await get(`${base}/${c.customer_id}`, cookie)).statusCode, role).toBe(403);
    }
  });

  it('downloads a vCard with name, e-mail, phone, billing address and birthday', async () => {
    const c = await create('Vera', 'Card', { dob: '1990-01-31' });
    const card = await get(`${base}/${c.customer_id}/contact-card`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toContain('text/vcard');
    expect(card.headers['content-disposition']).toBe('attachment; filename="vera-card.vcf"');
    expect(card.body).toContain('N:Card;Vera;;;\r\n');
    expect(card.body).toContain('EMAIL:vera.card@example.ch\r\n');
    expect(card.body).toContain('TEL:+41 791234567\r\n');
    expect(card.body).toContain('ADR:;;Bahnhofstrasse 10;Zürich;;8001;CH\r\n');
    expect(card.body).toContain('BDAY:1990-01-31\r\n');
    expect((await get(`${base}/999999/contact-card`)).statusCode).toBe(404);
    for (const [role, cookie] of refused) {
      expect((await get(`${base}/${c.customer_id}/contact-card`, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(`${base}/${c.customer_id}/contact-card`, '')).statusCode).toBe(401);
  });
});

describe('PUT /customers/:id', () => {
  /** The whole edit of a customer as read (ADR 084). */
  const edit = (c: Created) => customerEditBody(c as unknown as Customer);
  /** A new address, every field given. */
  const wholeDelivery = {
    ...delivery,
    name: '',
    phone: '',
    company: '',
    co: '',
    email: '',
    country_code: 'CH',
    zip_annex: '',
    instruction: '',
  };

  it('edits fields, addresses in place and health; the version goes up', async () => {
    const c = await create('Edit', 'Me', { allergen_ids: [gluten] });
    const billingId = (c.billing_address as { address_id: number }).address_id;
    const response = await send('PUT', `${base}/${c.customer_id}`, {
      ...edit(c),
      first_name: 'Edith',
      billing_address: { ...edit(c).billing_address!, street: 'Neugasse 3' },
      use_billing: false,
      delivery_address: wholeDelivery,
      allergen_ids: [milk],
      warning_ids: [gluten],
      dislikes: ['Olives'],
      cutlery: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json();
    expect(after).toMatchObject({
      first_name: 'Edith',
      version: 2,
      allergen_ids: [milk],
      warning_ids: [gluten],
      dislikes: ['Olives'],
      cutlery: true,
      delivery_option: 'DELIVERY',
    });
    expect(after.billing_address).toMatchObject({ address_id: billingId, street: 'Neugasse 3', version: 2 });
    expect(after.delivery_address).toMatchObject({ street: 'Seefeldstrasse 5', is_delivery: true });
    expect(after.addresses).toHaveLength(2);
  });

  it('refuses an edit that leaves a field out, changing nothing; an explicit null clears it', async () => {
    const c = await create('Whole', 'Edit', { dob: '1990-05-17', last_contacted: '2026-02-01' });
    const before = (await get(`${base}/${c.customer_id}`)).json();
    expect(before).toMatchObject({ dob: '1990-05-17', last_contacted: '2026-02-01' });
    const { last_contacted: _left, ...partial } = edit(c);
    const refused = await send('PUT', `${base}/${c.customer_id}`, partial);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details)).toEqual(['last_contacted']);
    const { instruction: _gone, ...address } = edit(c).billing_address!;
    const nested = await send('PUT', `${base}/${c.customer_id}`, { ...edit(c), billing_address: address });
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json().details)).toEqual(['billing_address.instruction']);
    expect((await get(`${base}/${c.customer_id}`)).json()).toEqual(before);
    const cleared = await send('PUT', `${base}/${c.customer_id}`, {
      ...edit(c),
      dob: null,
      last_contacted: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      dob: null,
      last_contacted: null,
      billing_address: { instruction: 'Ring twice' },
      version: 2,
    });
  });

  it('refuses a stale version (409), bad input (400) and an address of another customer, changing nothing', async () => {
    const c = await create('Stale', 'Version');
    const other = await create('Other', 'Person');
    const stale = await send('PUT', `${base}/${c.customer_id}`, {
      ...edit(c),
      first_name: 'Changed',
      version: 99,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    const bad = await send('PUT', `${base}/${c.customer_id}`, { ...edit(c), notes: 'plain text' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.notes).toBe(messages.notesInvalidJson);
    const foreign = await send('PUT', `${base}/${c.customer_id}`, {
      ...edit(c),
      billing_address: edit(other).billing_address,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details['billing_address.address_id']).toBe(messages.notFound);
    const missing = await send('PUT', `${base}/999999`, edit(c));
    expect(missing.statusCode).toBe(404);
    for (const [role, cookie] of refused) {
      const r = await send('PUT', `${base}/${c.customer_id}`, edit(c), cookie);
      expect(r.statusCode, role).toBe(403);
    }
    const now = (await get(`${base}/${c.customer_id}`)).json();
    expect(now).toMatchObject({ first_name: 'Stale', version: 1 });
    expect((await get(`${base}/${other.customer_id}`)).json().billing_address.street).toBe(
      'Bahnhofstrasse 10',
    );
  });
});

describe('DELETE /customers/:id', () => {
  it('deletes a customer without orders with their addresses and health rows', async () => {
    const c = await create('Gone', 'Soon', {
      allergen_ids: [gluten],
      use_billing: false,
      delivery_address: delivery,
    });
    expect((await send('DELETE', `${base}/${c.customer_id}?version=2`)).statusCode).toBe(409);
    const response = await send('DELETE', `${base}/${c.customer_id}?version=${c.version}`);
    expect(response.statusCode).toBe(204);
    expect((await get(`${base}/${c.customer_id}`)).statusCode).toBe(404);
    const db = t.database.db;
    expect(await db.select().from(addresses).where(eq(addresses.customerId, c.customer_id))).toEqual([]);
    expect(
      await db.select().from(customerAllergens).where(eq(customerAllergens.customerId, c.customer_id)),
    ).toEqual([]);
    expect((await send('DELETE', `${base}/${c.customer_id}?version=1`)).statusCode).toBe(404);
  });

  it('refuses a customer with orders (422, suggests inactive), a missing version, and other roles', async () => {
    const c = await create('Has', 'Orders');
    await t.database.db
      .insert(orders)
      .values({ customerId: c.customer_id, type: 'LEAN', startDate: '2026-03-02' });
    expect((await get(`${base}/${c.customer_id}`)).json().has_orders).toBe(true);
    const refusedDelete = await send('DELETE', `${base}/${c.customer_id}?version=${c.version}`);
    expect(refusedDelete.statusCode).toBe(422);
    expect(refusedDelete.json().error_message).toBe(messages.customerHasOrders);
    expect((await send('DELETE', `${base}/${c.customer_id}`)).statusCode).toBe(400);
    for (const [role, cookie] of refused) {
      expect(
        (await send('DELETE', `${base}/${c.customer_id}?version=1`, undefined, cookie)).statusCode,
        role,
      ).toBe(403);
    }
    expect((await send('DELETE', `${base}/${c.customer_id}?version=1`, undefined, '')).statusCode).toBe(401);
    expect((await get(`${base}/${c.customer_id}`)).statusCode).toBe(200);
  });
});

describe('GET /customers/allergies and export', () => {
  it('lists active customers with allergens, warnings, other allergens or dislikes; filters by allergen and q', async () => {
    const a = await create('Allie', 'Allergix', {
      allergen_ids: [peanuts],
      warning_ids: [milk],
      other_warnings: ['Soy'],
    });
    const d = await create('Dilly', 'Allergix', { dislikes: ['Fennel'], special_requirements: 'Low salt' });
    await create('Healthy', 'Allergix');
    await create('Inactive', 'Allergix', { allergen_ids: [peanuts], active: false });
    const response = await get(`${base}/allergies?q=allergix`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.total).toBe(2);
    expect(page.items.map((i: { customer_id: number }) => i.customer_id)).toEqual([
      a.customer_id,
      d.customer_id,
    ]);
    expect(page.items[0]).toMatchObject({
      name: 'Allie Allergix',
      allergens: [{ allergen_id: peanuts }],
      warnings: [{ allergen_id: milk }],
      other_warnings: ['Soy'],
      dislikes: [],
    });
    expect(page.items[1]).toMatchObject({
      dislikes: ['Fennel'],
      special_requirements: 'Low salt',
      allergens: [],
    });
    const byPeanut = (await get(`${base}/allergies?q=allergix&allergen_id=${peanuts}`)).json();
    expect(byPeanut.items.map((i: { customer_id: number }) => i.customer_id)).toEqual([a.customer_id]);
    const csv = await get(`${base}/allergies/export?q=allergix&format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'customer_id,name,allergens,warnings,other_allergens,other_warnings,dislikes,special_requirements',
    );
    expect(lines[1]).toContain('Allie Allergix');
    expect(lines[2]).toContain('Fennel,Low salt');
    expect((await get(`${base}/allergies?allergen_id=abc`)).statusCode).toBe(400);
    expect((await get(`${base}/allergies/export?format=doc`)).statusCode).toBe(400);
    for (const [role, cookie] of refused) {
      expect((await get(`${base}/allergies`, cookie)).statusCode, role).toBe(403);
      expect((await get(`${base}/allergies/export`, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(`${base}/allergies`, '')).statusCode).toBe(401);
  });
});
