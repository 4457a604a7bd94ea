import type { FoodIngredientsResponse } from '@brigade/domain/schemas/food-analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import {
  assignRecipe,
  insertIngredient,
  insertRecipe,
  insertSupplier,
} from '../shopping-lists/test-kitchen.ts';

// ADR 074: the ingredient volumes of a range follow each date's swaps and spec choices. The shake (milk 100 g,
// rice 50 g) is an extra of the week 2031_19 with portions set by hand (an extra's qty_adjust): Monday 3,
// Tuesday 2, Wednesday 4 → milk 900 g, rice 450 g. Monday and Wednesday swap the milk for the oat drink
// (the same swap: one conversion for both) → oat drink 7 × 100 = 700 g, milk 2 × 100 = 200 g, rice unchanged;
// Tuesday buys its milk from the dearer spec (3.00 rather than 2.00 a 1 kg pack).
const MONDAY = '2031-05-05';
const TUESDAY = '2031-05-06';
const WEDNESDAY = '2031-05-07';

let t: TestApp;
let admin: string;
let shake: number;
let oat: number;
let dearMilk: number;

const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
async function volumes() {
  const response = await call('GET', `/analytics/food/ingredients?from=${MONDAY}&to=${MONDAY}`);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<FoodIngredientsResponse>();
  return answer.rows.map((r) => [r.name, r.total_kg, r.cost_chf]);
}
async function put(date: string, what: 'ingredient' | 'supplier-spec', payload: object) {
  const url = `/production/days/${date}/recipes/${shake}/lines/l0/${what}`;
  const response = await call('PUT', url, payload);
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  const db = t.database.db;
  const supplier = await insertSupplier(db, 'Zz Swap dairy');
  const pack = { supplierId: supplier, packSize: 1, packUnit: 'kg' };
  const milk = await insertIngredient(db, { name: 'Zz Swap milk' }, [
    { ...pack, priceChf: '2.00' },
    { ...pack, priceChf: '3.00', isDefault: false },
  ]);
  dearMilk = milk.specIds[1]!;
  oat = (await insertIngredient(db, { name: 'Zz Swap oat drink' }, [{ ...pack, priceChf: '4.00' }])).id;
  const rice = await insertIngredient(db, { name: 'Zz Swap rice' }, [{ ...pack, priceChf: '1.00' }]);
  shake = await insertRecipe(db, { name: 'Zz Swap shake' }, [
    { ingredientId: milk.id, quantity: 100, unit: 'g' },
    { ingredientId: rice.id, quantity: 50, unit: 'g' },
  ]);
  await assignRecipe(db, MONDAY, 'extra_1', shake, 3);
  await assignRecipe(db, TUESDAY, 'extra_1', shake, 2);
  await assignRecipe(db, WEDNESDAY, 'extra_1', shake, 4);
});
afterAll(async () => {
  await t?.app.close();
});

describe('GET /analytics/food/ingredients follows the kitchen swaps of each date (ADR 074)', () => {
  it('counts the recipe as written before any swap', async () => {
    expect(await volumes()).toEqual([
      ['Zz Swap milk', 0.9, 2],
      ['Zz Swap rice', 0.45, 1],
    ]);
  });

  it("moves the swapped dates' milk grams to the oat drink, and buys Tuesday's milk from its spec", async () => {
    await put(MONDAY, 'ingredient', { ingredient_id: oat, version: 0 });
    await put(WEDNESDAY, 'ingredient', { ingredient_id: oat, version: 0 });
    await put(TUESDAY, 'supplier-spec', { ingredient_spec_suppliers_id: dearMilk, version: 0 });
    expect(await volumes()).toEqual([
      ['Zz Swap oat drink', 0.7, 4],
      ['Zz Swap rice', 0.45, 1],
      ['Zz Swap milk', 0.2, 3],
    ]);
  });
});
