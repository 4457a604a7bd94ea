import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import {
  insertIngredient,
  insertRecipe,
  refusedLevel1Roles,
  superChef,
  tagAllergen,
} from '../../../test/recipe-extras-fixtures.ts';

const MILK = 7;
const CELERY = 9;
const EGGS = 3;

let t: TestApp;
let admin: string;
let soup: number;
let empty: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  const db = t.database.db;
  const butter = await insertIngredient(db, { name: 'Card Butter', nameDe: 'Karten-Butter' });
  await tagAllergen(db, butter.ingredientId, MILK);
  const celery = await insertIngredient(db, { name: 'Card Celery', nameDe: 'Karten-Sellerie' });
  await tagAllergen(db, celery.ingredientId, CELERY, 'MAY_CONTAIN');
  const mystery = await insertIngredient(db, { name: 'Card Mystery', allergensReviewed: false });
  soup = (
    await insertRecipe(
      db,
      {
        name: 'Card Soup',
        clientFacingName: 'Velvet soup',
        isLunch: true,
        isDinner: true,
        portionQuantity: 350,
        portionUnit: 'g',
        directions: 'Sweat, simmer, blend.',
      },
      [
        { ingredientId: celery.ingredientId, quantity: 80, unit: 'g', layer: 'Base', directions: 'diced' },
        { ingredientId: butter.ingredientId, quantity: 1, unit: 'tbsp', layer: 'Base' },
        { ingredientId: mystery.ingredientId, quantity: 2, unit: 'piece', layer: 'Topping' },
      ],
      [EGGS],
    )
  ).recipeId;
  empty = (await insertRecipe(db, { name: 'Card Empty', isShot: true })).recipeId;
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /recipes/cards', () => {
  it('gives each card with layers, lines, EN/DE names and allergens from tags plus manual ones', async () => {
    const response = await get(`/api/v1/recipes/cards?ids=${soup}`);
    expect(response.statusCode).toBe(200);
    const { items, missing_ids } = response.json();
    expect(missing_ids).toEqual([]);
    const card = items[0];
    expect(card).toMatchObject({
      recipe_id: soup,
      name: 'Card Soup',
      client_facing_name: 'Velvet soup',
      meal_types: ['lunch', 'dinner'],
      portion_quantity: 350,
      portion_unit: 'g',
      directions: 'Sweat, simmer, blend.',
      needs_review: ['Card Mystery'],
    });
    expect(card.layers.map((l: { name: string }) => l.name)).toEqual(['Base', 'Topping']);
    expect(card.lines).toHaveLength(3);
    expect(card.lines[0]).toMatchObject({
      position: 0,
      ingredient_name: 'Card Celery',
      ingredient_name_de: 'Karten-Sellerie',
      quantity: 80,
      unit: 'g',
      directions: 'diced',
      recipe_layer_id: card.layers[0].recipe_layer_id,
    });
    expect(card.allergens).toEqual([
      { allergen_id: CELERY, name: 'Celery', name_de: 'Sellerie', source: 'ingredients', may_contain: true },
      { allergen_id: EGGS, name: 'Eggs', name_de: 'Eier', source: 'manual', may_contain: false },
      { allergen_id: MILK, name: 'Milk', name_de: 'Milch', source: 'ingredients', may_contain: false },
    ]);
  });

  it('keeps the order asked, each id once, and names the ids that do not exist', async () => {
    const { items, missing_ids } = (
      await get(`/api/v1/recipes/cards?ids=${empty}, ${soup},999999,${empty}`)
    ).json();
    expect(items.map((c: { name: string }) => c.name)).toEqual(['Card Empty', 'Card Soup']);
    expect(items[0]).toMatchObject({ meal_types: ['shot'], lines: [], layers: [], allergens: [] });
    expect(missing_ids).toEqual([999999]);
  });

  it('refuses missing, malformed or too many ids with a clear message', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const query of ['', '?ids=', '?ids=a,b', '?ids=1,,2', '?ids=0', `?ids=${tooMany}`]) {
      const response = await get(`/api/v1/recipes/cards${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details, query).toEqual({ ids: messages.recipeExportIdsInvalid });
    }
  });

  it('lets SUPER_CHEF in and refuses CHEF and logistics users', async () => {
    expect((await get(`/api/v1/recipes/cards?ids=${soup}`, await superChef(t.app))).statusCode).toBe(200);
    for (const [role, cookie] of await refusedLevel1Roles(t.app)) {
      expect((await get(`/api/v1/recipes/cards?ids=${soup}`, cookie)).statusCode, role).toBe(403);
    }
  });
});

describe('GET /recipes/export/xlsx', () => {
  it('downloads one row per line (and one for a recipe without lines)', async () => {
    const response = await get(`/api/v1/recipes/export/xlsx?ids=${soup},${empty}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="recipes-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(5);
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 4)).toEqual(['recipe_id', 'name', 'client_facing_name']);
    const col = (name: string) => header.indexOf(name);
    const row2 = sheet.getRow(2);
    expect(row2.getCell(col('name')).value).toBe('Card Soup');
    expect(row2.getCell(col('layer')).value).toBe('Base');
    expect(row2.getCell(col('ingredient_name_de')).value).toBe('Karten-Sellerie');
    expect(row2.getCell(col('quantity')).value).toBe(80);
    expect(row2.getCell(col('allergens')).value).toBe('Celery (traces), Eggs, Milk');
    expect(sheet.getRow(5).getCell(col('name')).value).toBe('Card Empty');
  });

  it('refuses bad ids and CHEF and logistics users', async () => {
    expect((await get('/api/v1/recipes/export/xlsx?ids=x')).statusCode).toBe(400);
    for (const [role, cookie] of await refusedLevel1Roles(t.app)) {
      expect((await get(`/api/v1/recipes/export/xlsx?ids=${soup}`, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(`/api/v1/recipes/export/xlsx?ids=${soup}`, await superChef(t.app))).statusCode).toBe(
      200,
    );
  });
});
