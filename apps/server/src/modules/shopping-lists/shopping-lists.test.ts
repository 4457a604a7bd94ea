import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@brigade/domain/messages/catalogue';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { createAllergenMatchingModule } from '../allergen-matching/module.ts';
import { createAuditModule } from '../audit/module.ts';
import { createProductionModule } from '../production/module.ts';
import {
  assignRecipe,
  insertIngredient,
  insertOrders,
  insertRecipe,
  insertSupplier,
} from './test-kitchen.ts';

// The hand-worked week (2031-03-03 is a Monday, ISO week 2031_10). Three STRONG orders receive every meal.
//   Monday    lunch  = Rice bowl   → 3 portions
//   Monday    dinner = Carrot soup → 3 portions
//   Tuesday   lunch  = Carrot soup → 3 + qty_adjust 2 = 5 portions     (Carrot soup: 8 portions in all)
// Rice bowl (recipe margin 10 %): rice 80 g, carrot 1 piece (line margin 25 %), olive oil 10 ml.
// Carrot soup (no margin): carrot 3 pieces, olive oil 5 ml, salt 2 g, bay leaf 1 piece (no piece weight).
//   Rice:      80 g × 3 × 1.10                                  =  264 g  → 5 kg pack: 1 pack × 12.50 = 12.50
//   Carrot:    80 g × 3 × 1.10 × 1.25 = 330 g; 3 × 80 g × 8 = 1920 g → 2250 g → 1 kg packs: 3 × 3.20 = 9.60
//   Olive oil: 10 ml × 0.92 × 3 × 1.10 = 30.36 g; 5 × 0.92 × 8 = 36.8 g → 67.16 g → 1 l = 920 g: 1 × 9.00
//   Salt:      2 g × 8 = 16 g, no supplier spec (no packs, no cost)
//   Bay leaf:  1 piece × 8 = 8 pieces, cannot be converted to grams (listed apart with the reason)
// Bio Partner: olive oil + rice = 21.50; Gemüse Meier: carrot 9.60; total 31.10.
const MONDAY = '2031-03-03';
const TUESDAY = '2031-03-04';

let t: TestApp;
let admin: string;
let chef: string;
let objects: string;
const ids = { rice: 0, carrot: 0, oil: 0, salt: 0, bay: 0, bowl: 0, soup: 0, riceSpec: 0, carrotSpec: 0 };

beforeAll(async () => {
  objects = await mkdtemp(path.join(tmpdir(), 'brigade-shopping-objects-'));
  t = await buildTestApp({ env: { OBJECT_STORE_DIR: objects } });
  admin = await loginAs(t.app, 'SUPER');
  chef = await loginAs(t.app, 'CHEF');
  const db = t.database.db;
  const bio = await insertSupplier(db, 'Zz Bio Partner');
  const meier = await insertSupplier(db, 'Zz Gemüse Meier');
  const rice = await insertIngredient(db, { name: 'Zz Rice' }, [
    { supplierId: bio, packSize: 5, packUnit: 'kg', priceChf: '12.50' },
  ]);
  const carrot = await insertIngredient(db, { name: 'Zz Carrot', gramsPerPiece: 80 }, [
    { supplierId: meier, packSize: 1, packUnit: 'kg', priceChf: '3.20' },
  ]);
  const oil = await insertIngredient(db, { name: 'Zz Olive oil', densityGPerMl: 0.92 }, [
    { supplierId: bio, packSize: 1, packUnit: 'l', priceChf: '9.00' },
  ]);
  Object.assign(ids, {
    rice: rice.id,
    riceSpec: rice.specIds[0],
    carrot: carrot.id,
    carrotSpec: carrot.specIds[0],
    oil: oil.id,
    salt: (await insertIngredient(db, { name: 'Zz Salt' })).id,
    bay: (await insertIngredient(db, { name: 'Zz Bay leaf' })).id,
  });
  ids.bowl = await insertRecipe(db, { name: 'Zz Rice bowl', errorMargin: 10 }, [
    { ingredientId: ids.rice, quantity: 80, unit: 'g' },
    { ingredientId: ids.carrot, quantity: 1, unit: 'piece', errorMargin: 25 },
    { ingredientId: ids.oil, quantity: 10, unit: 'ml' },
  ]);
  ids.soup = await insertRecipe(db, { name: 'Zz Carrot soup' }, [
    { ingredientId: ids.carrot, quantity: 3, unit: 'piece' },
    { ingredientId: ids.oil, quantity: 5, unit: 'ml' },
    { ingredientId: ids.salt, quantity: 2, unit: 'g' },
    { ingredientId: ids.bay, quantity: 1, unit: 'piece' },
  ]);
  await insertOrders(db, 3, MONDAY);
  await assignRecipe(db, MONDAY, 'lunch', ids.bowl);
  await assignRecipe(db, MONDAY, 'dinner', ids.soup);
  await assignRecipe(db, TUESDAY, 'lunch', ids.soup, 2);
});
afterAll(async () => {
  await t.app.close();
  await rm(objects, { recursive: true, force: true });
});

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const create = (payload: object, cookie = admin) => request('POST', '/shopping-lists', payload, cookie);
const count = async () => (await request('GET', '/shopping-lists')).json().total as number;

