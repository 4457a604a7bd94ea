import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@brigade/domain/messages/catalogue';
import type { MenuQrCodes } from '@brigade/domain/schemas/menu-qr-codes';
import type { RecipeDetail } from '@brigade/domain/schemas/recipes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { assign, insertKitchen } from '../menus/test-menus.ts';

// ADR 074: the public analysis page behind a menu's QR code is of the dish as cooked on the menu's date. The
// garden salad (rice 100 g, no allergen: 4 × 28 + 9 × 0.3 + 4 × 2.7 = 125.5 kcal) is on Monday's and
// Tuesday's lunch; Monday swaps its rice for the cream (Milk: 4 × 3 + 9 × 35 + 4 × 2 = 335 kcal).
const MONDAY = '2031-05-05';
const TUESDAY = '2031-05-06';

let t: TestApp;
let boss: string;
let objects: string;
let kitchen: Awaited<ReturnType<typeof insertKitchen>>;

async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie: boss },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}
// No cookie: the page is public.
const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/public/${url}` });
const analysis = (query = '') => publicGet(`recipes/analysis/${kitchen.salad}-default${query}`);
const allergens = (query = '') => publicGet(`recipes/analysis/${kitchen.salad}-default/allergens${query}`);

beforeAll(async () => {
  objects = await mkdtemp(path.join(tmpdir(), 'brigade-public-date-'));
  t = await buildTestApp({ env: { OBJECT_STORE_DIR: objects } });
  boss = await loginAs(t.app, 'SUPER');
  kitchen = await insertKitchen(t.database.db);
  for (const date of [MONDAY, TUESDAY]) await assign(t.database.db, date, 'lunch', kitchen.salad);
  const curry = await ok<RecipeDetail>('GET', `/recipes/${kitchen.curry}`);
  await ok('PUT', `/production/days/${MONDAY}/recipes/${kitchen.salad}/lines/l0/ingredient`, {
    ingredient_id: curry.lines[1]!.ingredient_id,
    version: 0,
  });
});
afterAll(async () => {
  await t?.app.close();
  await rm(objects, { recursive: true, force: true });
});

describe('the public analysis page of a date (ADR 074)', () => {
  it("gives Monday's swapped salad: the cream's Milk and nutrition, public data only", async () => {
    const response = await analysis(`?date=${MONDAY}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      recipe_id: kitchen.salad,
      variant: 'default',
      name: 'Garden salad',
      ingredients: [expect.stringMatching(/^Zz Cream/)],
      weightPerServing: { amount: 100, unit: 'g' },
      complete: true,
    });
    expect(body.perServing).toMatchObject({ energyKcal: 335, fatG: 35, proteinG: 2 });
    expect(JSON.stringify(body)).not.toContain('Zz Salad');
    const list = await allergens(`?date=${MONDAY}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      recipe_id: kitchen.salad,
      items: [{ code: 'MILK', name: 'Milk', name_de: 'Milch', may_contain: false }],
      incomplete: false,
    });
  });

  it('gives the recipe as written on another date and without a date', async () => {
    for (const query of [`?date=${TUESDAY}`, '']) {
      const body = (await analysis(query)).json();
      expect(body.ingredients, query).toEqual([expect.stringMatching(/^Zz Rice/)]);
      expect(body.perServing, query).toMatchObject({ energyKcal: 125.5, fatG: 0.3 });
      expect((await allergens(query)).json(), query).toMatchObject({ items: [], incomplete: false });
    }
  });

  it('refuses a malformed or impossible date with 400 and a clear message', async () => {
    for (const date of ['2031-02-30', 'monday', '2031-5-5', `${MONDAY}${'0'.repeat(200)}`, '']) {
      const query = `?date=${encodeURIComponent(date)}`;
      for (const response of [await analysis(query), await allergens(query)]) {
        expect(response.statusCode, date).toBe(400);
        expect(response.json().error_message, date).toBe(messages.dateInvalid);
      }
    }
  });

  it("prints the menu's date in its QR paths, which open Monday's dish", async () => {
    await ok('POST', `/menus/${MONDAY}/0/publish`, { version: 0 });
    const qr = await ok<MenuQrCodes>('GET', `/menus/${MONDAY}/qr-codes`);
    const dish = qr.menus[0]!.dishes[0]!;
    expect(dish.analysis_path).toBe(`recipes/analysis/${kitchen.salad}-default?date=${MONDAY}`);
    const [pathname, search] = dish.analysis_path.split('?');
    expect((await publicGet(`${pathname}?${search}`)).json().perServing.energyKcal).toBe(335);
    const list = (await publicGet(`${pathname}/allergens?${search}`)).json();
    expect(list.items.map((a: { code: string }) => a.code)).toEqual(['MILK']);
  });
});
