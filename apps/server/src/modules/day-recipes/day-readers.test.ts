import { labelRecipeFinder } from '@brigade/domain/labels/label-recipe';
import type { DayRecipeLine } from '@brigade/domain/schemas/day-recipes';
import type { MealLabelsResponse } from '@brigade/domain/schemas/labels';
import type { ProductionDayMatches } from '@brigade/domain/schemas/production';
import type { ShoppingListDetail } from '@brigade/domain/schemas/shopping-lists';
import { eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredients } from '../../db/schema/ingredients.ts';
import { createLocalObjectStore } from '../../integrations/storage/local.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { insertHandWorkedDelivery } from '../logistics/test-delivery.ts';
import { createNutritionService } from '../nutrition/service.ts';
import { addDayKitchen, MONDAY, TUESDAY, type DayKitchen } from './test-day.ts';

// ADR 074: a swap on Monday reaches that day's matches, shopping list, nutrition and labels, and no other day's.

let t: TestApp;
let admin: string;
let k: DayKitchen;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
async function ok<T>(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}
const swap = (date: string, recipeId: number, uid: string, ingredientId: number | null, version = 0) =>
  ok<DayRecipeLine>('PUT', `/production/days/${date}/recipes/${recipeId}/lines/${uid}/ingredient`, {
    ingredient_id: ingredientId,
    version,
  });
/** The customers matched per slot of a date, with the ingredients they match. */
const matchesOf = async (date: string) =>
  Object.fromEntries(
    (await ok<ProductionDayMatches>('GET', `/production/days/${date}/matches`)).slots.map((s) => [
      s.slot,
      s.matches.map(
        (m) => `${m.first_name}: ${m.allergies.flatMap((a) => a.ingredients.map((i) => i.name)).join()}`,
      ),
    ]),
  );
const shoppingNames = async (dates: string[]) =>
  (await ok<ShoppingListDetail>('POST', '/shopping-lists', { dates })).groups.flatMap((g) =>
    g.lines.map((l) => l.name),
  );
const lunchLabel = async (date: string) => {
  const answer = await ok<MealLabelsResponse>('GET', `/labels/meals/2031/11?date=${date}&meal_type=lunch`);
  const recipe = labelRecipeFinder(answer.recipes)(answer.labels[0]!)!;
  return recipe.ingredients.map((segments) => segments.map((s) => s.text).join(''));
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  const week = await insertHandWorkedDelivery(t, admin);
  k = await addDayKitchen(t.database.db, week.ids);
  await t.database.db.update(ingredients).set({ fatG: 3.5 }).where(eq(ingredients.ingredientId, k.lunchMilk));
  await t.database.db
    .update(ingredients)
    .set({ fatG: 1.5 })
    .where(eq(ingredients.ingredientId, k.oatDrink.id));
});
afterAll(async () => {
  await t?.app.close();
});

describe('a swap reaches every reader of that day, and only that day', () => {
  it('before any swap, Monday and Tuesday lunch match the milk-allergic customers alike', async () => {
    const [monday, tuesday] = [await matchesOf(MONDAY), await matchesOf(TUESDAY)];
    expect(monday.lunch).toContain('Anna: Zz Whole milk');
    expect(tuesday.lunch).toContain('Gus: Zz Whole milk');
    expect(monday.dinner).toEqual([]);
  });

  it('swapping Monday lunch milk for an oat drink clears its milk matches on Monday only', async () => {
    await swap(MONDAY, k.recipe.lunch, k.milkLine, k.oatDrink.id);
    expect((await matchesOf(MONDAY)).lunch).toEqual([]);
    expect((await matchesOf(TUESDAY)).lunch).toContain('Gus: Zz Whole milk');
  });

  it("a swap that brings in an allergen shows in that day's matches at once", async () => {
    await swap(MONDAY, k.recipe.dinner, 'l0', k.cream.id);
    expect((await matchesOf(MONDAY)).dinner).toContain('Anna: Zz Cream');
  });

  it("buys Monday's oat drink and cream on Monday's list, Tuesday's milk on Tuesday's", async () => {
    const monday = await shoppingNames([MONDAY]);
    expect(monday).toEqual(expect.arrayContaining(['Zz Oat drink', 'Zz Cream', 'Zz Rice']));
    expect(monday).not.toContain('Zz Whole milk');
    const tuesday = await shoppingNames([TUESDAY]);
    expect(tuesday).toEqual(expect.arrayContaining(['Zz Whole milk', 'Zz Rice']));
    expect(tuesday).not.toContain('Zz Oat drink');
    expect(await shoppingNames([MONDAY, TUESDAY])).toEqual(
      expect.arrayContaining(['Zz Whole milk', 'Zz Oat drink', 'Zz Cream']),
    );
  });

  it("prints the oat drink on Monday's lunch labels and the milk on Tuesday's", async () => {
    expect(await lunchLabel(MONDAY)).toContain('Zz Oat drink');
    expect(await lunchLabel(MONDAY)).not.toContain('Zz Whole milk (Milk)');
    expect(await lunchLabel(TUESDAY)).toContain('Zz Whole milk');
    expect(await lunchLabel(TUESDAY)).not.toContain('Zz Oat drink');
  });

  it("computes Monday's nutrition from the oat drink, Tuesday's from the milk", async () => {
    const store = createLocalObjectStore(mkdtempSync(join(tmpdir(), 'day-nutrition-')));
    const nutrition = createNutritionService({ db: t.database.db, clock: t.clock, store });
    const fat = async (date?: string) =>
      (await nutrition.compute(k.recipe.lunch, t.database.db, date)).macros.fatG;
    expect([await fat(MONDAY), await fat(TUESDAY), await fat()]).toEqual([1.5, 3.5, 3.5]);
  });
});
