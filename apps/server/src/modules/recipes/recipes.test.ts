import { messages } from '@brigade/domain/messages/catalogue';
import { recipeEditBody } from '@brigade/domain/recipes/recipe-edit';
import type { RecipeDetail } from '@brigade/domain/schemas/recipes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeFeedback } from '../../db/schema/recipes.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { allergenId, insertIngredient, insertSpec } from './test-ingredients.ts';

let t: TestApp;
let superChef: string;
let refused: [string, string][];
const base = '/api/v1/recipes';
const tag = `${String(process.pid)}`;
let butter: number;
let flour: number;
let chocolate: number;
let spice: number;
let legacy: number;
let butterSpec: number;
let flourSpec: number;
let milk: number;
let gluten: number;
let nuts: number;
let celery: number;

beforeAll(async () => {
  t = await buildTestApp();
  superChef = await loginAs(t.app, 'SUPER_CHEF');
  refused = [
    ['CHEF', await loginAs(t.app, 'CHEF')],
    ['LOGISTICS CHEF', await loginAs(t.app, 'CHEF', 'LOGISTICS')],
    ['LOGISTICS SUPER', await loginAs(t.app, 'SUPER', 'LOGISTICS')],
  ];
  const db = t.database.db;
  milk = await allergenId(db, 'Milk');
  gluten = await allergenId(db, 'Cereals containing gluten');
  nuts = await allergenId(db, 'Nuts');
  celery = await allergenId(db, 'Celery');
  butter = (
    await insertIngredient(db, {
      name: `Butter ${tag}`,
      nameDe: 'Butter',
      tags: [{ allergenId: milk, kind: 'CONTAINS' }],
    })
  ).ingredientId;
  flour = (
    await insertIngredient(db, {
      name: `Flour ${tag}`,
      nameDe: 'Mehl',
      tags: [{ allergenId: gluten, kind: 'CONTAINS' }],
    })
  ).ingredientId;
  chocolate = (
    await insertIngredient(db, {
      name: `Chocolate ${tag}`,
      tags: [{ allergenId: nuts, kind: 'MAY_CONTAIN' }],
    })
  ).ingredientId;
  spice = (await insertIngredient(db, { name: `Spice mix ${tag}`, reviewed: false })).ingredientId;
  legacy = (await insertIngredient(db, { name: `Old margarine ${tag}`, legacy: true })).ingredientId;
  butterSpec = await insertSpec(db, butter);
  flourSpec = await insertSpec(db, flour);
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, cookie = superChef) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = superChef) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

type Detail = RecipeDetail;

/** A line's fields a save may leave to their create defaults; an edit sends each (ADR 084). */
const plainLine = {
  layer_key: null,
  ingredient_spec_suppliers_id: null,
  error_margin: 0,
  directions: '',
  client_facing_name: '',
};

function cake(name = `Cake ${tag}`) {
  return {
    name,
    client_facing_name: 'Chocolate cake',
    a_life_label: 'CAKE-1',
    isTreat: true,
    isDinner: true,
    portion_quantity: 120,
    portion_unit: 'g',
    error_margin: 5,
    directions: 'Bake at 180 °C.',
    notes: 'Kids love it',
    checklist: [{ text: 'Preheat oven', done: false }],
    public_html: [{ header: 'Story', html: '<p>Grandma’s</p>' }],
    layers: [
      { recipe_layer_id: null, key: 'base', name: 'Base' },
      { recipe_layer_id: null, key: 'top', name: 'Topping' },
    ],
    lines: [
      {
        uid: 'a',
        ingredient_id: flour,
        layer_key: 'base',
        quantity: 60,
        unit: 'g',
        ingredient_spec_suppliers_id: flourSpec,
      },
      { uid: 'b', ingredient_id: butter, layer_key: 'base', quantity: 2, unit: 'tbsp' },
      {
        uid: 'c',
        ingredient_id: chocolate,
        layer_key: 'top',
        quantity: '1,5',
        unit: 'piece',
        directions: 'melt',
      },
      { uid: 'd', ingredient_id: spice, quantity: 0, unit: 'ml' },
    ],
    separator_indices: [1],
    manual_allergen_ids: [celery],
  };
}

