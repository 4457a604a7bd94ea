import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { insertRecipe, refusedLevel1Roles, superChef } from '../../../test/recipe-extras-fixtures.ts';

let t: TestApp;
let admin: string;
let ids: { plain: number; noted: number; other: number };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  const db = t.database.db;
  ids = {
    plain: (await insertRecipe(db, { name: 'Zz Notes Plain Soup' })).recipeId,
    noted: (await insertRecipe(db, { name: 'Zz Notes Curry', notes: 'Less chilli for Tuesdays' })).recipeId,
    other: (
      await insertRecipe(db, { name: 'Zz Notes Bowl', clientFacingName: 'Power bowl', notes: 'Rinse rice' })
    ).recipeId,
  };
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const put = (url: string, payload: object, cookie = admin) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
const names = async (query: string, cookie = admin) =>
  ((await get(`/api/v1/recipe-notes?${query}`, cookie)).json().items as { name: string }[]).map(
    (r) => r.name,
  );

describe('GET /recipe-notes', () => {
  it('lists recipes with notes by name, all of them with with_notes=false, and searches notes too', async () => {
    expect(await names('q=zz notes')).toEqual(['Zz Notes Bowl', 'Zz Notes Curry']);
    expect(await names('q=zz notes&with_notes=false')).toEqual([
      'Zz Notes Bowl',
      'Zz Notes Curry',
      'Zz Notes Plain Soup',
    ]);
    expect(await names('q=chilli')).toEqual(['Zz Notes Curry']);
    expect(await names('q=power bowl')).toEqual(['Zz Notes Bowl']);
    expect(await names('q=zz notes&sort_by=name&sort_dir=desc&length=1')).toEqual(['Zz Notes Curry']);
    const page = (await get('/api/v1/recipe-notes?q=zz notes&start=1&length=1')).json();
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      recipe_id: ids.noted,
      notes: 'Less chilli for Tuesdays',
      version: 1,
    });
  });

  it('refuses a bad query with the fields named', async () => {
    const response = await get('/api/v1/recipe-notes?length=101&with_notes=maybe');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details).sort()).toEqual(['length', 'with_notes']);
  });

  it('lets SUPER_CHEF read and refuses CHEF and logistics users', async () => {
    expect((await get('/api/v1/recipe-notes', await superChef(t.app))).statusCode).toBe(200);
    for (const [role, cookie] of await refusedLevel1Roles(t.app)) {
      expect((await get('/api/v1/recipe-notes', cookie)).statusCode, role).toBe(403);
    }
    expect((await get('/api/v1/recipe-notes', '')).statusCode).toBe(401);
  });
});

describe('PUT /recipes/:id/notes', () => {
  it('writes the notes (trimmed), bumps the version and audits it', async () => {
    const response = await put(`/api/v1/recipes/${ids.plain}/notes`, {
      notes: '  Salt at the end ',
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      recipe_id: ids.plain,
      notes: 'Salt at the end',
      version: 2,
      updated_at: t.clock().toISOString(),
    });
    expect(await names('q=salt at')).toEqual(['Zz Notes Plain Soup']);
  });

  it('accepts 5000 characters (emoji count once) and refuses 5001 with the spec message, changing nothing', async () => {
    const fits = '😀'.repeat(5000);
    const ok = await put(`/api/v1/recipes/${ids.other}/notes`, { notes: fits, version: 1 });
    expect(ok.statusCode).toBe(200);
    const tooLong = await put(`/api/v1/recipes/${ids.other}/notes`, { notes: `${fits}x`, version: 2 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      details: { notes: messages.notesTooLong },
    });
    const missing = await put(`/api/v1/recipes/${ids.other}/notes`, { notes: 5 });
    expect(Object.keys(missing.json().details).sort()).toEqual(['notes', 'version']);
    const stored = (await get(`/api/v1/recipe-notes?q=zz notes bowl`)).json().items[0];
    expect(stored).toMatchObject({ notes: fits, version: 2 });
  });

  it('answers 409 to a stale version and 404 to an unknown recipe, writing nothing', async () => {
    const stale = await put(`/api/v1/recipes/${ids.noted}/notes`, { notes: 'Overwrite', version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error_code: 'CONFLICT',
      error_message: messages.staleVersion,
      request_id: expect.any(String),
    });
    expect(await names('q=overwrite')).toEqual([]);
    expect((await put('/api/v1/recipes/999999/notes', { notes: 'x', version: 1 })).statusCode).toBe(404);
    expect((await put('/api/v1/recipes/0/notes', { notes: 'x', version: 1 })).statusCode).toBe(400);
  });

  it('lets SUPER_CHEF edit and refuses CHEF and logistics users', async () => {
    const ok = await put(
      `/api/v1/recipes/${ids.noted}/notes`,
      { notes: 'Chef says hi', version: 1 },
      await superChef(t.app),
    );
    expect(ok.statusCode).toBe(200);
    for (const [role, cookie] of await refusedLevel1Roles(t.app)) {
      const response = await put(`/api/v1/recipes/${ids.noted}/notes`, { notes: role, version: 2 }, cookie);
      expect(response.statusCode, role).toBe(403);
    }
    expect((await get('/api/v1/recipe-notes?q=chef says')).json().items[0].version).toBe(2);
  });
});
