import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { insertCustomer } from './test-customers.ts';

let t: TestApp;
let admin: string;
let refused: [string, string][];
const base = '/api/v1/special-programmes';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  refused = await refusedRoles(t.app);
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

interface Programme {
  special_programme_id: number;
  version: number;
}
const create = async (name: string, price_chf = 20) => {
  const response = await send('POST', base, {
    name,
    description: 'Lunch for the office',
    start_date: '2026-12-07',
    price_chf,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Programme;
};
const detail = async (id: number) => (await get(`${base}/${id}`)).json();
const entryOf = async (id: number, customerId: number) =>
  ((await detail(id)).customers as { customer_id: number; version: number }[]).find(
    (c) => c.customer_id === customerId,
  );
const addCustomer = async (id: number, customerId: number) => {
  const response = await send('POST', `${base}/${id}/customers`, { customer_id: customerId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { version: number };
};

describe('POST /special-programmes', () => {
  it('creates a programme with its fields and a price per order', async () => {
    const response = await send('POST', base, {
      name: '  Kantonsspital ',
      start_date: '2026-12-07',
      price_chf: '18.50',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Kantonsspital',
      description: null,
      start_date: '2026-12-07',
      price_chf: 18.5,
      customer_count: 0,
      order_count: 0,
      value: 0,
      version: 1,
    });
  });

  it('refuses a missing name and start date with their messages, and creates nothing', async () => {
    const before = (await get(`${base}?length=100`)).json().total;
    const empty = await send('POST', base, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual({
      name: messages.specialProgrammeNameRequired,
      start_date: messages.specialProgrammeStartRequired,
    });
    const invalid = await send('POST', base, { name: 'Bad date', start_date: '07.12.2026' });
    expect(invalid.json().details).toEqual({ start_date: messages.specialProgrammeStartInvalid });
    const price = await send('POST', base, { name: 'Bad price', start_date: '2026-12-07', price_chf: -1 });
    expect(price.json().details).toEqual({ price_chf: messages.priceInvalid });
    expect((await get(base)).json().total).toBe(before);
  });

  it('refuses other roles', async () => {
    for (const [role, cookie] of refused) {
      const response = await send(
        'POST',
        base,
        { name: `Refused ${role}`, start_date: '2026-12-07' },
        cookie,
      );
      expect(response.statusCode, role).toBe(403);
    }
    expect((await send('POST', base, { name: 'No session', start_date: '2026-12-07' }, '')).statusCode).toBe(
      401,
    );
    expect((await get(`${base}?q=refused`)).json().total).toBe(0);
  });
});

describe('GET /special-programmes and /:id', () => {
  it('lists with totals, searches, pages; one programme has its customers and groups', async () => {
    const p = await create('Totals AG', 15);
    const a = await insertCustomer(t.database.db, { lastName: 'Aebi' });
    const b = await insertCustomer(t.database.db, { lastName: 'Brunner' });
    const entryA = await addCustomer(p.special_programme_id, a.customer_id);
    await addCustomer(p.special_programme_id, b.customer_id);
    const url = (c: number) => `${base}/${p.special_programme_id}/customers/${c}`;
    await send('PUT', `${url(a.customer_id)}/order-count`, { order_count: 4, version: entryA.version });
    const b1 = (await entryOf(p.special_programme_id, b.customer_id))!;
    const b2 = (
      await send('PUT', `${url(b.customer_id)}/order-count`, { order_count: 2, version: b1.version })
    ).json();
    await send('PUT', `${url(b.customer_id)}/value`, { price_override: 9.95, version: b2.version });

    const list = (await get(`${base}?q=totals`)).json();
    expect(list).toEqual({
      items: [expect.objectContaining({ name: 'Totals AG', customer_count: 2, order_count: 6, value: 79.9 })],
      total: 1,
    });
    const one = await detail(p.special_programme_id);
    expect(one).toMatchObject({
      name: 'Totals AG',
      customer_count: 2,
      order_count: 6,
      value: 79.9,
      delivery_groups: [],
    });
    expect(one.customers.map((c: { last_name: string; value: number }) => [c.last_name, c.value])).toEqual([
      ['Aebi', 60],
      ['Brunner', 19.9],
    ]);
    expect((await get(`${base}?q=lunch for the&length=1`)).json().items).toHaveLength(1);
    expect((await get(`${base}?sort_by=start_date&sort_dir=desc`)).statusCode).toBe(200);
  });

  it('refuses a bad query, an unknown id, and other roles', async () => {
    const bad = await get(`${base}?length=101&sort_by=value`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['length', 'sort_by']);
    expect((await get(`${base}/999999`)).statusCode).toBe(404);
    expect((await get(`${base}/abc`)).statusCode).toBe(400);
    for (const [role, cookie] of refused) {
      expect((await get(base, cookie)).statusCode, role).toBe(403);
      expect((await get(`${base}/1`, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(base, '')).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /special-programmes/:id', () => {
  it('edits with the current version; stale 409 and bad input change nothing', async () => {
    const p = await create('Edit me');
    const url = `${base}/${p.special_programme_id}`;
    const edit = { name: 'Edited', description: 'New text', start_date: '2027-01-04', price_chf: 22 };
    const ok = await send('PUT', url, { ...edit, version: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ...edit, version: 2 });
    const stale = await send('PUT', url, { ...edit, name: 'Lost', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    const bad = await send('PUT', url, { ...edit, name: '', version: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ name: messages.specialProgrammeNameRequired });
    expect(await detail(p.special_programme_id)).toMatchObject({ name: 'Edited', version: 2 });
    expect((await send('PUT', `${base}/999999`, { ...edit, version: 1 })).statusCode).toBe(404);
    for (const [role, cookie] of refused) {
      expect((await send('PUT', url, { ...edit, name: 'Hacked', version: 2 }, cookie)).statusCode, role).toBe(
        403,
      );
    }
    expect((await detail(p.special_programme_id)).name).toBe('Edited');
  });

  it('deletes with the current version (entries and groups go with it); 409 stale, 404 gone', async () => {
    const p = await create('Delete me');
    const c = await insertCustomer(t.database.db);
    await addCustomer(p.special_programme_id, c.customer_id);
    const url = `${base}/${p.special_programme_id}`;
    for (const [role, cookie] of refused) {
      expect((await send('DELETE', `${url}?version=1`, undefined, cookie)).statusCode, role).toBe(403);
    }
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(409);
    expect((await send('DELETE', url)).statusCode).toBe(400);
    expect((await get(url)).statusCode).toBe(200);
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(404);
  });
});

describe('customers on a programme', () => {
  it('adds a customer with the defaults; again is 409; force_reset puts them back to the defaults', async () => {
    const p = await create('Add customers');
    const c = await insertCustomer(t.database.db);
    const url = `${base}/${p.special_programme_id}/customers`;
    const added = await send('POST', url, { customer_id: c.customer_id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      customer_id: c.customer_id,
      first_name: 'Test',
      last_name: c.last_name,
      address_id: c.billing_id,
      address: c.billing,
      pick_up_point_id: null,
      pick_up_point: null,
      is_pick_up_point: false,
      delivery_group_id: null,
      delivery_group: null,
      is_bexio: false,
      price_override: null,
      order_count: 0,
      value: 0,
      addresses: [
        { address_id: c.billing_id, address: c.billing },
        { address_id: c.delivery_id, address: c.delivery },
      ],
      version: 1,
    });
    const again = await send('POST', url, { customer_id: c.customer_id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message).toBe(messages.spCustomerAlreadyAdded);

    const one = `${url}/${c.customer_id}`;
    const v2 = (await send('PUT', `${one}/accounting`, { is_bexio: true, version: 1 })).json();
    const v3 = (await send('PUT', `${one}/order-count`, { order_count: 3, version: v2.version })).json();
    await send('PUT', `${one}/value`, { price_override: 5, version: v3.version });
    const reset = await send('POST', url, { customer_id: c.customer_id, force_reset: true });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      is_bexio: false,
      price_override: null,
      order_count: 3,
      value: 60,
      version: 5,
    });
  });

  it('defaults a customer who picks up to their pick-up point', async () => {
    const p = await create('Pick-up defaults');
    const c = await insertCustomer(t.database.db, { pickUpPointId: 2 });
    const added = await send('POST', `${base}/${p.special_programme_id}/customers`, {
      customer_id: c.customer_id,
    });
    expect(added.json()).toMatchObject({
      address_id: null,
      address: null,
      pick_up_point_id: 2,
      pick_up_point: expect.any(String),
      is_pick_up_point: true,
    });
  });

  it('refuses an unknown customer or programme and bad input, adding nothing; and other roles', async () => {
    const p = await create('Refuse adds');
    const url = `${base}/${p.special_programme_id}/customers`;
    const unknown = await send('POST', url, { customer_id: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual({ customer_id: messages.spCustomerUnknown });
    expect((await send('POST', url, {})).json().details).toEqual({ customer_id: messages.spCustomerUnknown });
    expect((await send('POST', url, { customer_id: 1, force_reset: 'yes' })).statusCode).toBe(400);
    const c = await insertCustomer(t.database.db);
    expect((await send('POST', `${base}/999999/customers`, { customer_id: c.customer_id })).statusCode).toBe(
      404,
    );
    for (const [role, cookie] of refused) {
      expect((await send('POST', url, { customer_id: c.customer_id }, cookie)).statusCode, role).toBe(403);
    }
    expect((await detail(p.special_programme_id)).customers).toEqual([]);
  });

  it('removes a customer with the entry version; stale 409, gone 404, other roles 403', async () => {
    const p = await create('Remove customers');
    const c = await insertCustomer(t.database.db);
    await addCustomer(p.special_programme_id, c.customer_id);
    const one = `${base}/${p.special_programme_id}/customers/${c.customer_id}`;
    for (const [role, cookie] of refused) {
      expect((await send('DELETE', `${one}?version=1`, undefined, cookie)).statusCode, role).toBe(403);
    }
    expect((await send('DELETE', `${one}?version=2`)).statusCode).toBe(409);
    expect((await detail(p.special_programme_id)).customers).toHaveLength(1);
    expect((await send('DELETE', `${one}?version=1`)).statusCode).toBe(204);
    expect((await detail(p.special_programme_id)).customers).toEqual([]);
    expect((await send('DELETE', `${one}?version=1`)).statusCode).toBe(404);
  });
});

describe('PUT /special-programmes/:id/customers/:customerId/…', () => {
  async function setUp(name: string) {
    const p = await create(name, 12.5);
    const c = await insertCustomer(t.database.db);
    await addCustomer(p.special_programme_id, c.customer_id);
    const group = (
      await send('POST', `${base}/${p.special_programme_id}/delivery-groups`, { delivery_group: 'Reception' })
    ).json();
    return { p, c, group, one: `${base}/${p.special_programme_id}/customers/${c.customer_id}` };
  }

  it('delivery: an address of the customer or a pick-up point, never both; a group of the programme', async () => {
    const { p, c, group, one } = await setUp('Delivery edits');
    const other = await insertCustomer(t.database.db);
    const toDelivery = await send('PUT', `${one}/delivery`, {
      address_id: c.delivery_id,
      pick_up_point_id: null,
      delivery_group_id: group.delivery_group_id,
      version: 1,
    });
    expect(toDelivery.statusCode, toDelivery.body).toBe(200);
    expect(toDelivery.json()).toMatchObject({ address: c.delivery, delivery_group: 'Reception', version: 2 });
    const toPoint = await send('PUT', `${one}/delivery`, {
      address_id: null,
      pick_up_point_id: 1,
      delivery_group_id: null,
      version: 2,
    });
    expect(toPoint.json()).toMatchObject({
      address_id: null,
      pick_up_point_id: 1,
      is_pick_up_point: true,
      delivery_group_id: null,
      version: 3,
    });

    const cases: [object, Record<string, string>][] = [
      [
        { address_id: c.delivery_id, pick_up_point_id: 1, delivery_group_id: null },
        { pick_up_point_id: messages.spAddressAndPickUpPoint },
      ],
      [
        { address_id: other.delivery_id, pick_up_point_id: null, delivery_group_id: null },
        { address_id: messages.spAddressNotCustomers },
      ],
      [
        { address_id: null, pick_up_point_id: 999999, delivery_group_id: null },
        { pick_up_point_id: messages.pickUpPointUnknown },
      ],
      [
        { address_id: null, pick_up_point_id: null, delivery_group_id: 999999 },
        { delivery_group_id: messages.spDeliveryGroupUnknown },
      ],
    ];
    for (const [body, details] of cases) {
      const response = await send('PUT', `${one}/delivery`, { ...body, version: 3 });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details).toEqual(details);
    }
    expect(await entryOf(p.special_programme_id, c.customer_id)).toMatchObject({
      pick_up_point_id: 1,
      version: 3,
    });
  });

  it('delivery refuses a body that leaves the group out, changing nothing; an explicit null clears it', async () => {
    const { p, c, group, one } = await setUp('Delivery replaces');
    const place = { address_id: c.delivery_id, pick_up_point_id: null };
    const grouped = await send('PUT', `${one}/delivery`, {
      ...place,
      delivery_group_id: group.delivery_group_id,
      version: 1,
    });
    expect(grouped.statusCode, grouped.body).toBe(200);
    const before = await entryOf(p.special_programme_id, c.customer_id);
    const refused = await send('PUT', `${one}/delivery`, { ...place, version: 2 });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details)).toEqual(['delivery_group_id']);
    expect(await entryOf(p.special_programme_id, c.customer_id)).toEqual(before);
    const cleared = await send('PUT', `${one}/delivery`, { ...place, delivery_group_id: null, version: 2 });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ address: c.delivery, delivery_group_id: null, version: 3 });
  });

  it('delivery group, accounting, value and order count set the entry and its value', async () => {
    const { p, c, group, one } = await setUp('Field edits');
    const g = await send('PUT', `${one}/delivery-group`, {
      delivery_group_id: group.delivery_group_id,
      version: 1,
    });
    expect(g.json()).toMatchObject({
      delivery_group_id: group.delivery_group_id,
      delivery_group: 'Reception',
      version: 2,
    });
    const a = await send('PUT', `${one}/accounting`, { is_bexio: true, version: 2 });
    expect(a.json()).toMatchObject({ is_bexio: true, version: 3 });
    const n = await send('PUT', `${one}/order-count`, { order_count: '8', version: 3 });
    expect(n.json()).toMatchObject({ order_count: 8, value: 100, version: 4 });
    const v = await send('PUT', `${one}/value`, { price_override: '11.25', version: 4 });
    expect(v.json()).toMatchObject({ price_override: 11.25, value: 90, version: 5 });
    const back = await send('PUT', `${one}/value`, { price_override: null, version: 5 });
    expect(back.json()).toMatchObject({ price_override: null, value: 100, version: 6 });
    expect((await detail(p.special_programme_id)).delivery_groups[0].customers).toEqual([
      { customer_id: c.customer_id, first_name: 'Test', last_name: c.last_name },
    ]);
  });

  it('reset to defaults keeps the order count', async () => {
    const { c, group, one } = await setUp('Reset');
    await send('PUT', `${one}/delivery`, {
      address_id: null,
      pick_up_point_id: 3,
      delivery_group_id: group.delivery_group_id,
      version: 1,
    });
    await send('PUT', `${one}/accounting`, { is_bexio: true, version: 2 });
    await send('PUT', `${one}/value`, { price_override: 1, version: 3 });
    await send('PUT', `${one}/order-count`, { order_count: 2, version: 4 });
    const reset = await send('PUT', `${one}/reset`, { version: 5 });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      address_id: c.billing_id,
      pick_up_point_id: null,
      delivery_group_id: null,
      is_bexio: false,
      price_override: null,
      order_count: 2,
      value: 25,
      version: 6,
    });
  });

  it('refuses bad values, stale versions, unknown entries and other roles, changing nothing', async () => {
    const { p, c, one } = await setUp('Refusals');
    const bad: [string, object, Record<string, string>][] = [
      ['accounting', { is_bexio: 'yes', version: 1 }, { is_bexio: messages.invalidValue }],
      ['value', { price_override: -2, version: 1 }, { price_override: messages.priceInvalid }],
      ['value', { price_override: 1.234, version: 1 }, { price_override: messages.priceInvalid }],
      ['order-count', { order_count: -1, version: 1 }, { order_count: messages.spOrderCountInvalid }],
      ['order-count', { order_count: 1.5, version: 1 }, { order_count: messages.spOrderCountInvalid }],
      [
        'delivery-group',
        { delivery_group_id: 999999, version: 1 },
        { delivery_group_id: messages.spDeliveryGroupUnknown },
      ],
    ];
    for (const [path, body, details] of bad) {
      const response = await send('PUT', `${one}/${path}`, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().details, path).toEqual(details);
    }
    expect((await send('PUT', `${one}/reset`, {})).statusCode).toBe(400);
    for (const path of ['accounting', 'value', 'order-count', 'reset', 'delivery-group', 'delivery']) {
      const body = {
        is_bexio: true,
        price_override: 3,
        order_count: 3,
        delivery_group_id: null,
        address_id: null,
        pick_up_point_id: null,
        version: 7,
      };
      const stale = await send('PUT', `${one}/${path}`, body);
      expect(stale.statusCode, path).toBe(409);
      expect(stale.json().error_message).toBe(messages.staleVersion);
      for (const [role, cookie] of refused) {
        expect((await send('PUT', `${one}/${path}`, { ...body, version: 1 }, cookie)).statusCode, role).toBe(
          403,
        );
      }
      expect((await send('PUT', `${one}/${path}`, { ...body, version: 1 }, '')).statusCode).toBe(401);
      const missing = `${base}/${p.special_programme_id}/customers/999999/${path}`;
      expect((await send('PUT', missing, { ...body, version: 1 })).statusCode, path).toBe(404);
    }
    expect(await entryOf(p.special_programme_id, c.customer_id)).toMatchObject({
      is_bexio: false,
      price_override: null,
      order_count: 0,
      version: 1,
    });
  });
});

describe('delivery groups', () => {
  it('lists, adds, renames and deletes (its customers stay, in no group); names unique per programme', async () => {
    const p = await create('Groups');
    const url = `${base}/${p.special_programme_id}/delivery-groups`;
    const added = await send('POST', url, { delivery_group: ' Floor 3 ' });
    expect(added.statusCode).toBe(201);
    const group = added.json();
    expect(group).toEqual({
      delivery_group_id: expect.any(Number),
      special_programme_id: p.special_programme_id,
      delivery_group: 'Floor 3',
      customers: [],
      version: 1,
    });
    const duplicate = await send('POST', url, { delivery_group: 'FLOOR 3' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error_message).toBe(messages.deliveryGroupTaken);
    expect((await send('POST', url, { delivery_group: ' ' })).json().details).toEqual({
      delivery_group: messages.deliveryGroupRequired,
    });
    // The same name in another programme is fine.
    const other = await create('Other groups');
    expect(
      (
        await send('POST', `${base}/${other.special_programme_id}/delivery-groups`, {
          delivery_group: 'Floor 3',
        })
      ).statusCode,
    ).toBe(201);

    const one = `${url}/${group.delivery_group_id}`;
    const renamed = await send('PUT', one, { delivery_group: 'Floor 4', version: 1 });
    expect(renamed.json()).toMatchObject({ delivery_group: 'Floor 4', version: 2 });
    expect((await send('PUT', one, { delivery_group: 'Floor 5', version: 1 })).statusCode).toBe(409);
    expect((await send('PUT', one, { delivery_group: '', version: 2 })).statusCode).toBe(400);
    expect(
      (
        await send(
          'PUT',
          `${base}/${other.special_programme_id}/delivery-groups/${group.delivery_group_id}`,
          { delivery_group: 'X', version: 2 },
        )
      ).statusCode,
    ).toBe(404);

    const c = await insertCustomer(t.database.db);
    await addCustomer(p.special_programme_id, c.customer_id);
    await send('PUT', `${base}/${p.special_programme_id}/customers/${c.customer_id}/delivery-group`, {
      delivery_group_id: group.delivery_group_id,
      version: 1,
    });
    const listed = (await get(url)).json();
    expect(listed.delivery_groups).toHaveLength(1);
    expect(listed.delivery_groups[0]).toMatchObject({
      delivery_group: 'Floor 4',
      customers: [{ customer_id: c.customer_id }],
    });

    expect((await send('DELETE', `${one}?version=1`)).statusCode).toBe(409);
    expect((await send('DELETE', `${one}?version=2`)).statusCode).toBe(204);
    expect((await send('DELETE', `${one}?version=2`)).statusCode).toBe(404);
    expect((await get(url)).json()).toEqual({ delivery_groups: [] });
    expect(await entryOf(p.special_programme_id, c.customer_id)).toMatchObject({
      delivery_group_id: null,
      version: 3,
    });
    expect((await get(`${base}/999999/delivery-groups`)).statusCode).toBe(404);
  });

  it('refuses other roles and changes nothing', async () => {
    const p = await create('Group roles');
    const url = `${base}/${p.special_programme_id}/delivery-groups`;
    const group = (await send('POST', url, { delivery_group: 'Kept' })).json();
    const one = `${url}/${group.delivery_group_id}`;
    for (const [role, cookie] of refused) {
      expect((await get(url, cookie)).statusCode, role).toBe(403);
      expect((await send('POST', url, { delivery_group: role }, cookie)).statusCode, role).toBe(403);
      expect((await send('PUT', one, { delivery_group: role, version: 1 }, cookie)).statusCode, role).toBe(
        403,
      );
      expect((await send('DELETE', `${one}?version=1`, undefined, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(url)).json().delivery_groups).toEqual([
      expect.objectContaining({ delivery_group: 'Kept', version: 1 }),
    ]);
  });
});