async function create(body: object = cake()): Promise<Detail> {
  const response = await send('POST', base, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Detail;
}

describe('recipes', () => {
  it('creates a whole recipe, derives its allergens, lists, filters, exports', async () => {
    const recipe = await create();
    expect(recipe).toMatchObject({
      name: `Cake ${tag}`,
      isTreat: true,
      isDinner: true,
      isLunch: false,
      meal_types: ['treat', 'dinner'],
      portion_quantity: 120,
      error_margin: 5,
      revision_status: 'DRAFT',
      rating: null,
      version: 1,
      separator_indices: [1],
      manual_allergen_ids: [celery],
      needs_review: [`Spice mix ${tag}`],
      checklist: [{ text: 'Preheat oven', done: false }],
    });
    expect(recipe.layers.map((l) => [l.name, l.position])).toEqual([
      ['Base', 0],
      ['Topping', 1],
    ]);
    const [base0, top] = recipe.layers;
    expect(recipe.lines).toEqual([
      expect.objectContaining({
        uid: 'a',
        position: 0,
        ingredient_id: flour,
        ingredient_name: `Flour ${tag}`,
        ingredient_name_de: 'Mehl',
        recipe_layer_id: base0!.recipe_layer_id,
        ingredient_spec_suppliers_id: flourSpec,
        quantity: 60,
        unit: 'g',
      }),
      expect.objectContaining({
        uid: 'b',
        position: 1,
        recipe_layer_id: base0!.recipe_layer_id,
        quantity: 2,
        unit: 'tbsp',
      }),
      expect.objectContaining({
        uid: 'c',
        recipe_layer_id: top!.recipe_layer_id,
        quantity: 1.5,
        unit: 'piece',
        directions: 'melt',
      }),
      expect.objectContaining({ uid: 'd', recipe_layer_id: null, quantity: 0, unit: 'ml' }),
    ]);
    const allergens = Object.fromEntries(
      recipe.allergens.map((a) => [a.allergen_id, [a.source, a.may_contain]]),
    );
    expect(allergens).toEqual({
      [milk]: ['ingredients', false],
      [gluten]: ['ingredients', false],
      [nuts]: ['ingredients', true],
      [celery]: ['manual', false],
    });

    await t.database.db.insert(recipeFeedback).values([
      { recipeId: recipe.recipe_id, rating: 4 },
      { recipeId: recipe.recipe_id, rating: 5 },
    ]);
    expect((await get(`${base}/${recipe.recipe_id}`)).json()).toMatchObject({ rating: 4.5, version: 1 });

    const list = (await get(`${base}?q=${encodeURIComponent(`cake ${tag}`)}`)).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      name: `Cake ${tag}`,
      line_count: 4,
      rating: 4.5,
      meal_types: ['treat', 'dinner'],
    });
    expect((await get(`${base}?q=${tag}&meal_types=lunch,dinner`)).json().total).toBe(1);
    expect((await get(`${base}?q=${tag}&meal_types=breakfast`)).json().total).toBe(0);
    expect((await get(`${base}?q=CAKE-1`)).json().total).toBeGreaterThanOrEqual(1);
    expect((await get(`${base}?sort_by=rating&sort_dir=desc&length=5`)).statusCode).toBe(200);
    const csv = await get(`${base}/export?q=${tag}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('recipe_id,name,client_facing_name,a_life_label,meal_types');
    expect(csv.body).toContain('"treat, dinner"');
    const xlsx = await get(`${base}/export?q=${tag}&format=xlsx`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('saves the whole recipe under its version: layers renamed and removed, lines reordered', async () => {
    const recipe = await create(cake(`Edit ${tag}`));
    const [base0, top] = recipe.layers;
    const url = `${base}/${recipe.recipe_id}`;
    const body = {
      ...recipeEditBody(recipe),
      name: `Edited ${tag}`,
      isTreat: false,
      layers: [{ recipe_layer_id: top!.recipe_layer_id, key: String(top!.recipe_layer_id), name: 'Glaze' }],
      lines: [
        {
          ...plainLine,
          uid: 'c',
          ingredient_id: chocolate,
          layer_key: String(top!.recipe_layer_id),
          quantity: 2,
          unit: 'piece',
        },
        { ...plainLine, uid: 'a', ingredient_id: flour, quantity: 0.1, unit: 'kg' },
      ],
      separator_indices: [],
      manual_allergen_ids: [],
    };
    const saved = await send('PUT', url, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as Detail;
    expect(after).toMatchObject({
      name: `Edited ${tag}`,
      version: 2,
      isTreat: false,
      separator_indices: [],
      manual_allergen_ids: [],
      needs_review: [],
    });
    expect(after.layers).toEqual([{ recipe_layer_id: top!.recipe_layer_id, name: 'Glaze', position: 0 }]);
    expect(after.layers.some((l) => l.recipe_layer_id === base0!.recipe_layer_id)).toBe(false);
    expect(after.lines.map((l) => [l.uid, l.recipe_layer_id, l.quantity, l.unit])).toEqual([
      ['c', top!.recipe_layer_id, 2, 'piece'],
      ['a', null, 0.1, 'kg'],
    ]);
    expect(after.allergens.map((a) => a.allergen_id).sort()).toEqual([gluten, nuts].sort());

    const stale = await send('PUT', url, { ...body, name: 'Stale' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    expect((await get(url)).json()).toMatchObject({ name: `Edited ${tag}`, version: 2 });

    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(409);
    expect((await send('DELETE', `${url}?version=x`)).statusCode).toBe(400);
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
    expect((await send('PUT', url, { ...body, version: 2 })).statusCode).toBe(404);
  });

  it('refuses an edit that leaves a field out, a line field too, changing nothing; null clears a spec', async () => {
    const recipe = await create(cake(`Whole ${tag}`));
    const url = `${base}/${recipe.recipe_id}`;
    const { notes: _left, ...partial } = recipeEditBody(recipe);
    const refused = await send('PUT', url, partial);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details)).toEqual(['notes']);
    const body = recipeEditBody(recipe);
    const { ingredient_spec_suppliers_id: _spec, ...lineWithout } = body.lines[0]!;
    const lineRefused = await send('PUT', url, { ...body, lines: [lineWithout, ...body.lines.slice(1)] });
    expect(lineRefused.statusCode).toBe(400);
    expect(Object.keys(lineRefused.json().details)).toEqual(['lines.0.ingredient_spec_suppliers_id']);
    expect((await get(url)).json()).toEqual(recipe);
    expect(recipe.lines[0]!.ingredient_spec_suppliers_id).toBe(flourSpec);
    const cleared = await send('PUT', url, {
      ...body,
      lines: body.lines.map((l, i) => (i === 0 ? { ...l, ingredient_spec_suppliers_id: null } : l)),
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ notes: 'Kids love it', version: 2 });
    expect((cleared.json() as Detail).lines[0]).toMatchObject({
      uid: 'a',
      ingredient_spec_suppliers_id: null,
    });
  });

  it('refuses bad input with clear messages, changing nothing', async () => {
    const before = (await get(base)).json().total;
    const bad = await send('POST', base, {
      ...cake(' '),
      portion_quantity: 0,
      lines: [
        { uid: 'a', ingredient_id: flour, quantity: -1, unit: 'bucket', layer_key: 'nowhere' },
        { uid: 'a', ingredient_id: flour, quantity: 1, unit: 'g' },
      ],
      separator_indices: [5],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({
      name: messages.nameRequired,
      portion_quantity: messages.recipePortionInvalid,
      'lines.0.quantity': messages.recipeQuantityInvalid,
      'lines.0.unit': messages.recipeUnitInvalid,
    });
    const shape = await send('POST', base, {
      ...cake(),
      lines: [
        { uid: 'a', ingredient_id: flour, quantity: 1, unit: 'g', layer_key: 'nowhere' },
        { uid: 'a', ingredient_id: flour, quantity: 1, unit: 'g' },
      ],
      separator_indices: [5],
    });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().details).toMatchObject({
      'lines.0.layer_key': messages.recipeLayerInvalid,
      'lines.1.uid': messages.recipeUidDuplicate,
      'separator_indices.0': messages.recipeSeparatorInvalid,
    });

    const withLegacy = await send('POST', base, {
      ...cake(),
      lines: [
        { uid: 'a', ingredient_id: flour, quantity: 1, unit: 'g' },
        { uid: 'b', ingredient_id: legacy, quantity: 1, unit: 'g' },
      ],
    });
    expect(withLegacy.statusCode).toBe(422);
    expect(withLegacy.json().error_message).toBe(
      `Line 2 (Old margarine ${tag}): ${messages.recipeIngredientLegacy}`,
    );
    expect(withLegacy.json().details).toEqual({ 'lines.1.ingredient_id': messages.recipeIngredientLegacy });
    const missing = await send('POST', base, {
      ...cake(),
      lines: [{ uid: 'a', ingredient_id: 99999999, quantity: 1, unit: 'g' }],
      separator_indices: [],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error_message).toBe(`Line 1: ${messages.recipeIngredientUnknown}`);
    const wrongSpec = await send('POST', base, {
      ...cake(),
      lines: [
        { uid: 'a', ingredient_id: flour, quantity: 1, unit: 'g', ingredient_spec_suppliers_id: butterSpec },
      ],
      separator_indices: [],
    });
    expect(wrongSpec.statusCode).toBe(422);
    expect(wrongSpec.json().details).toEqual({
      'lines.0.ingredient_spec_suppliers_id': messages.recipeSpecNotOfIngredient,
    });
    const unknownAllergen = await send('POST', base, { ...cake(), manual_allergen_ids: [99999] });
    expect(unknownAllergen.statusCode).toBe(422);
    expect(unknownAllergen.json().error_message).toBe(messages.allergenUnknown);
    expect((await get(base)).json().total).toBe(before);

    // A bad PUT leaves the stored recipe as it was.
    const recipe = await create(cake(`Kept ${tag}`));
    const url = `${base}/${recipe.recipe_id}`;
    const refusedPut = await send('PUT', url, {
      ...recipeEditBody(recipe),
      name: `Changed ${tag}`,
      lines: [{ ...plainLine, uid: 'z', ingredient_id: legacy, quantity: 1, unit: 'g' }],
      separator_indices: [],
    });
    expect(refusedPut.statusCode).toBe(422);
    const [keptBase, keptTop] = recipe.layers.map((l) => String(l.recipe_layer_id));
    const foreignLayer = await send('PUT', url, {
      ...recipeEditBody(recipe),
      name: `Changed ${tag}`,
      layers: [
        { recipe_layer_id: 99999, key: keptBase, name: 'Foreign' },
        { recipe_layer_id: null, key: keptTop, name: 'Top' },
      ],
    });
    expect(foreignLayer.statusCode).toBe(422);
    const kept = (await get(url)).json() as Detail;
    expect(kept).toMatchObject({ name: `Kept ${tag}`, version: 1 });
    expect(kept.lines).toHaveLength(4);
    expect(kept.layers).toHaveLength(2);
    expect((await get(`${base}?meal_types=brunch`)).statusCode).toBe(400);
    expect((await get(`${base}?length=101`)).statusCode).toBe(400);
    expect((await get(`${base}/abc`)).statusCode).toBe(400);
  });

  it('copies a recipe with its lines, layers and allergens', async () => {
    const recipe = await create(cake(`Original ${tag}`));
    const copied = await send('POST', `${base}/${recipe.recipe_id}/copy`, {});
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = copied.json() as Detail;
    expect(copy.recipe_id).not.toBe(recipe.recipe_id);
    expect(copy).toMatchObject({
      name: `Copy of Original ${tag}`,
      version: 1,
      revision_status: 'DRAFT',
      separator_indices: [1],
      manual_allergen_ids: [celery],
      needs_review: recipe.needs_review,
      allergens: recipe.allergens,
    });
    expect(copy.layers.map((l) => l.name)).toEqual(['Base', 'Topping']);
    expect(copy.layers[0]!.recipe_layer_id).not.toBe(recipe.layers[0]!.recipe_layer_id);
    expect(copy.lines.map((l) => [l.uid, l.ingredient_id, l.quantity, l.unit])).toEqual(
      recipe.lines.map((l) => [l.uid, l.ingredient_id, l.quantity, l.unit]),
    );
    expect(copy.lines[2]!.recipe_layer_id).toBe(copy.layers[1]!.recipe_layer_id);
    const named = await send('POST', `${base}/${recipe.recipe_id}/copy`, { name: '  Second cake ' });
    expect(named.json()).toMatchObject({ name: 'Second cake' });
    expect((await send('POST', `${base}/99999999/copy`, {})).statusCode).toBe(404);
    expect(
      (await send('POST', `${base}/${recipe.recipe_id}/copy`, { name: 'x'.repeat(101) })).statusCode,
    ).toBe(400);
    // The original is untouched.
    expect((await get(`${base}/${recipe.recipe_id}`)).json()).toMatchObject({
      version: 1,
      name: `Original ${tag}`,
    });
  });

  it('sets the revision status under the version', async () => {
    const recipe = await create(cake(`Status ${tag}`));
    const url = `${base}/${recipe.recipe_id}/revision-status`;
    const approved = await send('PUT', url, { revision_status: 'APPROVED', version: 1 });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ revision_status: 'APPROVED', version: 2 });
    const bad = await send('PUT', url, { revision_status: 'DONE', version: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ revision_status: messages.recipeRevisionStatusInvalid });
    const stale = await send('PUT', url, { revision_status: 'ARCHIVED', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await get(`${base}/${recipe.recipe_id}`)).json()).toMatchObject({
      revision_status: 'APPROVED',
      version: 2,
    });
    expect(
      (await get(`${base}?q=${encodeURIComponent(`Status ${tag}`)}&revision_status=APPROVED`)).json().total,
    ).toBe(1);
    expect(
      (await send('PUT', `${base}/99999999/revision-status`, { revision_status: 'DRAFT', version: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('lets SUPER in and refuses CHEF and logistics users on every route', async () => {
    const admin = await loginAs(t.app, 'SUPER');
    const recipe = await create(cake(`Roles ${tag}`));
    expect((await get(`${base}/${recipe.recipe_id}`, admin)).statusCode).toBe(200);
    const url = `${base}/${recipe.recipe_id}`;
    for (const [role, cookie] of refused) {
      expect((await get(base, cookie)).statusCode, role).toBe(403);
      expect((await get(`${base}/export`, cookie)).statusCode, role).toBe(403);
      expect((await get(url, cookie)).statusCode, role).toBe(403);
      expect((await send('POST', base, cake(`Refused ${role}`), cookie)).statusCode, role).toBe(403);
      const hacked = { ...recipeEditBody(recipe), name: 'Hacked' };
      expect((await send('PUT', url, hacked, cookie)).statusCode, role).toBe(403);
      expect((await send('DELETE', `${url}?version=1`, undefined, cookie)).statusCode, role).toBe(403);
      expect((await send('POST', `${url}/copy`, {}, cookie)).statusCode, role).toBe(403);
      expect(
        (await send('PUT', `${url}/revision-status`, { revision_status: 'APPROVED', version: 1 }, cookie))
          .statusCode,
        role,
      ).toBe(403);
    }
    expect((await get(base, '')).statusCode).toBe(401);
    expect((await get(url)).json()).toMatchObject({ name: `Roles ${tag}`, version: 1 });
    expect((await get(`${base}?q=refused`)).json().total).toBe(0);
    expect((await get(`${base}?q=copy of roles`)).json().total).toBe(0);
  });
});
