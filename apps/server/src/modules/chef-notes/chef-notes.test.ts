import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { insertIngredient } from '../../../test/recipe-extras-fixtures.ts';

let t: TestApp;
let objects: string;
let chef: string;
const ids = { salmon: 0, basil: 0, rice: 0 };

beforeAll(async () => {
  objects = await mkdtemp(path.join(tmpdir(), 'brigade-chef-notes-objects-'));
  t = await buildTestApp({ env: { OBJECT_STORE_DIR: objects } });
  chef = await loginAs(t.app, 'CHEF');
  const db = t.database.db;
  ids.salmon = (await insertIngredient(db, { name: 'Zz Salmon', nameDe: 'Zz Lachs' })).ingredientId;
  ids.basil = (await insertIngredient(db, { name: 'Zz Basil', nameDe: 'Zz Basilikum' })).ingredientId;
  ids.rice = (await insertIngredient(db, { name: 'Zz Rice', nameDe: 'Zz Reis' })).ingredientId;
});
afterAll(async () => {
  await t.app.close();
});

const url = (id: number | string = '') => `/api/v1/chef-ingredient-notes${id === '' ? '' : `/${id}`}`;
const get = (target: string, cookie = chef) =>
  t.app.inject({ method: 'GET', url: target, headers: { cookie } });
const put = (id: number, payload: object, cookie = chef) =>
  t.app.inject({ method: 'PUT', url: url(id), headers: { cookie }, payload });
const names = async (query: string) =>
  ((await get(`${url()}?${query}`)).json().items as { name: string }[]).map((n) => n.name);
const storedNote = async (id: number) =>
  JSON.parse(await readFile(path.join(objects, 'ap', 'chef_notes', 'ingredient', String(id)), 'utf8'));

describe('PUT /chef-ingredient-notes/:ingredientId', () => {
  it('creates a note with version 0, updates it with its version and writes the object store', async () => {
    const created = await put(ids.salmon, { notes: '  Max 2 °C on delivery ', version: 0 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      ingredient_id: ids.salmon,
      name: 'Zz Salmon',
      name_de: 'Zz Lachs',
      notes: 'Max 2 °C on delivery',
      version: 1,
      updated_at: t.clock().toISOString(),
    });
    const updated = await put(ids.salmon, { notes: 'Skin side down', version: 1 });
    expect(updated.json()).toMatchObject({ notes: 'Skin side down', version: 2 });
    expect(await storedNote(ids.salmon)).toMatchObject({ notes: 'Skin side down', version: 2 });
    expect((await get(url(ids.salmon))).json()).toMatchObject({ notes: 'Skin side down', version: 2 });
  });

  it('answers 409 to a stale version (also when the note appeared meanwhile), writing nothing', async () => {
    await put(ids.basil, { notes: 'Not below 10 °C', version: 0 });
    const secondCreate = await put(ids.basil, { notes: 'Overwrite', version: 0 });
    expect(secondCreate.statusCode).toBe(409);
    expect(secondCreate.json()).toEqual({
      error_code: 'CONFLICT',
      error_message: messages.staleVersion,
      request_id: expect.any(String),
    });
    expect((await put(ids.basil, { notes: 'Overwrite', version: 5 })).statusCode).toBe(409);
    expect((await put(ids.rice, { notes: 'Overwrite', version: 1 })).statusCode).toBe(409);
    expect((await get(url(ids.basil))).json()).toMatchObject({ notes: 'Not below 10 °C', version: 1 });
  });

  it('refuses 5001 characters with its message, bad bodies and unknown ingredients', async () => {
    const fits = '😀'.repeat(5000);
    expect((await put(ids.rice, { notes: fits, version: 0 })).statusCode).toBe(200);
    const tooLong = await put(ids.rice, { notes: `${fits}x`, version: 1 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual({ notes: messages.notesTooLong });
    const missing = await put(ids.rice, {});
    expect(Object.keys(missing.json().details).sort()).toEqual(['notes', 'version']);
    expect((await put(ids.rice, { notes: 'x', version: -1 })).statusCode).toBe(400);
    expect((await put(999999, { notes: 'x', version: 0 })).statusCode).toBe(404);
    expect((await get(url(0))).statusCode).toBe(400);
    expect((await get(url(999999))).statusCode).toBe(404);
    expect((await get(url(ids.rice))).json()).toMatchObject({ notes: fits, version: 1 });
  });

  it('removes a note when it is emptied (version back to 0), and an empty new note writes nothing', async () => {
    const removed = await put(ids.rice, { notes: '   ', version: 1 });
    expect(removed.json()).toMatchObject({ notes: '', version: 0, updated_at: null });
    expect(await storedNote(ids.rice)).toMatchObject({ notes: '', version: 0 });
    expect((await put(ids.rice, { notes: '', version: 0 })).json()).toMatchObject({ version: 0 });
    expect(await names('q=zz rice')).toEqual([]);
  });
});

describe('GET /chef-ingredient-notes', () => {
  it('lists the notes by name, searches names and notes, and every ingredient with with_notes=false', async () => {
    expect(await names('q=zz')).toEqual(['Zz Basil', 'Zz Salmon']);
    expect(await names('q=skin side')).toEqual(['Zz Salmon']);
    expect(await names('q=zz lachs')).toEqual(['Zz Salmon']);
    expect(await names('q=zz&with_notes=false')).toEqual(['Zz Basil', 'Zz Rice', 'Zz Salmon']);
    expect(await names('q=skin side&with_notes=false')).toEqual([]);
    expect(await names('q=zz&sort_by=name&sort_dir=desc&length=1')).toEqual(['Zz Salmon']);
    // German screens sort by the German name: Basilikum, Lachs, Reis.
    expect(await names('q=zz&with_notes=false&sort_by=name_de')).toEqual([
      'Zz Basil',
      'Zz Salmon',
      'Zz Rice',
    ]);
    const page = (await get(`${url()}?q=zz&with_notes=false&start=1&length=1`)).json();
    expect(page).toMatchObject({ total: 3, items: [{ name: 'Zz Rice', notes: '', version: 0 }] });
    const bad = await get(`${url()}?length=101&with_notes=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['length', 'with_notes']);
  });
});

describe('chef notes access', () => {
  it('lets every AP user in and refuses logistics users, changing nothing', async () => {
    for (const group of ['SUPER', 'SUPER_CHEF'] as const) {
      expect((await get(url(), await loginAs(t.app, group))).statusCode, group).toBe(200);
    }
    const logistics = (await refusedRoles(t.app)).filter(([role]) => role.startsWith('LOGISTICS'));
    for (const [role, cookie] of logistics) {
      expect((await get(url(), cookie)).statusCode, role).toBe(403);
      expect((await get(url(ids.basil), cookie)).statusCode, role).toBe(403);
      expect((await put(ids.basil, { notes: role, version: 1 }, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(url(), '')).statusCode).toBe(401);
    expect((await get(url(ids.basil))).json()).toMatchObject({ notes: 'Not below 10 °C', version: 1 });
  });
});
