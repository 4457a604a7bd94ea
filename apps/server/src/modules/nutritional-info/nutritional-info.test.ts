import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import {
  insertIngredient,
  insertRecipe,
  refusedLevel1Roles,
  superChef,
} from '../../../test/recipe-extras-fixtures.ts';

let t: TestApp;
let admin: string;
let recipeId: number;

const values = (kcal: number) => ({
  energyKcal: kcal,
  energyKj: kcal * 4.18,
  fatG: 1,
  saturatedFatG: 0.5,
  carbohydratesG: 10,
  sugarsG: 2,
  fibreG: 1,
  proteinG: 3,
  saltG: 0.1,
  sodiumMg: 40,
});
const givenAnalysis = {
  perServing: values(200),
  per100g: values(100),
  weightPerServing: { amount: 200, unit: 'g' },
  unconverted: [],
  missingNutrients: [],
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  const db = t.database.db;
  const grain = await insertIngredient(db, {
    name: 'NI Grain',
    fatG: 10,
    saturatedFatG: 2,
    carbohydratesG: 20,
    sugarsG: 3,
    fibreG: 1,
    proteinG: 5,
    sodiumMg: 400,
  });
  const lemon = await insertIngredient(db, { name: 'NI Lemon', gramsPerPiece: null });
  recipeId = (
    await insertRecipe(db, { name: 'NI Bowl' }, [
      { ingredientId: grain.ingredientId, quantity: 150, unit: 'g' },
      { ingredientId: lemon.ingredientId, quantity: 1, unit: 'piece' },
    ])
  ).recipeId;
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const names = async (query = '') =>
  ((await get(`/api/v1/nutritional-info?${query}`)).json().items as { name: string }[]).map((i) => i.name);

describe('PUT /nutritional-info (create)', () => {
  it("computes the analysis of a recipe's lines (one serving) when none is given", async () => {
    const response = await send('PUT', '/api/v1/nutritional-info', {
      name: ' NI Bowl label ',
      recipe_id: recipeId,
    });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({
      name: 'NI Bowl label',
      recipe_id: recipeId,
      recipe_name: 'NI Bowl',
      version: 1,
    });
    // 150 g of NI Grain: fat 15, carbs 30, protein 7.5 g; kcal 4×30 + 9×15 + 4×7.5 = 285; kJ × 4.18;
    // sodium 600 mg → salt 2.58 × 0.6 = 1.548 g. The lemon (piece, no piece weight) is named, not dropped.
    expect(item.analysis.perServing).toEqual({
      energyKcal: 285,
      energyKj: 1191.3,
      fatG: 15,
      saturatedFatG: 3,
      carbohydratesG: 30,
      sugarsG: 4.5,
      fibreG: 1.5,
      proteinG: 7.5,
      saltG: 1.55,
      sodiumMg: 600,
    });
    expect(item.analysis.per100g).toMatchObject({
      energyKcal: 190,
      fatG: 10,
      carbohydratesG: 20,
      proteinG: 5,
    });
    expect(item.analysis.weightPerServing).toEqual({ amount: 150, unit: 'g' });
    expect(item.analysis.unconverted.map((u: { name: string }) => u.name)).toEqual(['NI Lemon']);
  });

  it('stores an analysis given without a recipe', async () => {
    const response = await send('PUT', '/api/v1/nutritional-info', {
      name: 'NI Manual',
      analysis: givenAnalysis,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      recipe_id: null,
      recipe_name: null,
      analysis: { ...givenAnalysis, unconverted: [], missingNutrients: [] },
    });
  });

  it('refuses bad input with clear messages, creating nothing', async () => {
    const neither = await send('PUT', '/api/v1/nutritional-info', { name: 'NI Nothing' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().details).toEqual({ recipe_id: messages.nutritionalInfoNeedsSource });
    const blank = await send('PUT', '/api/v1/nutritional-info', { name: ' ', recipe_id: recipeId });
    expect(blank.json().details).toEqual({ name: messages.nameRequired });
    const badFigures = await send('PUT', '/api/v1/nutritional-info', {
      name: 'NI Bad',
      analysis: { ...givenAnalysis, perServing: { ...values(1), fatG: -1 } },
    });
    expect(badFigures.statusCode).toBe(400);
    const unknownRecipe = await send('PUT', '/api/v1/nutritional-info', {
      name: 'NI Ghost',
      recipe_id: 999999,
    });
    expect(unknownRecipe.statusCode).toBe(422);
    expect(unknownRecipe.json().error_message).toBe(messages.nutritionalInfoRecipeUnknown);
    const duplicate = await send('PUT', '/api/v1/nutritional-info', {
      name: 'ni manual',
      analysis: givenAnalysis,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error_message).toBe(messages.nutritionalInfoNameTaken);
    expect(await names('q=NI ')).toEqual(['NI Bowl label', 'NI Manual']);
  });
});

describe('GET /nutritional-info and /nutritional-info/:id', () => {
  it('lists by name, searches entry and recipe names, and gives one entry', async () => {
    expect(await names('q=ni bowl')).toEqual(['NI Bowl label']);
    expect(await names('q=NI&sort_by=name&sort_dir=desc')).toEqual(['NI Manual', 'NI Bowl label']);
    const list = (await get('/api/v1/nutritional-info?q=NI')).json();
    expect(list.total).toBe(2);
    const id = list.items[0].nutritional_info_id;
    expect((await get(`/api/v1/nutritional-info/${id}`)).json()).toEqual(list.items[0]);
    expect((await get('/api/v1/nutritional-info/999999')).statusCode).toBe(404);
    expect((await get('/api/v1/nutritional-info?length=500')).statusCode).toBe(400);
  });
});

describe('PUT /nutritional-info (edit)', () => {
  it('renames and recomputes with the version read; a stale version is refused with 409', async () => {
    const item = (await get('/api/v1/nutritional-info?q=NI Bowl label')).json().items[0];
    const saved = await send('PUT', '/api/v1/nutritional-info', {
      nutritional_info_id: item.nutritional_info_id,
      name: 'NI Bowl (large)',
      recipe_id: recipeId,
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'NI Bowl (large)', version: 2 });
    const stale = await send('PUT', '/api/v1/nutritional-info', {
      nutritional_info_id: item.nutritional_info_id,
      name: 'NI Stale',
      analysis: givenAnalysis,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    const noVersion = await send('PUT', '/api/v1/nutritional-info', {
      nutritional_info_id: item.nutritional_info_id,
      name: 'NI Stale',
      recipe_id: recipeId,
    });
    expect(noVersion.json().details).toEqual({ version: messages.invalidValue });
    const taken = await send('PUT', '/api/v1/nutritional-info', {
      nutritional_info_id: item.nutritional_info_id,
      name: 'NI MANUAL',
      recipe_id: recipeId,
      version: 2,
    });
    expect(taken.statusCode).toBe(409);
    expect(await names('q=NI ')).toEqual(['NI Bowl (large)', 'NI Manual']);
    const gone = await send('PUT', '/api/v1/nutritional-info', {
      nutritional_info_id: 999999,
      name: 'NI Gone',
      recipe_id: recipeId,
      version: 1,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('DELETE /nutritional-info/:id', () => {
  it('deletes with the version read; stale → 409, unknown → 404, no version → 400', async () => {
    const item = (await get('/api/v1/nutritional-info?q=NI Manual')).json().items[0];
    const url = `/api/v1/nutritional-info/${item.nutritional_info_id}`;
    expect((await send('DELETE', url)).statusCode).toBe(400);
    expect((await send('DELETE', `${url}?version=5`)).statusCode).toBe(409);
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(204);
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(404);
    expect(await names('q=NI ')).toEqual(['NI Bowl (large)']);
  });
});

describe('roles', () => {
  it('lets SUPER_CHEF use every route and refuses CHEF and logistics users', async () => {
    const chefBoss = await superChef(t.app);
    const created = await send(
      'PUT',
      '/api/v1/nutritional-info',
      { name: 'NI Chef', recipe_id: recipeId },
      chefBoss,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().nutritional_info_id;
    expect((await get('/api/v1/nutritional-info', chefBoss)).statusCode).toBe(200);
    expect((await get(`/api/v1/nutritional-info/${id}`, chefBoss)).statusCode).toBe(200);
    for (const [role, cookie] of await refusedLevel1Roles(t.app)) {
      expect((await get('/api/v1/nutritional-info', cookie)).statusCode, role).toBe(403);
      expect((await get(`/api/v1/nutritional-info/${id}`, cookie)).statusCode, role).toBe(403);
      const put = await send(
        'PUT',
        '/api/v1/nutritional-info',
        { name: `NI ${role}`, recipe_id: recipeId },
        cookie,
      );
      expect(put.statusCode, role).toBe(403);
      expect(
        (await send('DELETE', `/api/v1/nutritional-info/${id}?version=1`, undefined, cookie)).statusCode,
        role,
      ).toBe(403);
    }
    expect(
      (await send('DELETE', `/api/v1/nutritional-info/${id}?version=1`, undefined, chefBoss)).statusCode,
    ).toBe(204);
  });
});
