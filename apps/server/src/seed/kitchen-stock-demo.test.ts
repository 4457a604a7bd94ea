import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test/build-test-app.ts';
import { insertIngredient } from '../../test/recipe-extras-fixtures.ts';
import { demoChefNotes, demoStock, seedKitchenStockDemo } from './kitchen-stock-demo.ts';
import { demoIngredients } from './recipes-demo-data.ts';

let t: TestApp;
let chef: string;

beforeAll(async () => {
  t = await buildTestApp();
  chef = await loginAs(t.app, 'CHEF');
});
afterAll(async () => {
  await t.app.close();
});

const get = async (url: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: chef } })).json();

describe('kitchen stock demo', () => {
  it('notes only ingredients of the recipe demo', () => {
    const names = new Set(demoIngredients.map((i) => i.name));
    for (const [name] of demoChefNotes) expect(names.has(name), name).toBe(true);
  });

  it('seeds the groups, their opening counts and the chef notes once', async () => {
    for (const [name] of demoChefNotes) await insertIngredient(t.database.db, { name });
    await seedKitchenStockDemo(t.database.db, t.clock);
    await seedKitchenStockDemo(t.database.db, t.clock);
    const groups = (await get('/inventory/groups')).items as {
      name: string;
      items: { inventoryGroupItemId: number; belowMin: boolean }[];
    }[];
    expect(groups.map((g) => g.name)).toEqual(demoStock.map((g) => g.name));
    expect(groups.flatMap((g) => g.items).some((i) => i.belowMin)).toBe(true);
    const first = groups[0]!.items[0]!.inventoryGroupItemId;
    expect((await get(`/inventory/items/${first}/changes`)).total).toBe(1);
    expect((await get('/chef-ingredient-notes')).total).toBe(demoChefNotes.length);
  });
});
