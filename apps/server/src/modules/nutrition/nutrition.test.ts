import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@brigade/domain/messages/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { ingredients } from '../../db/schema/ingredients.ts';
import { recipeAnalyses, recipeIngredients, recipes } from '../../db/schema/recipes.ts';
import { startS3Stub } from '../../integrations/storage/s3-stub.ts';

let t: TestApp;
let objects: string;
let chef: string;
const tag = `${process.pid}`;

beforeAll(async () => {
  objects = await mkdtemp(path.join(tmpdir(), 'brigade-nutrition-objects-'));
  t = await buildTestApp({ env: { OBJECT_STORE_DIR: objects } });
  chef = await loginAs(t.app, 'SUPER_CHEF');
});
afterAll(async () => {
  await t.app.close();
  await rm(objects, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

type IngredientValues = typeof ingredients.$inferInsert;
async function ingredient(values: Omit<IngredientValues, 'name'> & { name: string }) {
  const [row] = await t.database.db
    .insert(ingredients)
    .values({ ...values, name: `${values.name} ${tag}` })
    .returning();
  return row!;
}

/** Oats, milk and banana as in the domain's worked example (analyse-recipe.test.ts). */
async function porridge() {
  const oats = await ingredient({
    name: `Oats ${Math.random()}`,
    energyKcal: 379,
    fatG: 6.9,
    saturatedFatG: 1.2,
    carbohydratesG: 66.3,
    sugarsG: 1,
    fibreG: 10.6,
    proteinG: 16.9,
    sodiumMg: 2,
  });
  const milk = await ingredient({
    name: `Milk ${Math.random()}`,
    energyKcal: 64,
    fatG: 3.5,
    saturatedFatG: 2.2,
    carbohydratesG: 4.8,
    sugarsG: 4.8,
    fibreG: 0,
    proteinG: 3.4,
    sodiumMg: 44,
    densityGPerMl: 1.03,
  });
  const banana = await ingredient({
    name: `Banana ${Math.random()}`,
    energyKcal: 89,
    fatG: 0.3,
    saturatedFatG: 0.1,
    carbohydratesG: 22.8,
    sugarsG: 12.2,
    fibreG: 2.6,
    proteinG: 1.1,
    sodiumMg: 1,
    gramsPerPiece: 120,
  });
  const [recipe] = await t.database.db
    .insert(recipes)
    .values({ name: 'Porridge (kitchen)', clientFacingName: 'Morning porridge', notes: 'supplier: Migros' })
    .returning();
  const id = recipe!.recipeId;
  await t.database.db.insert(recipeIngredients).values([
    { recipeId: id, uid: 'a', position: 0, ingredientId: oats.ingredientId, quantity: 60, unit: 'g' },
    {
      recipeId: id,
      uid: 'b',
      position: 1,
      ingredientId: milk.ingredientId,
      quantity: 200,
      unit: 'ml',
      clientFacingName: 'Swiss milk',
    },
    { recipeId: id, uid: 'c', position: 2, ingredientId: banana.ingredientId, quantity: 1, unit: 'piece' },
  ]);
  return { id, oats, milk, banana };
}

describe('GET /recipes/:id/analysis', () => {
  it('computes the worked example per serving and per 100 g', async () => {
    const { id, milk } = await porridge();
    const response = await get(`/api/v1/recipes/${id}/analysis`, chef);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      recipe_id: id,
      variant: 'default',
      name: 'Porridge (kitchen)',
      client_facing_name: 'Morning porridge',
      analysis_version: 1,
      computed_at: '2026-03-02T08:00:00.000Z',
    });
    // 60 g + 200 ml × 1.03 + 1 × 120 g = 386 g; see the domain test for every sum written out.
    expect(body.analysis.weightPerServing).toEqual({ amount: 386, unit: 'g' });
    expect(body.analysis.perServing).toEqual({
      energyKcal: 487.36,
      energyKj: 2037.16,
      fatG: 11.71,
      saturatedFatG: 5.37,
      carbohydratesG: 77.03,
      sugarsG: 25.13,
      fibreG: 9.48,
      proteinG: 18.46,
      saltG: 0.24,
      sodiumMg: 93.04,
    });
    expect(body.analysis.per100g).toMatchObject({ energyKcal: 126.26, energyKj: 527.76, fatG: 3.03 });
    expect(body.analysis.caloricBreakdown).toEqual({
      percentCarbs: 63.22,
      percentFat: 21.62,
      percentProtein: 15.15,
    });
    expect(body.analysis.lines[1]).toEqual({ name: milk.name, clientFacingName: 'Swiss milk', grams: 206 });
    expect(body.analysis.unconverted).toEqual([]);

    const latest = path.join(objects, 'ap', 'recipes', 'analysis', `${id}-latest`);
    const stamped = path.join(objects, 'ap', 'recipes', 'analysis', `${id}-${Date.parse(body.computed_at)}`);
    const document = JSON.parse(await readFile(latest, 'utf8'));
    expect(document).toMatchObject({ recipe_id: id, analysis_version: 1, result: body.analysis });
    expect(JSON.parse(await readFile(stamped, 'utf8'))).toEqual(document);
  });

  it('writes the analysis again only when a line or an ingredient changes', async () => {
    const { id, banana } = await porridge();
    const url = `/api/v1/recipes/${id}/analysis`;
    const first = (await get(url, chef)).json();
    const files = async () =>
      (await readdir(path.join(objects, 'ap', 'recipes', 'analysis'))).filter((f) => f.startsWith(`${id}-`));
    expect(await files()).toHaveLength(2);

    t.clock.advance(60_000);
    const again = (await get(url, chef)).json();
    expect(again.computed_at).toBe(first.computed_at);
    expect(await files()).toHaveLength(2);

    t.clock.advance(60_000);
    await t.database.db
      .update(recipeIngredients)
      .set({ quantity: 2 })
      .where(eq(recipeIngredients.ingredientId, banana.ingredientId));
    const twoBananas = (await get(url, chef)).json();
    expect(twoBananas.computed_at).toBe('2026-03-02T08:02:00.000Z');
    expect(twoBananas.analysis.weightPerServing.amount).toBe(506);
    expect(await files()).toHaveLength(3);

    t.clock.advance(60_000);
    await t.database.db
      .update(ingredients)
      .set({ fatG: 0.4 })
      .where(eq(ingredients.ingredientId, banana.ingredientId));
    const fatter = (await get(url, chef)).json();
    expect(fatter.computed_at).toBe('2026-03-02T08:03:00.000Z');
    expect(fatter.analysis.perServing.fatG).toBe(12.31); // 4.14 (oats) + 7.21 (milk) + 0.4 × 2.4 (two bananas)

    t.clock.advance(60_000);
    await t.database.db
      .update(recipes)
      .set({ notes: 'changed notes do not count' })
      .where(eq(recipes.recipeId, id));
    expect((await get(url, chef)).json().computed_at).toBe('2026-03-02T08:03:00.000Z');
    const [row] = await t.database.db.select().from(recipeAnalyses).where(eq(recipeAnalyses.recipeId, id));
    expect(row?.computedAt.toISOString()).toBe('2026-03-02T08:03:00.000Z');
  });

  it('names the lines it cannot convert and the ingredients without nutrients', async () => {
    const honey = await ingredient({ name: 'Honey', fatG: 0, carbohydratesG: 82, proteinG: 0.3 });
    const rice = await ingredient({ name: 'Rice', fatG: 0.3, carbohydratesG: 28, proteinG: 2.7 });
    const [recipe] = await t.database.db.insert(recipes).values({ name: 'Rice pudding' }).returning();
    const id = recipe!.recipeId;
    await t.database.db.insert(recipeIngredients).values([
      { recipeId: id, uid: 'a', position: 0, ingredientId: rice.ingredientId, quantity: 100, unit: 'g' },
      { recipeId: id, uid: 'b', position: 1, ingredientId: honey.ingredientId, quantity: 1, unit: 'tbsp' },
    ]);
    const body = (await get(`/api/v1/recipes/${id}/analysis`, chef)).json();
    expect(body.analysis.unconverted).toEqual([
      {
        name: honey.name,
        reason: `Cannot convert tbsp of ${honey.name} to grams: set its density (g per ml) first`,
      },
    ]);
    expect(body.analysis.missingNutrients).toEqual([rice.name]);
    expect(body.analysis.perServing.energyKcal).toBe(125.5); // 4 × 28 + 9 × 0.3 + 4 × 2.7
  });

  it('answers 404 for an unknown recipe and 400 for a bad id', async () => {
    const missing = await get('/api/v1/recipes/999999/analysis', chef);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_message).toBe(messages.notFound);
    expect((await get('/api/v1/recipes/abc/analysis', chef)).statusCode).toBe(400);
  });

  it('says so and records nothing when the object store cannot take the analysis', async () => {
    const blocked = path.join(objects, 'not-a-folder');
    await writeFile(blocked, 'a file where the store expects a folder');
    const broken = await buildTestApp({ env: { OBJECT_STORE_DIR: blocked } });
    try {
      const [recipe] = await broken.database.db.insert(recipes).values({ name: 'Nothing yet' }).returning();
      const cookie = await loginAs(broken.app, 'SUPER');
      const response = await broken.app.inject({
        method: 'GET',
        url: `/api/v1/recipes/${recipe!.recipeId}/analysis`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error_message).toBe(messages.analysisUploadLatestFailed);
      expect(await broken.database.db.select().from(recipeAnalyses)).toEqual([]);
    } finally {
      await broken.app.close();
    }
  });

  it('writes to the S3 bucket when one is configured', async () => {
    const stub = await startS3Stub();
    const withS3 = await buildTestApp({
      env: {
        S3_BUCKET: 'brigade-test',
        S3_ENDPOINT: stub.endpoint,
        S3_ACCESS_KEY_ID: 'AKID',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    });
    try {
      const [recipe] = await withS3.database.db.insert(recipes).values({ name: 'Stored in S3' }).returning();
      const id = recipe!.recipeId;
      const response = await withS3.app.inject({
        method: 'GET',
        url: `/api/v1/recipes/${id}/analysis`,
        headers: { cookie: await loginAs(withS3.app, 'SUPER_CHEF') },
      });
      expect(response.statusCode, response.body).toBe(200);
      const at = Date.parse(response.json().computed_at);
      expect([...stub.objects.keys()].sort()).toEqual(
        [
          `/brigade-test/ap/recipes/analysis/${id}-${at}`,
          `/brigade-test/ap/recipes/analysis/${id}-latest`,
        ].sort(),
      );
    } finally {
      await withS3.app.close();
      await stub.close();
    }
  });

  it('refuses CHEF and logistics users, and callers without a session', async () => {
    const { id } = await porridge();
    const url = `/api/v1/recipes/${id}/analysis`;
    for (const [role, cookie] of (await refusedRoles(t.app)).filter(([r]) => r !== 'SUPER_CHEF')) {
      expect((await get(url, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await loginAs(t.app, 'SUPER'))).statusCode).toBe(200);
  });
});

describe('GET /public/recipes/analysis/:idVariant (no login)', () => {
  it('answers only public data: client-facing names and the figures', async () => {
    const { id, oats, banana } = await porridge();
    const response = await get(`/api/v1/public/recipes/analysis/${id}-default`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      recipe_id: id,
      variant: 'default',
      name: 'Morning porridge',
      ingredients: [oats.name, 'Swiss milk', banana.name],
      weightPerServing: { amount: 386, unit: 'g' },
      complete: true,
      caloricBreakdown: { percentCarbs: 63.22, percentFat: 21.62, percentProtein: 15.15 },
    });
    expect(body.perServing.energyKcal).toBe(487.36);
    expect(Object.keys(body).sort()).toEqual(
      [
        'recipe_id',
        'variant',
        'name',
        'ingredients',
        'perServing',
        'per100g',
        'macros',
        'caloricBreakdown',
        'weightPerServing',
        'complete',
        'computed_at',
      ].sort(),
    );
    expect(response.body).not.toContain('Porridge (kitchen)');
    expect(response.body).not.toContain('Migros');
    expect(response.body).not.toContain('Milk ');
    expect((await get(`/api/v1/public/recipes/analysis/${id}-latest`)).json().name).toBe('Morning porridge');
  });

  it('falls back to the recipe name and flags incomplete figures', async () => {
    const mystery = await ingredient({ name: 'Mystery', fatG: 1 });
    const [recipe] = await t.database.db.insert(recipes).values({ name: 'Plain dish' }).returning();
    const id = recipe!.recipeId;
    await t.database.db.insert(recipeIngredients).values({
      recipeId: id,
      uid: 'a',
      position: 0,
      ingredientId: mystery.ingredientId,
      quantity: 5,
      unit: 'g',
    });
    const body = (await get(`/api/v1/public/recipes/analysis/${id}-default`)).json();
    expect(body).toMatchObject({ name: 'Plain dish', ingredients: [mystery.name], complete: false });
  });

  it('answers 400 for a malformed id-variant and 404 for an unknown recipe or variant', async () => {
    const { id } = await porridge();
    for (const bad of ['abc', '12', '-default', '12-', '12-de fault', '12-a.b']) {
      const response = await get(`/api/v1/public/recipes/analysis/${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error_message).toBe(messages.analysisIdVariantInvalid);
    }
    expect((await get('/api/v1/public/recipes/analysis/999999-default')).statusCode).toBe(404);
    expect((await get('/api/v1/public/recipes/analysis/0-default')).statusCode).toBe(404);
    expect((await get('/api/v1/public/recipes/analysis/9999999999-default')).statusCode).toBe(404);
    expect((await get(`/api/v1/public/recipes/analysis/${id}-large`)).statusCode).toBe(404);
    expect(existsSync(path.join(objects, 'ap', 'recipes', 'analysis', '999999-latest'))).toBe(false);
  });
});
