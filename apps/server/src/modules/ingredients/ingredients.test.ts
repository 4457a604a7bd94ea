import { messages } from '@brigade/domain/messages/catalogue';
import { ingredientEditBody } from '@brigade/domain/schemas/ingredient-edit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
let chef: string; // SUPER_CHEF: level 1 may do everything here
let admin: string;
let refused: [string, string][];

beforeAll(async () => {
  t = await buildTestApp();
  chef = await loginAs(t.app, 'SUPER_CHEF');
  admin = await loginAs(t.app, 'SUPER');
  refused = (await refusedRoles(t.app)).filter(([role]) => role !== 'SUPER_CHEF');
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, cookie = chef) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = chef) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const MILK = 7;
const NUTS = 8;
/** The 14 seeded allergens' ids: 1 … 14. */
const ALL = Array.from({ length: 14 }, (_, k) => k + 1);
/** Every allergen declared: the ones given as given, the others FREE. */
const declareAll = (given: { allergen_id: number; kind: string }[]) => [
  ...given,
  ...ALL.filter((id) => !given.some((g) => g.allergen_id === id)).map((id) => ({
    allergen_id: id,
    kind: 'FREE',
  })),
];
const butter = {
  name: 'Butter (test)',
  name_de: 'Butter (Test)',
  spec: 'unsalted, 82% fat',
  spec_de: 'ungesalzen, 82% Fett',
  energy_kcal: 717,
  fat_g: 81.1,
  saturated_fat_g: 51.4,
  carbohydrates_g: 0.06,
  sugars_g: 0.06,
  fibre_g: 0,
  protein_g: 0.85,
  sodium_mg: 11,
  density_g_per_ml: 0.911,
  grams_per_piece: 250,
  allergens_reviewed: true,
  source: 'USDA FoodData Central, FDC ID 173430',
  allergens: declareAll([
    { allergen_id: MILK, kind: 'CONTAINS' },
    { allergen_id: NUTS, kind: 'MAY_CONTAIN' },
  ]),
};

