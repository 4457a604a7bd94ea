import { messages } from '@brigade/domain/messages/catalogue';
import { recipeEditBody } from '@brigade/domain/recipes/recipe-edit';
import type { RecipeDetail } from '@brigade/domain/schemas/recipes';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/system.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { insertIngredient } from './test-ingredients.ts';

// PUT /recipes/:id/layers/:layer_id: a layer renamed (and moved) in place, under the recipe's version.
let t: TestApp;
let superChef: string;
let flour: number;

beforeAll(async () => {
  t = await buildTestApp();
  superChef = await loginAs(t.app, 'SUPER_CHEF');
  flour = (await insertIngredient(t.database.db, { name: `Layer flour ${String(process.pid)}` }))
    .ingredientId;
});
afterAll(async () => {
  await t.app.close();
});

type Detail = RecipeDetail;

const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie = superChef) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, payload });

/** A recipe with three layers (Base, Sauce, Topping) and a line in the sauce. */
async function recipeWithLayers(): Promise<Detail> {
  const response = await send('POST', '/recipes', {
    name: `Layered ${String(Math.random())}`,
    layers: [
      { key: 'b', name: 'Base' },
      { key: 's', name: 'Sauce' },
      { key: 't', name: 'Topping' },
    ],
    lines: [{ uid: 'l1', ingredient_id: flour, layer_key: 's', quantity: 10, unit: 'g' }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Detail>();
}

const layerNamed = (recipe: Detail, name: string) => recipe.layers.find((l) => l.name === name)!;
const names = (recipe: Detail) => recipe.layers.map((l) => l.name);
const reread = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/recipes/${id}`, headers: { cookie: superChef } })
  ).json<Detail>();

describe('PUT /recipes/:id/layers/:layer_id', () => {
  it('renames a layer, keeps its lines, bumps the version and records the change', async () => {
    const recipe = await recipeWithLayers();
    const sauce = layerNamed(recipe, 'Sauce');
    const url = `/recipes/${recipe.recipe_id}/layers/${sauce.recipe_layer_id}`;
    const response = await send('PUT', url, { name: '  Tomato sauce ', version: recipe.version });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<Detail>();
    expect(names(saved)).toEqual(['Base', 'Tomato sauce', 'Topping']);
    expect(saved.version).toBe(recipe.version + 1);
    expect(saved.lines[0]!.recipe_layer_id).toBe(sauce.recipe_layer_id);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'recipe'), eq(auditLog.entityId, String(recipe.recipe_id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'update' });
    const change = entry!.change as { before: Detail; after: Detail };
    expect(names(change.before)).toEqual(['Base', 'Sauce', 'Topping']);
    expect(names(change.after)).toEqual(['Base', 'Tomato sauce', 'Topping']);
  });

  it('moves a layer to the position given; the others keep their order', async () => {
    const recipe = await recipeWithLayers();
    const topping = layerNamed(recipe, 'Topping');
    const response = await send('PUT', `/recipes/${recipe.recipe_id}/layers/${topping.recipe_layer_id}`, {
      name: 'Crumble',
      position: 0,
      version: recipe.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<Detail>();
    expect(names(saved)).toEqual(['Crumble', 'Base', 'Sauce']);
    expect(saved.layers.map((l) => l.position)).toEqual([0, 1, 2]);
  });

  it('refuses an empty or too long name with a clear 400, and changes nothing', async () => {
    const recipe = await recipeWithLayers();
    const url = `/recipes/${recipe.recipe_id}/layers/${layerNamed(recipe, 'Base').recipe_layer_id}`;
    const empty = await send('PUT', url, { name: '   ', version: recipe.version });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual({ name: messages.recipeLayerNameRequired });
    const long = await send('PUT', url, { name: 'x'.repeat(101), version: recipe.version });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual({ name: messages.nameTooLong });
    const after = await reread(recipe.recipe_id);
    expect(names(after)).toEqual(['Base', 'Sauce', 'Topping']);
    expect(after.version).toBe(recipe.version);
  });

  it('answers 409 to a stale version and keeps the newer name; a whole save read before is stale too', async () => {
    const recipe = await recipeWithLayers();
    const base = layerNamed(recipe, 'Base');
    const url = `/recipes/${recipe.recipe_id}/layers/${base.recipe_layer_id}`;
    expect((await send('PUT', url, { name: 'Dough', version: recipe.version })).statusCode).toBe(200);
    const stale = await send('PUT', url, { name: 'Crust', version: recipe.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    const whole = await send('PUT', `/recipes/${recipe.recipe_id}`, {
      ...recipeEditBody(recipe),
      name: 'Overwritten',
    });
    expect(whole.statusCode).toBe(409);
    expect(names(await reread(recipe.recipe_id))).toEqual(['Dough', 'Sauce', 'Topping']);
  });

  it("answers 404 for another recipe's layer or a missing recipe", async () => {
    const one = await recipeWithLayers();
    const other = await recipeWithLayers();
    const foreign = layerNamed(other, 'Base').recipe_layer_id;
    const response = await send('PUT', `/recipes/${one.recipe_id}/layers/${foreign}`, {
      name: 'Stolen',
      version: one.version,
    });
    expect(response.statusCode).toBe(404);
    expect((await reread(one.recipe_id)).version).toBe(one.version);
    const missing = await send('PUT', `/recipes/2147483000/layers/${foreign}`, { name: 'X', version: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('is refused to chefs and Logistics users (403)', async () => {
    const recipe = await recipeWithLayers();
    const url = `/recipes/${recipe.recipe_id}/layers/${layerNamed(recipe, 'Base').recipe_layer_id}`;
    for (const cookie of [await loginAs(t.app, 'CHEF'), await loginAs(t.app, 'SUPER', 'LOGISTICS')]) {
      const response = await send('PUT', url, { name: 'Chef base', version: recipe.version }, cookie);
      expect(response.statusCode).toBe(403);
    }
    expect(names(await reread(recipe.recipe_id))).toEqual(['Base', 'Sauce', 'Topping']);
  });
});
