import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { assign, insertKitchen, rename } from './test-menus.ts';

const DATE = '2031-03-03';
const EMPTY = '2031-03-08';

let t: TestApp;
let admin: string;
let boss: string;
let chef: string;
let objects: string;
let kitchen: Awaited<ReturnType<typeof insertKitchen>>;

beforeAll(async () => {
  objects = await mkdtemp(path.join(tmpdir(), 'brigade-menu-objects-'));
  t = await buildTestApp({ env: { OBJECT_STORE_DIR: objects } });
  admin = await loginAs(t.app, 'SUPER_CHEF');
  boss = await loginAs(t.app, 'SUPER');
  chef = await loginAs(t.app, 'CHEF');
  kitchen = await insertKitchen(t.database.db);
  await assign(t.database.db, DATE, 'dinner', kitchen.soup);
  await assign(t.database.db, DATE, 'extra_1', kitchen.water);
  await assign(t.database.db, DATE, 'lunch', kitchen.curry);
});
afterAll(async () => {
  await t.app.close();
  await rm(objects, { recursive: true, force: true });
});

const request = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
// This kitchen keeps dishes with problems (a stock never reviewed and without nutrient data, water without
// nutrition), so a SUPER publishes them anyway with a reason (ADR 055); publish-gate.test.ts tests the gate.
const REASON = 'Snapshot test: incomplete data on purpose';
const publish = (index: number, payload: object, cookie = boss, date = DATE) =>
  request('POST', `/menus/${date}/${index}/publish`, { override_reason: REASON, ...payload }, cookie);
const menusOf = async (date = DATE) =>
  (await request('GET', `/menus/dates/${date}`)).json().menus as { menu_index: number; version: number }[];

type Item = { slot: string; display_name: string; allergens: { name: string; may_contain: boolean }[] };