async function create(body: object) {
  const response = await send('POST', '/api/v1/ingredients', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function supplier(name: string): Promise<number> {
  const response = await send('POST', '/api/v1/suppliers', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().supplier_id;
}

const countIngredients = async () =>
  (
    (await t.database.db.execute(sql`select count(*)::int as n from ingredients`)) as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('POST and GET /ingredients', () => {
  it('creates an ingredient with nutrients, conversion and allergens, and reads it back', async () => {
    const created = await create(butter);
    const { allergens: _, ...columns } = butter;
    expect(created).toMatchObject({ ...columns, legacy: false, version: 1, specs: [] });
    expect(created.allergens).toEqual([
      { allergen_id: MILK, name: 'Milk', name_de: 'Milch', kind: 'CONTAINS' },
      { allergen_id: NUTS, name: 'Nuts', name_de: 'Schalenfrüchte', kind: 'MAY_CONTAIN' },
    ]);
    // Every allergen of the catalogue with its declaration, who made it and when.
    expect(created.declarations).toHaveLength(14);
    expect(created.declarations[6]).toMatchObject({
      allergen_id: MILK,
      code: 'MILK',
      state: 'CONTAINS',
      declared_by: 'superchef',
    });
    expect(created.declarations[0]).toMatchObject({
      code: 'GLUTEN',
      state: 'FREE',
      declared_by: 'superchef',
    });
    expect((await get(`/api/v1/ingredients/${created.ingredient_id}`)).json()).toEqual(created);
  });

  it('takes empty nutrient fields as unknown and defaults the rest', async () => {
    const created = await create({ name: 'Mystery spice', energy_kcal: '', fat_g: null, protein_g: '3,5' });
    expect(created).toMatchObject({
      name_de: '',
      energy_kcal: null,
      fat_g: null,
      protein_g: 3.5,
      density_g_per_ml: null,
      allergens_reviewed: false,
      allergens: [],
    });
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const before = await countIngredients();
    const bad = await send('POST', '/api/v1/ingredients', {
      name: '',
      energy_kcal: -1,
      fat_g: 'lots',
      density_g_per_ml: 0,
      grams_per_piece: -5,
      allergens: [{ allergen_id: MILK, kind: 'SOME' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({
      name: messages.nameRequired,
      energy_kcal: messages.nutrientInvalid,
      fat_g: messages.nutrientInvalid,
      density_g_per_ml: messages.densityInvalid,
      grams_per_piece: messages.gramsPerPieceInvalid,
    });
    const sub = await send('POST', '/api/v1/ingredients', { name: 'Odd', fat_g: 1, saturated_fat_g: 2 });
    expect(sub.json().details).toEqual({ saturated_fat_g: messages.saturatedFatAboveFat });
    const twice = await send('POST', '/api/v1/ingredients', {
      name: 'Twice',
      allergens: [
        { allergen_id: MILK, kind: 'CONTAINS' },
        { allergen_id: MILK, kind: 'MAY_CONTAIN' },
      ],
    });
    expect(twice.json().details).toEqual({ allergens: messages.allergenListedTwice });
    const unknown = await send('POST', '/api/v1/ingredients', {
      name: 'Unknown allergen',
      allergens: [{ allergen_id: 9999, kind: 'CONTAINS' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error_message).toBe(messages.allergenUnknown);
    const dup = await send('POST', '/api/v1/ingredients', { name: 'BUTTER (TEST)' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error_message).toBe(messages.ingredientNameTaken);
    expect(await countIngredients()).toBe(before);
    expect((await get('/api/v1/ingredients/999999')).statusCode).toBe(404);
    expect((await get('/api/v1/ingredients/abc')).statusCode).toBe(400);
  });
});

describe('allergen declarations', () => {
  it('refuses "reviewed" while an allergen is unknown, naming them, and saves nothing', async () => {
    const before = await countIngredients();
    const refused = await send('POST', '/api/v1/ingredients', {
      name: 'Quark (test)',
      allergens_reviewed: true,
      allergens: [
        { allergen_id: MILK, kind: 'CONTAINS' },
        ...ALL.slice(0, 5).map((id) => ({ allergen_id: id, kind: 'FREE' })),
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error_code: 'BUSINESS_RULE',
      error_message: messages.allergensUndeclared,
      details: {
        allergens_reviewed: messages.allergensUndeclared,
        undeclared:
          'Soybeans, Nuts, Celery, Mustard, Sesame seeds, Sulphur dioxide and sulphites, Lupin, Molluscs',
      },
    });
    expect(await countIngredients()).toBe(before);
  });

  it('needs the EU-14 declared, not an allergen the kitchen added itself', async () => {
    const garlic = await send(
      'POST',
      '/api/v1/allergens',
      { name: 'Garlic (test)', name_de: 'Knoblauch (Test)' },
      admin,
    );
    expect(garlic.statusCode, garlic.body).toBe(201);
    const created = await create({
      name: 'Chives (test)',
      allergens_reviewed: true,
      allergens: declareAll([]),
    });
    expect(created.allergens_reviewed).toBe(true);
    const own = created.declarations.find((d: { name: string }) => d.name === 'Garlic (test)');
    expect(own).toMatchObject({ code: null, state: 'UNKNOWN' });
  });

  it('keeps who declared an allergen and when until its state changes; left out = unknown', async () => {
    const created = await create({
      name: 'Quark, low fat',
      allergens: [{ allergen_id: MILK, kind: 'CONTAINS' }],
    });
    expect(
      created.declarations.filter(
        (d: { state: string; code: string | null }) => d.code && d.state === 'UNKNOWN',
      ),
    ).toHaveLength(13);
    expect(created.allergens_reviewed).toBe(false);
    const url = `/api/v1/ingredients/${created.ingredient_id}`;
    const milkBefore = created.declarations[MILK - 1];
    const updated = await send(
      'PUT',
      url,
      {
        ...ingredientEditBody(created),
        allergens: declareAll([{ allergen_id: MILK, kind: 'CONTAINS' }]),
        allergens_reviewed: true,
      },
      admin,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json();
    expect(after.allergens_reviewed).toBe(true);
    expect(after.declarations[MILK - 1]).toEqual(milkBefore);
    expect(after.declarations[0]).toMatchObject({ state: 'FREE', declared_by: 'super' });
    // Leaving an allergen out again makes it unknown, and "reviewed" is refused with it.
    const back = await send('PUT', url, {
      ...ingredientEditBody(after),
      allergens: declareAll([{ allergen_id: MILK, kind: 'CONTAINS' }]).filter((d) => d.allergen_id !== 2),
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().details.undeclared).toBe('Crustaceans');
  });
});

describe('GET /ingredients lists, legacy, autocomplete and export', () => {
  beforeAll(async () => {
    for (const name of ['Carrot', 'Baby carrot', 'Parsnip']) await create({ name, name_de: `${name} DE` });
    await create({ name: 'Red lentils', name_de: 'Rote Linsen' });
    await t.database.db.execute(
      sql`insert into ingredients (name, name_de, legacy) values ('Old carrot v1', 'Alte Karotte', true)`,
    );
  });

  it('pages and searches current ingredients by EN and DE name', async () => {
    const carrots = (await get('/api/v1/ingredients?q=carrot')).json();
    expect(carrots.items.map((i: { name: string }) => i.name)).toEqual(['Baby carrot', 'Carrot']);
    expect(carrots.total).toBe(2);
    expect((await get('/api/v1/ingredients?q=linsen')).json().items[0].name).toBe('Red lentils');
    const page = (await get('/api/v1/ingredients?length=2&start=1&sort_by=name&sort_dir=desc')).json();
    expect(page.items).toHaveLength(2);
    expect((await get('/api/v1/ingredients?length=101')).statusCode).toBe(400);
    const butterRow = (await get('/api/v1/ingredients?q=butter')).json().items[0];
    expect(butterRow).toMatchObject({
      allergen_names: 'Milk, Nuts',
      allergen_names_de: 'Milch, Schalenfrüchte',
      energy_kcal: 717,
      supplier_count: 0,
    });
  });

  it('lists the legacy ingredients apart, read-only', async () => {
    const legacy = (await get('/api/v1/ingredients/legacy')).json();
    expect(legacy.items.map((i: { name: string }) => i.name)).toEqual(['Old carrot v1']);
    const row = legacy.items[0];
    const url = `/api/v1/ingredients/${row.ingredient_id}`;
    const edit = await send('PUT', url, { ...ingredientEditBody((await get(url)).json()), name: 'New' });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().error_message).toBe(messages.ingredientLegacyReadOnly);
  });

  it('autocompletes current ingredients, name prefix first, at most 20', async () => {
    const items = (await get('/api/v1/ingredients/autocomplete?q=carr')).json().items;
    expect(items.map((i: { name: string }) => i.name)).toEqual(['Carrot', 'Baby carrot']);
    expect(items[0]).toEqual({ ingredient_id: expect.any(Number), name: 'Carrot', name_de: 'Carrot DE' });
    expect((await get('/api/v1/ingredients/autocomplete?q=rote')).json().items[0].name).toBe('Red lentils');
    expect((await get('/api/v1/ingredients/autocomplete?q=%25')).json().items).toEqual([]);
    expect((await get('/api/v1/ingredients/autocomplete?q=a&limit=2')).json().items).toHaveLength(2);
    expect((await get('/api/v1/ingredients/autocomplete?limit=50')).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV and xlsx', async () => {
    const csv = await get('/api/v1/ingredients/export?q=butter');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toContain('ingredient_id,name,name_de,spec,spec_de,energy_kcal');
    expect(lines[1]).toContain('Butter (test)');
    expect(lines[1]).toContain('"Milk, Nuts"');
    const xlsx = await get('/api/v1/ingredients/export?format=xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await get('/api/v1/ingredients/export?format=pdf')).statusCode).toBe(400);
  });
});

describe('PUT and DELETE /ingredients/:id', () => {
  it('updates every field with the version; a stale version changes nothing', async () => {
    const created = await create({ name: 'Oat milk', allergens: [{ allergen_id: 1, kind: 'CONTAINS' }] });
    const url = `/api/v1/ingredients/${created.ingredient_id}`;
    const updated = await send('PUT', url, {
      ...ingredientEditBody(created),
      name: 'Oat drink',
      name_de: 'Haferdrink',
      energy_kcal: 46,
      density_g_per_ml: 1.03,
      allergens: declareAll([{ allergen_id: 1, kind: 'MAY_CONTAIN' }]),
      allergens_reviewed: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Oat drink',
      name_de: 'Haferdrink',
      energy_kcal: 46,
      density_g_per_ml: 1.03,
      allergens_reviewed: true,
      version: 2,
      allergens: [{ allergen_id: 1, kind: 'MAY_CONTAIN' }],
    });
    const stale = await send('PUT', url, { ...ingredientEditBody(created), name: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    const bad = await send('PUT', url, { ...ingredientEditBody(updated.json()), sugars_g: 101 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ sugars_g: messages.nutrientInvalid });
    expect((await get(url)).json()).toMatchObject({ name: 'Oat drink', version: 2, sugars_g: null });
    const unknown = await send('PUT', '/api/v1/ingredients/999999', ingredientEditBody(created));
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an edit that leaves a field out, changing nothing; an explicit null clears it', async () => {
    const created = await create({ ...butter, name: 'Butter (edit test)' });
    const url = `/api/v1/ingredients/${created.ingredient_id}`;
    const { spec: _left, ...partial } = ingredientEditBody(created);
    const refused = await send('PUT', url, partial);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details)).toEqual(['spec']);
    const { energy_kcal: _unsent, ...noEnergy } = ingredientEditBody(created);
    const noNutrient = await send('PUT', url, noEnergy);
    expect(noNutrient.statusCode).toBe(400);
    expect(Object.keys(noNutrient.json().details)).toEqual(['energy_kcal']);
    expect((await get(url)).json()).toEqual(created);
    const cleared = await send('PUT', url, { ...ingredientEditBody(created), energy_kcal: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ energy_kcal: null, spec: 'unsalted, 82% fat', version: 2 });
  });

  it('deletes with the version, refuses a stale one and one a recipe uses', async () => {
    const gone = await create({ name: 'Delete me' });
    const url = `/api/v1/ingredients/${gone.ingredient_id}`;
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(409);
    expect((await send('DELETE', url)).statusCode).toBe(400);
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);

    const used = await create({ name: 'Used in a recipe' });
    await t.database.db.execute(sql`insert into recipes (name) values ('Test recipe')`);
    await t.database.db.execute(
      sql`insert into recipe_ingredients (recipe_id, ingredient_id, quantity, unit, uid, position)
          select recipe_id, ${used.ingredient_id}, 10, 'g', 'line-1', 0 from recipes where name = 'Test recipe'`,
    );
    const refusedDelete = await send('DELETE', `/api/v1/ingredients/${used.ingredient_id}?version=1`);
    expect(refusedDelete.statusCode).toBe(409);
    expect(refusedDelete.json().error_message).toBe(messages.ingredientInUse);
    expect((await get(`/api/v1/ingredients/${used.ingredient_id}`)).statusCode).toBe(200);
  });

  it('writes an audit entry per change', async () => {
    const created = await create({ name: 'Audited' });
    const result = (await t.database.db.execute(
      sql`select action from audit_log where entity = 'ingredient' and entity_id = ${String(created.ingredient_id)}`,
    )) as { rows: unknown[] };
    const rows = result.rows;
    expect(rows).toEqual([{ action: 'create' }]);
  });
});

describe('supplier specs', () => {
  it('adds specs (first is the default), keeps one default, edits with version and deletes', async () => {
    const ing = await create({ name: 'Spec flour' });
    const a = await supplier('Mühle A');
    const b = await supplier('Mühle B');
    const url = `/api/v1/ingredients/${ing.ingredient_id}/specs`;
    const first = await send('POST', url, {
      supplier_id: a,
      article_number: 'F-1',
      pack_size: '25',
      pack_unit: 'kg',
      price_chf: '31.50',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      supplier_name: 'Mühle A',
      pack_size: 25,
      price_chf: 31.5,
      is_default: true,
      version: 1,
    });
    const second = await send('POST', url, {
      supplier_id: b,
      pack_size: 1,
      pack_unit: 'kg',
      price_chf: 2.2,
      is_default: true,
    });
    expect(second.json().is_default).toBe(true);
    const specs = (await get(`/api/v1/ingredients/${ing.ingredient_id}`)).json().specs;
    expect(
      specs.map((s: { supplier_name: string; is_default: boolean }) => [s.supplier_name, s.is_default]),
    ).toEqual([
      ['Mühle B', true],
      ['Mühle A', false],
    ]);
    const firstId = first.json().ingredient_spec_suppliers_id;
    const firstNow = specs.find(
      (s: { ingredient_spec_suppliers_id: number }) => s.ingredient_spec_suppliers_id === firstId,
    );
    expect(firstNow.version).toBe(2); // unsetting the default moved its version on
    const specUrl = `/api/v1/ingredient-specs/${firstId}`;
    const stale = await send('PUT', specUrl, {
      supplier_id: a,
      article_number: 'F-1',
      pack_size: 10,
      pack_unit: 'kg',
      price_chf: 14,
      is_default: true,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const edited = await send('PUT', specUrl, {
      supplier_id: a,
      article_number: 'F-10',
      pack_size: 10,
      pack_unit: 'kg',
      price_chf: 14,
      is_default: true,
      version: 2,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      article_number: 'F-10',
      pack_size: 10,
      price_chf: 14,
      is_default: true,
      version: 3,
    });
    const after = (await get(`/api/v1/ingredients/${ing.ingredient_id}`)).json().specs;
    expect(after.filter((s: { is_default: boolean }) => s.is_default)).toHaveLength(1);
    const badEdit = await send('PUT', specUrl, {
      supplier_id: a,
      article_number: 'F-10',
      pack_size: -1,
      pack_unit: 'kg',
      price_chf: 14,
      is_default: true,
      version: 3,
    });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().details).toEqual({ pack_size: messages.packSizeInvalid });
    expect((await send('DELETE', `${specUrl}?version=2`)).statusCode).toBe(409);
    expect((await send('DELETE', `${specUrl}?version=3`)).statusCode).toBe(204);
    expect((await get(`/api/v1/ingredients/${ing.ingredient_id}`)).json().specs).toHaveLength(1);
  });

  it('refuses a spec edit that leaves a field out, changing nothing', async () => {
    const ing = await create({ name: 'Spec rice' });
    const added = await send('POST', `/api/v1/ingredients/${ing.ingredient_id}/specs`, {
      supplier_id: await supplier('Reis AG'),
      article_number: 'R-5',
      pack_size: 5,
      pack_unit: 'kg',
      price_chf: 12.5,
    });
    expect(added.statusCode, added.body).toBe(201);
    const spec = added.json();
    const refused = await send('PUT', `/api/v1/ingredient-specs/${spec.ingredient_spec_suppliers_id}`, {
      supplier_id: spec.supplier_id,
      pack_size: 10,
      pack_unit: 'kg',
      price_chf: 24,
      is_default: true,
      version: spec.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details)).toEqual(['article_number']);
    expect((await get(`/api/v1/ingredients/${ing.ingredient_id}`)).json().specs).toEqual([spec]);
  });

  it('refuses bad specs with clear messages and writes nothing', async () => {
    const ing = await create({ name: 'Spec sugar' });
    const url = `/api/v1/ingredients/${ing.ingredient_id}/specs`;
    const bad = await send('POST', url, {
      pack_size: 0,
      pack_unit: 'crate',
      price_chf: -1,
      article_number: 'x'.repeat(51),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      supplier_id: messages.supplierRequired,
      pack_size: messages.packSizeInvalid,
      pack_unit: messages.packUnitInvalid,
      price_chf: messages.specPriceInvalid,
      article_number: messages.articleNumberTooLong,
    });
    const unknown = await send('POST', url, {
      supplier_id: 999999,
      pack_size: 1,
      pack_unit: 'kg',
      price_chf: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error_message).toBe(messages.supplierUnknown);
    const noIngredient = await send('POST', '/api/v1/ingredients/999999/specs', {
      supplier_id: await supplier('Zucker AG'),
      pack_size: 1,
      pack_unit: 'kg',
      price_chf: 1,
    });
    expect(noIngredient.statusCode).toBe(404);
    expect((await get(`/api/v1/ingredients/${ing.ingredient_id}`)).json().specs).toEqual([]);
    expect(
      (
        await send('PUT', '/api/v1/ingredient-specs/999999', {
          supplier_id: 1,
          article_number: '',
          pack_size: 1,
          pack_unit: 'kg',
          price_chf: 1,
          is_default: false,
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('access', () => {
  it('lets SUPER in and refuses CHEF and logistics users on every route, changing nothing', async () => {
    const admin = await loginAs(t.app, 'SUPER');
    expect((await get('/api/v1/ingredients', admin)).statusCode).toBe(200);
    const ing = await create({ name: 'Access target' });
    const spec = (
      await send('POST', `/api/v1/ingredients/${ing.ingredient_id}/specs`, {
        supplier_id: await supplier('Access AG'),
        pack_size: 1,
        pack_unit: 'kg',
        price_chf: 1,
      })
    ).json();
    const id = ing.ingredient_id;
    const specId = spec.ingredient_spec_suppliers_id;
    for (const [role, cookie] of refused) {
      for (const [method, url, body] of [
        ['GET', '/api/v1/ingredients', undefined],
        ['GET', '/api/v1/ingredients/export', undefined],
        ['GET', '/api/v1/ingredients/legacy', undefined],
        ['GET', '/api/v1/ingredients/autocomplete?q=a', undefined],
        ['GET', `/api/v1/ingredients/${id}`, undefined],
        ['POST', '/api/v1/ingredients', { name: `By ${role}` }],
        ['PUT', `/api/v1/ingredients/${id}`, { ...ingredientEditBody(ing), name: 'Hacked' }],
        ['DELETE', `/api/v1/ingredients/${id}?version=1`, undefined],
        [
          'POST',
          `/api/v1/ingredients/${id}/specs`,
          { supplier_id: 1, pack_size: 1, pack_unit: 'kg', price_chf: 1 },
        ],
        [
          'PUT',
          `/api/v1/ingredient-specs/${specId}`,
          {
            supplier_id: 1,
            article_number: '',
            pack_size: 2,
            pack_unit: 'kg',
            price_chf: 1,
            is_default: true,
            version: 1,
          },
        ],
        ['DELETE', `/api/v1/ingredient-specs/${specId}?version=1`, undefined],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie },
          ...(body ? { payload: body } : {}),
        });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const after = (await get(`/api/v1/ingredients/${id}`)).json();
    expect(after).toMatchObject({ name: 'Access target', version: 1 });
    expect(after.specs).toEqual([expect.objectContaining({ version: 1, pack_size: 1 })]);
  });
});