describe('POST /shopping-lists', () => {
  it('takes its portions from the orders and the assigned recipes', async () => {
    const base = { db: t.database.db, clock: t.clock };
    const core = { ...base, ...createAuditModule(base).services };
    const matching = createAllergenMatchingModule(core).services.allergenMatching;
    const { kitchenCounts } = createProductionModule({ ...core, matching }).services;
    const portions = await kitchenCounts.portionsOfDates([MONDAY, TUESDAY]);
    expect(portions.map((p) => [p.date, p.slot, p.portions])).toEqual([
      [MONDAY, 'dinner', 3],
      [MONDAY, 'lunch', 3],
      [TUESDAY, 'lunch', 5],
    ]);
  });

  it('computes the hand-worked list, keeps the dates sorted and writes the object store copy', async () => {
    const response = await create({ name: 'Week 10', dates: [TUESDAY, MONDAY, TUESDAY] });
    expect(response.statusCode).toBe(201);
    const list = response.json();
    expect(list).toMatchObject({
      name: 'Week 10',
      dates: [MONDAY, TUESDAY],
      week_id: '2031_10',
      stored: true,
    });
    expect(list.cost_chf).toBe(31.1);
    const summary = list.groups.map(
      (g: { supplier_name: string | null; cost_chf: number; lines: object[] }) => [
        g.supplier_name,
        g.cost_chf,
        g.lines.map((l) => {
          const { name, total_g, packs, cost_chf, line_key } = l as Record<string, unknown>;
          return [name, total_g, packs, cost_chf, line_key];
        }),
      ],
    );
    expect(summary).toEqual([
      [
        'Zz Bio Partner',
        21.5,
        [
          ['Zz Olive oil', 67.16, 1, 9, expect.stringMatching(new RegExp(`^${ids.oil}-\\d+$`))],
          ['Zz Rice', 264, 1, 12.5, `${ids.rice}-${ids.riceSpec}`],
        ],
      ],
      ['Zz Gemüse Meier', 9.6, [['Zz Carrot', 2250, 3, 9.6, `${ids.carrot}-${ids.carrotSpec}`]]],
      [null, 0, [['Zz Salt', 16, null, null, `${ids.salt}-none`]]],
    ]);
    expect(list.unconverted).toEqual([
      expect.objectContaining({
        name: 'Zz Bay leaf',
        unit: 'piece',
        quantity: 8,
        line_key: `${ids.bay}-u-piece`,
      }),
    ]);
    expect(list.recipes).toEqual([
      { recipe_id: ids.soup, name: 'Zz Carrot soup', portions: 8 },
      { recipe_id: ids.bowl, name: 'Zz Rice bowl', portions: 3 },
    ]);
    const stored = JSON.parse(
      await readFile(
        path.join(objects, 'ap', 'shopping_list', String(list.shopping_list_id), 'list'),
        'utf8',
      ),
    );
    expect(stored).toMatchObject({
      shopping_list_id: list.shopping_list_id,
      dates: [MONDAY, TUESDAY],
      cost_chf: 31.1,
    });
  });

  it('names a list without a name after its dates', async () => {
    const response = await create({ dates: [MONDAY] });
    expect(response.json()).toMatchObject({ name: MONDAY, dates: [MONDAY], cost_chf: expect.any(Number) });
  });

  it('refuses dates that are not a list, a bad date, no date, and nothing is created', async () => {
    const before = await count();
    const cases: [object, string, string][] = [
      [{ dates: '2031-03-03' }, 'dates', messages.datesMustBeArray],
      [{}, 'dates', messages.datesMustBeArray],
      [{ dates: [MONDAY, '2031-02-30'] }, 'dates.1', messages.dateInvalid],
      [{ dates: [] }, 'dates', messages.datesRequired],
    ];
    for (const [payload, field, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().details[field], JSON.stringify(payload)).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('keeps the list when the object store fails, and says so', async () => {
    const blocked = path.join(objects, 'blocked');
    await writeFile(blocked, 'not a folder');
    const broken = await buildTestApp({ env: { OBJECT_STORE_DIR: blocked } });
    try {
      const cookie = await loginAs(broken.app, 'SUPER');
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/v1/shopping-lists',
        headers: { cookie },
        payload: { dates: [MONDAY] },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().stored).toBe(false);
      const id = response.json().shopping_list_id;
      const read = await broken.app.inject({
        method: 'GET',
        url: `/api/v1/shopping-lists/${id}`,
        headers: { cookie },
      });
      expect(read.statusCode).toBe(200);
    } finally {
      await broken.app.close();
    }
  });

  it('refuses CHEF and logistics users', async () => {
    const before = await count();
    expect((await create({ dates: [MONDAY] }, chef)).statusCode).toBe(403);
    expect((await create({ dates: [MONDAY] }, await loginAs(t.app, 'SUPER', 'LOGISTICS'))).statusCode).toBe(
      403,
    );
    expect((await create({ dates: [MONDAY] }, await loginAs(t.app, 'SUPER_CHEF'))).statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
  });
});

describe('GET /shopping-lists', () => {
  it('pages newest first, filters by week, and lets a chef read', async () => {
    const other = (await create({ name: 'Later', dates: ['2031-03-12'] })).json();
    const all = (await request('GET', '/shopping-lists', undefined, chef)).json();
    expect(all.items[0].shopping_list_id).toBe(other.shopping_list_id);
    const week = (await request('GET', '/shopping-lists?week_id=2031_10')).json();
    expect(week.items.map((i: { name: string }) => i.name)).not.toContain('Later');
    expect(week.items.map((i: { name: string }) => i.name)).toContain('Week 10');
    const named = (await request('GET', '/shopping-lists?q=later')).json();
    expect(named.items.map((i: { name: string }) => i.name)).toEqual(['Later']);
    const page = (await request('GET', '/shopping-lists?start=1&length=1')).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(all.total);
  });

  it('refuses a bad week id and a length over 100, and logistics users', async () => {
    const bad = await request('GET', '/shopping-lists?week_id=2031_99&length=101');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['length', 'week_id']);
    const logistics = await loginAs(t.app, 'CHEF', 'LOGISTICS');
    expect((await request('GET', '/shopping-lists', undefined, logistics)).statusCode).toBe(403);
  });
});

describe('done marks, updates, export and delete', () => {
  it('lets a chef tick a line, keeps the mark across a recompute, and refuses unknown lines', async () => {
    const list = (await create({ name: 'Ticks', dates: [MONDAY] })).json();
    const id = list.shopping_list_id;
    const rice = `${ids.rice}-${ids.riceSpec}`;
    const ticked = await request('PUT', `/shopping-lists/${id}/lines/${rice}/done`, { is_done: true }, chef);
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toEqual({ line_key: rice, is_done: true });
    const bay = encodeURIComponent(`${ids.bay}-u-piece`);
    expect(
      (await request('PUT', `/shopping-lists/${id}/lines/${bay}/done`, { is_done: true }, chef)).statusCode,
    ).toBe(200);
    expect(
      (await request('PUT', `/shopping-lists/${id}/lines/999999-none/done`, { is_done: true })).statusCode,
    ).toBe(404);
    expect(
      (await request('PUT', `/shopping-lists/${id}/lines/${rice}/done`, { is_done: 'yes' })).statusCode,
    ).toBe(400);
    const logistics = await loginAs(t.app, 'SUPER', 'LOGISTICS');
    expect(
      (await request('PUT', `/shopping-lists/${id}/lines/${rice}/done`, { is_done: false }, logistics))
        .statusCode,
    ).toBe(403);

    const updated = await request('PUT', `/shopping-lists/${id}`, {
      name: 'Ticks',
      dates: [TUESDAY, MONDAY],
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    const detail = updated.json();
    expect(detail).toMatchObject({ version: 2, dates: [MONDAY, TUESDAY], cost_chf: 31.1 });
    const lines = detail.groups.flatMap((g: { lines: { line_key: string; is_done: boolean }[] }) => g.lines);
    expect(
      lines.filter((l: { is_done: boolean }) => l.is_done).map((l: { line_key: string }) => l.line_key),
    ).toEqual([rice]);
    expect(detail.unconverted[0].is_done).toBe(true);

    const stale = await request('PUT', `/shopping-lists/${id}`, {
      name: 'Stale',
      dates: [MONDAY],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await request('GET', `/shopping-lists/${id}`)).json()).toMatchObject({
      name: 'Ticks',
      version: 2,
    });
    const byChef = await request(
      'PUT',
      `/shopping-lists/${id}`,
      { name: 'X', dates: [MONDAY], version: 2 },
      chef,
    );
    expect(byChef.statusCode).toBe(403);
    const badDates = await request('PUT', `/shopping-lists/${id}`, {
      name: 'X',
      dates: 'monday',
      version: 2,
    });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json().error_message).toBe(messages.datesMustBeArray);
  });

  it('exports an .xlsx that opens, with the lines and done marks', async () => {
    const list = (await create({ name: 'Export', dates: [MONDAY, TUESDAY] })).json();
    const id = list.shopping_list_id;
    await request(
      'PUT',
      `/shopping-lists/${id}/lines/${ids.carrot}-${ids.carrotSpec}/done`,
      { is_done: true },
      chef,
    );
    const response = await request('GET', `/shopping-lists/${id}/export.xlsx`, undefined, chef);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/shopping-list-\d+-.*\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = (workbook.worksheets[0]!.getSheetValues() as unknown[][])
      .filter(Boolean)
      .map((r) => r.slice(1));
    expect(rows[0]).toEqual([
      'supplier',
      'ingredient',
      'spec',
      'quantity',
      'unit',
      'packs',
      'pack_size',
      'cost_chf',
      'done',
    ]);
    expect(rows).toContainEqual(['Zz Gemüse Meier', 'Zz Carrot', '', 2250, 'g', 3, '1 kg', 9.6, 'yes']);
    expect(rows).toContainEqual(['', 'Zz Bay leaf', '', 8, 'piece', undefined, '', undefined, 'no']);
    expect((await request('GET', '/shopping-lists/999999/export.xlsx')).statusCode).toBe(404);
  });

  it('deletes with the version read, refuses a stale one and a chef', async () => {
    const id = (await create({ name: 'Gone', dates: [MONDAY] })).json().shopping_list_id;
    expect((await request('DELETE', `/shopping-lists/${id}?version=1`, undefined, chef)).statusCode).toBe(
      403,
    );
    expect((await request('DELETE', `/shopping-lists/${id}?version=7`)).statusCode).toBe(409);
    expect((await request('DELETE', `/shopping-lists/${id}?version=1`)).statusCode).toBe(204);
    expect((await request('GET', `/shopping-lists/${id}`)).statusCode).toBe(404);
  });
});
