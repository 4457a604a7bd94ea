import { messages } from '@brigade/domain/messages/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertRecipe } from '../../../test/recipe-extras-fixtures.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { insertIngredient } from './test-ingredients.ts';

let t: TestApp;
let reviewed: number;
let unreviewed: number;
let milk: { allergenId: number; name: string; nameDe: string };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const [found] = await db.select().from(allergens).where(eq(allergens.code, 'MILK'));
  milk = found!;
  const [mustard] = await db.select().from(allergens).where(eq(allergens.code, 'MUSTARD'));
  const cream = await insertIngredient(db, {
    name: 'Cream',
    tags: [{ allergenId: milk.allergenId, kind: 'CONTAINS' }],
  });
  const dressing = await insertIngredient(db, {
    name: 'House dressing',
    tags: [{ allergenId: mustard!.allergenId, kind: 'MAY_CONTAIN' }],
  });
  const mystery = await insertIngredient(db, { name: 'Mystery spice', reviewed: false });
  reviewed = (
    await insertRecipe(db, { name: 'Creamy soup' }, [
      { ingredientId: cream.ingredientId, quantity: 50, unit: 'g' },
      { ingredientId: dressing.ingredientId, quantity: 10, unit: 'g' },
    ])
  ).recipeId;
  unreviewed = (
    await insertRecipe(db, { name: 'Spiced soup' }, [
      { ingredientId: mystery.ingredientId, quantity: 2, unit: 'g' },
    ])
  ).recipeId;
});
afterAll(async () => {
  await t.app.close();
});

// No cookie: the page is public.
const get = (idVariant: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/public/recipes/analysis/${idVariant}/allergens` });

describe('GET /public/recipes/analysis/:idVariant/allergens', () => {
  it('gives the EU code and names of each allergen, traces marked, without a login', async () => {
    const response = await get(`${reviewed}-default`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.incomplete).toBe(false);
    expect(body.items).toEqual(
      expect.arrayContaining([
        { code: 'MILK', name: milk.name, name_de: milk.nameDe, may_contain: false },
        expect.objectContaining({ code: 'MUSTARD', may_contain: true }),
      ]),
    );
    expect(body.items).toHaveLength(2);
    expect(JSON.stringify(body)).not.toMatch(/Cream|dressing|supplier/i);
  });

  it('says the list is incomplete when an ingredient was never reviewed', async () => {
    expect((await get(`${unreviewed}-default`)).json()).toEqual({
      recipe_id: unreviewed,
      items: [],
      incomplete: true,
    });
  });

  it('answers 404 for an unknown recipe and 400 for a malformed path', async () => {
    expect((await get('999999-default')).statusCode).toBe(404);
    const bad = await get('soup');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ idVariant: messages.analysisIdVariantInvalid });
  });
});
