import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
let objects: string;
let superChef: string;
let chef: string;

beforeAll(async () => {
  objects = await mkdtemp(path.join(tmpdir(), 'brigade-inventory-objects-'));
  t = await buildTestApp({ env: { OBJECT_STORE_DIR: objects } });
  superChef = await loginAs(t.app, 'SUPER_CHEF');
  chef = await loginAs(t.app, 'CHEF');
});
afterAll(async () => {
  await t.app.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, cookie = superChef) =>
  t.app.inject({ method, url: `/api/v1/inventory${url}`, headers: { cookie }, payload });
const groups = async () => (await call('GET', '/groups', undefined, chef)).json().items as Group[];
const itemOf = async (id: number) =>
  (await groups()).flatMap((g) => g.items).find((i) => i.inventoryGroupItemId === id)!;
const stored = async (...key: string[]) => JSON.parse(await readFile(path.join(objects, ...key), 'utf8'));

interface Item {
  inventoryGroupItemId: number;
  name: string;
  quantity: number;
  minQuantity: number;
  belowMin: boolean;
  version: number;
}
interface Group {
  inventoryGroupId: number;
  name: string;
  position: number;
  version: number;
  items: Item[];
}

async function newGroup(name: string): Promise<Group> {
  const response = await call('POST', '/groups', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
async function newItem(groupId: number, name: string, extra: object = {}): Promise<Item> {
  const response = await call('POST', '/items', { inventoryGroupId: groupId, name, unit: 'piece', ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('inventory groups', () => {
  it('adds groups last, renames one with its version, lists them with items and writes the index', async () => {
    const packaging = await newGroup('  Zz Packaging ');
    const dry = await newGroup('Zz Dry store');
    expect(packaging).toMatchObject({ name: 'Zz Packaging', version: 1, items: [] });
    expect(dry.position).toBe(packaging.position + 1);
    const renamed = await call('PUT', `/groups/${dry.inventoryGroupId}`, {
      name: 'Zz Dry goods',
      position: 0,
      version: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Zz Dry goods', position: 0, version: 2 });
    const names = (await groups()).map((g) => g.name);
    expect(names.indexOf('Zz Dry goods')).toBeLessThan(names.indexOf('Zz Packaging'));
    const index = await stored('ap', 'inventory', 'index');
    expect(index.groups.map((g: Group) => g.name)).toEqual(names);
  });

  it('refuses a duplicate name (any case) with 409 and a bad name with 400, creating nothing', async () => {
    await newGroup('Zz Cleaning');
    const before = (await groups()).length;
    const duplicate = await call('POST', '/groups', { name: 'zz CLEANING' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error_code: 'CONFLICT',
      error_message: messages.inventoryGroupNameTaken,
      request_id: expect.any(String),
    });
    const empty = await call('POST', '/groups', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual({ name: messages.nameRequired });
    expect((await call('POST', '/groups', { name: 'x'.repeat(101) })).json().details).toEqual({
      name: messages.nameTooLong,
    });
    expect((await groups()).length).toBe(before);
  });

  it('answers 409 to a stale version and 404 to an unknown group, changing nothing', async () => {
    const group = await newGroup('Zz Stale');
    const stale = await call('PUT', `/groups/${group.inventoryGroupId}`, { name: 'Zz Fresh', version: 9 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    expect((await call('PUT', '/groups/999999', { name: 'Zz Nowhere', version: 1 })).statusCode).toBe(404);
    expect((await groups()).find((g) => g.inventoryGroupId === group.inventoryGroupId)?.name).toBe(
      'Zz Stale',
    );
  });
});

describe("'Cannot POST with …' (ADR 052)", () => {
  it('refuses a group, an item and a change that already carry their id, word for word', async () => {
    const group = await newGroup('Zz Ids');
    const item = await newItem(group.inventoryGroupId, 'Zz Boxes', { quantity: 4 });
    const cases: [string, object, string][] = [
      ['/groups', { inventoryGroupId: 3, name: 'Zz Again' }, 'inventoryGroupId'],
      [
        '/items',
        { inventoryGroupItemId: 0, inventoryGroupId: group.inventoryGroupId, name: 'Zz Lids', unit: 'piece' },
        'inventoryGroupItemId',
      ],
      [
        `/items/${item.inventoryGroupItemId}/changes`,
        { inventoryGroupItemChangeId: 'x', delta: 1 },
        'inventoryGroupItemChangeId',
      ],
    ];
    for (const [url, payload, field] of cases) {
      const response = await call('POST', url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        error_code: 'VALIDATION_ERROR',
        error_message: `Cannot POST with ${field}`,
        details: { [field]: `Cannot POST with ${field}` },
        request_id: expect.any(String),
      });
    }
    const after = (await groups()).find((g) => g.inventoryGroupId === group.inventoryGroupId)!;
    expect(after.items.map((i) => [i.name, i.quantity])).toEqual([['Zz Boxes', 4]]);
    expect((await groups()).some((g) => g.name === 'Zz Again')).toBe(false);
    // null counts as "not set"
    expect((await call('POST', '/groups', { inventoryGroupId: null, name: 'Zz Null id' })).statusCode).toBe(
      201,
    );
  });
});

describe('inventory items and changes', () => {
  it('adds an item with its opening stock as the first change, edits it and refuses bad input', async () => {
    const group = await newGroup('Zz Items');
    const other = await newGroup('Zz Items 2');
    const item = await newItem(group.inventoryGroupId, 'Zz Gloves', {
      unit: 'box',
      quantity: '2,5',
      minQuantity: 3,
    });
    expect(item).toMatchObject({ quantity: 2.5, minQuantity: 3, belowMin: true, unit: 'box', version: 1 });
    const history = (
      await call('GET', `/items/${item.inventoryGroupItemId}/changes`, undefined, chef)
    ).json();
    expect(history).toMatchObject({ total: 1, items: [{ delta: 2.5, quantityAfter: 2.5 }] });

    const moved = await call('PUT', `/items/${item.inventoryGroupItemId}`, {
      inventoryGroupId: other.inventoryGroupId,
      name: 'Zz Gloves (M)',
      unit: 'box',
      minQuantity: 2,
      version: 1,
    });
    expect(moved.json()).toMatchObject({
      inventoryGroupId: other.inventoryGroupId,
      belowMin: false,
      version: 2,
    });
    const stale = await call('PUT', `/items/${item.inventoryGroupItemId}`, {
      inventoryGroupId: group.inventoryGroupId,
      name: 'Zz Gloves',
      unit: 'box',
      minQuantity: 9,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);

    await newItem(other.inventoryGroupId, 'Zz Bags');
    await newItem(group.inventoryGroupId, 'Zz Bags'); // the same name in another group is fine
    const duplicate = await call('POST', '/items', {
      inventoryGroupId: other.inventoryGroupId,
      name: 'ZZ BAGS',
      unit: 'x',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error_message).toBe(messages.inventoryItemNameTaken);
    const unknownGroup = await call('POST', '/items', {
      inventoryGroupId: 999999,
      name: 'Zz Lost',
      unit: 'kg',
    });
    expect(unknownGroup.statusCode).toBe(422);
    expect(unknownGroup.json().error_message).toBe(messages.inventoryGroupUnknown);
    const bad = await call('POST', '/items', { inventoryGroupId: 'a', name: '', unit: '', minQuantity: -1 });
    expect(bad.json().details).toEqual({
      inventoryGroupId: messages.inventoryGroupUnknown,
      name: messages.nameRequired,
      unit: messages.inventoryUnitRequired,
      minQuantity: messages.inventoryQuantityInvalid,
    });
    expect((await itemOf(item.inventoryGroupItemId)).name).toBe('Zz Gloves (M)');
  });

  it('records deltas and counts with quantity_after; below zero is refused and nothing changes', async () => {
    const group = await newGroup('Zz Stock');
    const item = await newItem(group.inventoryGroupId, 'Zz Rice', {
      unit: 'kg',
      quantity: 10,
      minQuantity: 4,
    });
    const id = item.inventoryGroupItemId;
    t.clock.advance(60_000);
    const received = await call('POST', `/items/${id}/changes`, { delta: 5, note: 'Delivery' }, chef);
    expect(received.statusCode).toBe(201);
    expect(received.json()).toMatchObject({
      change: { delta: 5, quantityAfter: 15, note: 'Delivery', changedByName: 'chef' },
      item: { quantity: 15, belowMin: false, version: 1 },
    });
    const tooMuch = await call('POST', `/items/${id}/changes`, { delta: -15.5 }, chef);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error_message).toBe(messages.inventoryStockNegative);
    t.clock.advance(60_000);
    const counted = await call('POST', `/items/${id}/changes`, { countedQuantity: 3.2 }, chef);
    expect(counted.json()).toMatchObject({
      change: { delta: -11.8, quantityAfter: 3.2 },
      item: { belowMin: true },
    });
    const invalid: [object, string, string][] = [
      [{ delta: 1, countedQuantity: 2 }, 'delta', messages.inventoryChangeKindRequired],
      [{ note: 'nothing' }, 'delta', messages.inventoryChangeKindRequired],
      [{ delta: 0 }, 'delta', messages.inventoryDeltaInvalid],
      [{ countedQuantity: -1 }, 'countedQuantity', messages.inventoryQuantityInvalid],
      [{ delta: 1, note: 'x'.repeat(501) }, 'note', messages.inventoryNoteTooLong],
    ];
    for (const [payload, field, message] of invalid) {
      const response = await call('POST', `/items/${id}/changes`, payload, chef);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().details[field], JSON.stringify(payload)).toBe(message);
    }
    expect((await call('POST', '/items/999999/changes', { delta: 1 }, chef)).statusCode).toBe(404);
    expect(await itemOf(id)).toMatchObject({ quantity: 3.2, version: 1 });

    const history = (await call('GET', `/items/${id}/changes?length=2`, undefined, chef)).json();
    expect(history.total).toBe(3);
    expect(history.items.map((c: { quantityAfter: number }) => c.quantityAfter)).toEqual([3.2, 15]);
    const archive = await stored('ap', 'inventory', 'archive', '2026-03');
    expect(archive.month).toBe('2026-03');
    expect(archive.changes.filter((c: { itemName: string }) => c.itemName === 'Zz Rice')).toMatchObject([
      { delta: 10, groupName: 'Zz Stock' },
      { delta: 5, note: 'Delivery', changedByName: 'chef' },
      { delta: -11.8, quantityAfter: 3.2 },
    ]);
    const index = await stored('ap', 'inventory', 'index');
    const inIndex = index.groups
      .flatMap((g: Group) => g.items)
      .find((i: Item) => i.inventoryGroupItemId === id);
    expect(inIndex).toMatchObject({ quantity: 3.2, belowMin: true });
  });
});

describe('inventory access', () => {
  it('lets a chef keep stock but not set up groups and items; refuses logistics users everything', async () => {
    const group = await newGroup('Zz Access');
    const item = await newItem(group.inventoryGroupId, 'Zz Foil');
    const setUp: [Method, string, object][] = [
      ['POST', '/groups', { name: 'Zz Chef group' }],
      ['PUT', `/groups/${group.inventoryGroupId}`, { name: 'Zz Chef', version: 1 }],
      ['POST', '/items', { inventoryGroupId: group.inventoryGroupId, name: 'Zz Chef item', unit: 'kg' }],
      [
        'PUT',
        `/items/${item.inventoryGroupItemId}`,
        { inventoryGroupId: group.inventoryGroupId, name: 'Zz C', unit: 'kg', minQuantity: 0, version: 1 },
      ],
    ];
    for (const [method, url, payload] of setUp) {
      expect((await call(method, url, payload, chef)).statusCode, `${method} ${url}`).toBe(403);
    }
    const keepStock: [Method, string, object | undefined][] = [
      ['GET', '/groups', undefined],
      ['GET', `/items/${item.inventoryGroupItemId}/changes`, undefined],
      ['POST', `/items/${item.inventoryGroupItemId}/changes`, { delta: 1 }],
    ];
    const logistics = (await refusedRoles(t.app)).filter(([role]) => role.startsWith('LOGISTICS'));
    for (const [role, cookie] of logistics) {
      for (const [method, url, payload] of [...setUp, ...keepStock]) {
        expect((await call(method, url, payload, cookie)).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await call('GET', '/groups', undefined, '')).statusCode).toBe(401);
    expect(await itemOf(item.inventoryGroupItemId)).toMatchObject({ name: 'Zz Foil', quantity: 0 });
  });

  it('keeps the write when the object store fails', async () => {
    const blocked = path.join(objects, 'blocked');
    await writeFile(blocked, 'not a folder');
    const broken = await buildTestApp({ env: { OBJECT_STORE_DIR: blocked } });
    try {
      const cookie = await loginAs(broken.app, 'SUPER');
      const post = (url: string, payload: object) =>
        broken.app.inject({ method: 'POST', url: `/api/v1/inventory${url}`, headers: { cookie }, payload });
      const group = await post('/groups', { name: 'Zz Offline' });
      expect(group.statusCode).toBe(201);
      const item = await post('/items', {
        inventoryGroupId: group.json().inventoryGroupId,
        name: 'Zz Cups',
        unit: 'piece',
      });
      const change = await post(`/items/${item.json().inventoryGroupItemId}/changes`, { delta: 7 });
      expect(change.statusCode).toBe(201);
      expect(change.json().item.quantity).toBe(7);
    } finally {
      await broken.app.close();
    }
  });
});
