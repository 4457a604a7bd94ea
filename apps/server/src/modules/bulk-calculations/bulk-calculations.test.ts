import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { insertIngredient, insertRecipe, insertSupplier } from '../shopping-lists/test-kitchen.ts';

// Hand-worked: 40 × Zz Pop bowl (recipe margin 5 %: 120 g quinoa, 2 pieces of egg at 55 g) and 10 × Zz Pop
// shake (300 ml oat milk, density 1.03, no spec).
//   Quinoa:   120 g × 40 × 1.05 = 5040 g → 2.5 kg packs: ceil(2.016) = 3 packs × 11.90 = 35.70
//   Egg:      2 × 55 g × 40 × 1.05 = 4620 g → pack of 10 pieces = 550 g: ceil(8.4) = 9 packs × 4.80 = 43.20
//   Oat milk: 300 ml × 1.03 × 10 = 3090 g, no supplier
let t: TestApp;
let chef: string;
const ids = { bowl: 0, shake: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  chef = await loginAs(t.app, 'CHEF');
  const db = t.database.db;
  const farm = await insertSupplier(db, 'Zz Hof Müller');
  const quinoa = await insertIngredient(db, { name: 'Zz Quinoa' }, [
    { supplierId: farm, packSize: 2.5, packUnit: 'kg', priceChf: '11.90' },
  ]);
  const egg = await insertIngredient(db, { name: 'Zz Egg', gramsPerPiece: 55 }, [
    { supplierId: farm, packSize: 10, packUnit: 'piece', priceChf: '4.80' },
  ]);
  const oat = await insertIngredient(db, { name: 'Zz Oat milk', densityGPerMl: 1.03 });
  ids.bowl = await insertRecipe(db, { name: 'Zz Pop bowl', errorMargin: 5 }, [
    { ingredientId: quinoa.id, quantity: 120, unit: 'g' },
    { ingredientId: egg.id, quantity: 2, unit: 'piece' },
  ]);
  ids.shake = await insertRecipe(db, { name: 'Zz Pop shake' }, [
    { ingredientId: oat.id, quantity: 300, unit: 'ml' },
  ]);
});
afterAll(async () => {
  await t.app.close();
});

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = chef) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('POST /bulk-calculations/calculate', () => {
  it('gives the hand-worked totals to a chef', async () => {
    const response = await request('POST', '/bulk-calculations/calculate', {
      items: [
        { recipe_id: ids.bowl, quantity: 30 },
        { recipe_id: ids.shake, quantity: 10 },
        { recipe_id: ids.bowl, quantity: 10 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(
      body.groups.map((g: { supplier_name: string; lines: Record<string, unknown>[] }) => [
        g.supplier_name,
        g.lines.map((l) => [l.name, l.total_g, l.packs, l.cost_chf]),
      ]),
    ).toEqual([
      [
        'Zz Hof Müller',
        [
          ['Zz Egg', 4620, 9, 43.2],
          ['Zz Quinoa', 5040, 3, 35.7],
        ],
      ],
      [null, [['Zz Oat milk', 3090, null, null]]],
    ]);
    expect(body.cost_chf).toBe(78.9);
    expect(body.recipes).toEqual([
      { recipe_id: ids.bowl, name: 'Zz Pop bowl', portions: 40 },
      { recipe_id: ids.shake, name: 'Zz Pop shake', portions: 10 },
    ]);
  });

  it('refuses an unknown recipe on its item, and bad quantities', async () => {
    const unknown = await request('POST', '/bulk-calculations/calculate', {
      items: [
        { recipe_id: ids.bowl, quantity: 1 },
        { recipe_id: 999999, quantity: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual({ 'items.1.recipe_id': messages.notFound });
    const bad = await request('POST', '/bulk-calculations/calculate', {
      items: [{ recipe_id: ids.bowl, quantity: 1.5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(['items.0.quantity']);
  });

  it('lets logistics users in (the bulk calculator is for everyone) and refuses no session', async () => {
    const logistics = await loginAs(t.app, 'SUPER', 'LOGISTICS');
    const response = await request('POST', '/bulk-calculations/calculate', { items: [] }, logistics);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ groups: [], unconverted: [], cost_chf: 0, recipes: [] });
    expect((await request('POST', '/bulk-calculations/calculate', { items: [] }, '')).statusCode).toBe(401);
  });
});

describe('GET /bulk-calculations/recipes', () => {
  it('finds recipes by name for a chef, refuses no session and too long a query', async () => {
    const found = await request('GET', '/bulk-calculations/recipes?q=pop');
    expect(found.json().items).toEqual([
      { recipe_id: ids.bowl, name: 'Zz Pop bowl' },
      { recipe_id: ids.shake, name: 'Zz Pop shake' },
    ]);
    expect((await request('GET', `/bulk-calculations/recipes?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await request('GET', '/bulk-calculations/recipes', undefined, '')).statusCode).toBe(401);
  });
});

describe('saved calculations', () => {
  it('saves, lists, loads, updates with the version and deletes', async () => {
    const created = await request('POST', '/bulk-calculations', {
      name: ' Pop-up Zürich ',
      items: [{ recipe_id: ids.bowl, quantity: 40 }],
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({
      name: 'Pop-up Zürich',
      version: 1,
      items: [{ recipe_id: ids.bowl, quantity: 40 }],
    });
    const id = saved.bulk_calculation_id;
    expect((await request('GET', '/bulk-calculations')).json().items).toContainEqual(saved);
    expect((await request('GET', `/bulk-calculations/${id}`)).json()).toEqual(saved);

    const updated = await request('PUT', `/bulk-calculations/${id}`, {
      name: 'Pop-up Bern',
      items: [{ recipe_id: ids.shake, quantity: 5 }],
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Pop-up Bern', version: 2 });
    const stale = await request('PUT', `/bulk-calculations/${id}`, { name: 'Old', items: [], version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await request('GET', `/bulk-calculations/${id}`)).json().name).toBe('Pop-up Bern');

    expect((await request('DELETE', `/bulk-calculations/${id}?version=1`)).statusCode).toBe(409);
    expect((await request('DELETE', `/bulk-calculations/${id}?version=2`)).statusCode).toBe(204);
    expect((await request('GET', `/bulk-calculations/${id}`)).statusCode).toBe(404);
  });

  it('refuses a missing name and an unknown recipe, and saves nothing', async () => {
    const before = (await request('GET', '/bulk-calculations')).json().total;
    const noName = await request('POST', '/bulk-calculations', { name: ' ', items: [] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details.name).toBe(messages.nameRequired);
    const unknown = await request('POST', '/bulk-calculations', {
      name: 'Ghost',
      items: [{ recipe_id: 999999, quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await request('GET', '/bulk-calculations')).json().total).toBe(before);
  });

  it('refuses requests without a session', async () => {
    expect((await request('GET', '/bulk-calculations', undefined, '')).statusCode).toBe(401);
    const response = await request('POST', '/bulk-calculations', { name: 'X', items: [] }, '');
    expect(response.statusCode).toBe(401);
  });
});