describe('publishing a menu', () => {
  it('answers 404 with a clear message before publishing, and shows the genesis menu', async () => {
    const missing = await request('GET', `/menus/${DATE}/0`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_message).toBe(messages.menuNotPublished);
    const genesis = (await request('GET', `/menus/${DATE}/0/genesis`)).json();
    expect(genesis).toMatchObject({ date: DATE, menu_index: 0, menu_override: null });
    expect(genesis.items.map((i: Item) => [i.slot, i.display_name])).toEqual([
      ['lunch', 'Thai red curry'],
      ['dinner', 'Zz Soup base'],
      ['extra_1', 'Still water'],
    ]);
  });

  it('snapshots names, allergens and nutrition, and writes the public JSON to the object store', async () => {
    const response = await publish(0, { version: 0 });
    expect(response.statusCode).toBe(201);
    const menu = response.json();
    expect(menu).toMatchObject({ date: DATE, menu_index: 0, menu_override: null, version: 1, stored: true });
    expect(menu.published_by).toBe('super');
    expect(menu.publish_override_reason).toBe(REASON);
    const [curry, soup, water] = menu.items;
    expect(curry).toMatchObject({
      slot: 'lunch',
      name: 'Zz Curry v3',
      display_name: 'Thai red curry',
      allergens: [{ name: 'Milk', name_de: 'Milch', may_contain: false }],
      unreviewed_ingredients: [],
      nutrition: { energy_kcal: 418.5, protein_g: 6.4, carbohydrates_g: 57.5, fat_g: 18.1, weight_g: 250 },
    });
    expect(curry.nutrition.complete).toBe(true);
    expect(soup.allergens).toEqual([expect.objectContaining({ name: 'Peanuts', may_contain: true })]);
    expect(soup.unreviewed_ingredients).toEqual([expect.stringMatching(/^Zz Stock/)]);
    expect(soup.nutrition.complete).toBe(false);
    expect(water.nutrition).toBeNull();

    const stored = JSON.parse(await readFile(path.join(objects, 'menu', DATE, '0'), 'utf8'));
    expect(stored).toMatchObject({ date: DATE, menu_index: 0, version: 1 });
    expect(stored.items[0]).toMatchObject({
      slot: 'lunch',
      name: 'Thai red curry',
      allergens_complete: true,
    });
    expect(stored.items[1]).toMatchObject({ name: 'Zz Soup base', allergens_complete: false });
    expect(JSON.stringify(stored)).not.toContain('Zz Curry v3'); // the kitchen's own name stays inside

    const read = await request('GET', `/menus/${DATE}/0`, undefined, chef);
    expect(read.statusCode).toBe(200);
    expect(read.json().items).toEqual(menu.items);
  });

  it('publishes the A-Life variant with the A-Life labels, falling back to the other names', async () => {
    const response = await publish(1, { menu_override: 'ALIFE', version: 0 });
    expect(response.statusCode).toBe(201);
    expect(response.json().items.map((i: Item) => i.display_name)).toEqual([
      'A-Life curry',
      'Zz Soup base',
      'Still water',
    ]);
    const stored = JSON.parse(await readFile(path.join(objects, 'menu', DATE, '1'), 'utf8'));
    expect(stored).toMatchObject({ menu_override: 'ALIFE', items: [{ name: 'A-Life curry' }, {}, {}] });
  });

  it('refuses a stale version and a second first-publish with 409, changing nothing', async () => {
    expect((await publish(0, { version: 0 })).statusCode).toBe(409);
    const stale = await publish(0, { version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    expect((await menusOf()).map((m) => [m.menu_index, m.version])).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });

  it('refuses bad input with clear 4xx messages and publishes nothing', async () => {
    const cases: [string, object, number, string][] = [
      [`/menus/${DATE}/10/publish`, { version: 0 }, 400, messages.menuIndexInvalid],
      [`/menus/${DATE}/x/publish`, { version: 0 }, 400, messages.menuIndexInvalid],
      [`/menus/2031-02-30/2/publish`, { version: 0 }, 400, messages.dateInvalid],
      [`/menus/${DATE}/2/publish`, { menu_override: 'BLIFE', version: 0 }, 400, messages.menuOverrideInvalid],
      [`/menus/${DATE}/2/publish`, {}, 400, messages.invalidValue],
      [`/menus/${EMPTY}/0/publish`, { version: 0 }, 422, messages.menuNothingToPublish],
    ];
    for (const [url, payload, status, message] of cases) {
      const response = await request('POST', url, payload);
      expect(response.statusCode, url).toBe(status);
      expect(response.json().error_message, url).toBe(message);
    }
    expect(await menusOf()).toHaveLength(2);
    expect(await menusOf(EMPTY)).toEqual([]);
  });

  it('refuses chefs and logistics users the planning routes; chefs may read a published menu', async () => {
    const logistics = await loginAs(t.app, 'SUPER', 'LOGISTICS');
    for (const cookie of [chef, logistics]) {
      expect((await publish(2, { version: 0 }, cookie)).statusCode).toBe(403);
      expect((await request('GET', `/menus/dates/${DATE}`, undefined, cookie)).statusCode).toBe(403);
      expect((await request('GET', `/menus/${DATE}/0/genesis`, undefined, cookie)).statusCode).toBe(403);
    }
    expect((await request('GET', `/menus/${DATE}/0`, undefined, logistics)).statusCode).toBe(403);
    expect(await menusOf()).toHaveLength(2);
  });
});

describe('menu review', () => {
  it('shows what changed since publishing, per menu, and clears after republishing', async () => {
    await rename(t.database.db, kitchen.curry, 'Thai green curry');
    await assign(t.database.db, DATE, 'dinner', kitchen.salad);
    await assign(t.database.db, DATE, 'breakfast', kitchen.water);

    const review = (await request('GET', `/menus/dates/${DATE}`)).json();
    expect(review.current.map((i: Item) => i.display_name)).toEqual([
      'Still water',
      'Thai green curry',
      'Garden salad',
      'Still water',
    ]);
    const [standard, aLife] = review.menus;
    expect(standard).toMatchObject({ menu_index: 0, item_count: 3, additional_day_changed: false });
    expect(standard.changes.map((c: { slot: string; kind: string }) => [c.slot, c.kind])).toEqual([
      ['breakfast', 'added'],
      ['lunch', 'renamed'],
      ['dinner', 'replaced'],
    ]);
    // The A-Life menu shows the A-Life label, which did not change.
    expect(aLife.changes.map((c: { kind: string }) => c.kind)).toEqual(['added', 'replaced']);

    const one = await request('GET', `/menus/${standard.menu_id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ menu_id: standard.menu_id, changes: standard.changes });
    expect(one.json().items[0].display_name).toBe('Thai red curry'); // the snapshot, as published

    const again = await publish(0, { version: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 2, stored: true });
    expect((await request('GET', `/menus/${standard.menu_id}`)).json().changes).toEqual([]);
    const stored = JSON.parse(await readFile(path.join(objects, 'menu', DATE, '0'), 'utf8'));
    expect(stored).toMatchObject({ version: 2, items: [{ slot: 'breakfast' }, {}, {}, {}] });
  });

  it('answers 404 for an unknown menu and 400 for a bad date; refuses a chef', async () => {
    expect((await request('GET', '/menus/999999')).statusCode).toBe(404);
    expect((await request('GET', '/menus/dates/2031-13-01')).statusCode).toBe(400);
    expect((await request('GET', '/menus/1', undefined, chef)).statusCode).toBe(403);
  });
});

describe('when the object store fails', () => {
  it('keeps the published menu, says so, and publishes without new nutrition', async () => {
    const blocked = path.join(objects, 'blocked');
    await writeFile(blocked, 'not a folder');
    const broken = await buildTestApp({ env: { OBJECT_STORE_DIR: blocked } });
    try {
      const recipes = await insertKitchen(broken.database.db);
      await assign(broken.database.db, DATE, 'lunch', recipes.curry);
      const cookie = await loginAs(broken.app, 'SUPER');
      const response = await broken.app.inject({
        method: 'POST',
        url: `/api/v1/menus/${DATE}/0/publish`,
        headers: { cookie },
        // Without a new analysis the curry has no nutrition: a problem a SUPER may publish anyway (ADR 055).
        payload: { version: 0, override_reason: 'The object store is down; figures follow' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ stored: false, items: [{ nutrition: null }] });
      const read = await broken.app.inject({
        method: 'GET',
        url: `/api/v1/menus/${DATE}/0`,
        headers: { cookie },
      });
      expect(read.statusCode).toBe(200);
    } finally {
      await broken.app.close();
    }
  });
});
