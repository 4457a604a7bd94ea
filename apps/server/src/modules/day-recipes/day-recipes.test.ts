import { messages } from '@brigade/domain/messages/catalogue';
import type {
  DayOverridesResponse,
  DayRecipeLine,
  DayRecipeLinesResponse,
} from '@brigade/domain/schemas/day-recipes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { insertDayKitchen, MONDAY, TUESDAY, WEDNESDAY, type DayKitchen } from './test-day.ts';

let t: TestApp;
let planner: string;
let chef: string;
let k: DayKitchen;

const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const linesUrl = (date: string, recipeId = k.recipe.lunch) =>
  `/production/days/${date}/recipes/${recipeId}/lines`;
const lineUrl = (date: string, uid = k.milkLine, recipeId = k.recipe.lunch) =>
  `${linesUrl(date, recipeId)}/${uid}`;
const linesOf = async (date: string, recipeId = k.recipe.lunch) => {
  const response = await call('GET', linesUrl(date, recipeId), chef);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DayRecipeLinesResponse>().lines;
};
const overrides = async () =>
  (
    await call('GET', `/production/day-overrides?dates=${MONDAY},${TUESDAY},${WEDNESDAY}`, chef)
  ).json<DayOverridesResponse>().overrides;

beforeAll(async () => {
  t = await buildTestApp();
  planner = await loginAs(t.app, 'SUPER_CHEF');
  chef = await loginAs(t.app, 'CHEF');
  k = await insertDayKitchen(t.database.db);
});
afterAll(async () => {
  await t?.app.close();
});

describe('a day swap of one ingredient (menu ingredient override)', () => {
  it('lists the recipe lines as written while the day changed nothing (version 0)', async () => {
    const lines = await linesOf(MONDAY);
    expect(lines.map((l) => [l.uid, l.name, l.quantity, l.unit, l.swapped_from, l.version])).toEqual([
      ['l0', 'Zz Rice', 100, 'g', null, 0],
      ['l1', 'Zz Whole milk', 100, 'g', null, 0],
    ]);
  });

  it('swaps the milk for an oat drink on Monday only, answering the line as stored', async () => {
    const response = await call('PUT', `${lineUrl(MONDAY)}/ingredient`, planner, {
      ingredient_id: k.oatDrink.id,
      version: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    const line = response.json<DayRecipeLine>();
    expect(line).toMatchObject({ name: 'Zz Oat drink', quantity: 100, version: 1 });
    expect(line.swapped_from?.name).toBe('Zz Whole milk');
    expect(line.specs.map((s) => s.supplier_name)).toEqual(['Zz Dairy farm', 'Zz Dairy farm']);
    expect((await linesOf(MONDAY)).map((l) => l.name)).toEqual(['Zz Rice', 'Zz Oat drink']);
    expect((await linesOf(TUESDAY)).map((l) => l.name)).toEqual(['Zz Rice', 'Zz Whole milk']);
    expect(await overrides()).toEqual([
      expect.objectContaining({
        date: MONDAY,
        recipe_id: k.recipe.lunch,
        uid: 'l1',
        ingredient_id: k.oatDrink.id,
      }),
    ]);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const before = await overrides();
    const cases: [string, string, object, number, string][] = [
      [
        'unknown ingredient',
        `${lineUrl(MONDAY)}/ingredient`,
        { ingredient_id: 999_999, version: 1 },
        400,
        messages.dayLineIngredientUnknown,
      ],
      [
        'stale version',
        `${lineUrl(MONDAY)}/ingredient`,
        { ingredient_id: k.cream.id, version: 0 },
        409,
        messages.staleVersion,
      ],
      [
        'unknown line',
        `${lineUrl(MONDAY, 'nope')}/ingredient`,
        { ingredient_id: k.cream.id, version: 0 },
        404,
        messages.dayLineUnknown,
      ],
      [
        'recipe not that day',
        `${lineUrl(WEDNESDAY)}/ingredient`,
        { ingredient_id: k.cream.id, version: 0 },
        422,
        messages.dayLineRecipeNotOnDay,
      ],
      [
        'not a number',
        `${lineUrl(MONDAY)}/ingredient`,
        { ingredient_id: 'milk', version: 1 },
        400,
        messages.invalidValue,
      ],
      [
        'spec of another ingredient',
        `${lineUrl(MONDAY)}/supplier-spec`,
        { ingredient_spec_suppliers_id: k.cream.specIds[0], version: 1 },
        422,
        messages.dayLineSpecNotOfIngredient,
      ],
      ['no tick', `${lineUrl(MONDAY)}/done`, { version: 1 }, 400, messages.dayLineTickRequired],
    ];
    for (const [name, url, body, status, message] of cases) {
      const response = await call('PUT', url, url.endsWith('/done') ? chef : planner, body);
      expect([name, response.statusCode], response.body).toEqual([name, status]);
      expect(response.body, name).toContain(message);
    }
    expect(
      (
        await call('PUT', `/production/days/2031-02-30/recipes/${k.recipe.lunch}/lines/l1/done`, chef, {
          is_done: true,
          version: 0,
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('GET', `/production/day-overrides?dates=`, chef)).statusCode).toBe(400);
    expect((await call('GET', linesUrl(MONDAY, 999_999), chef)).statusCode).toBe(404);
    expect(
      (await call('GET', `/production/days/2031-13-01/recipes/${k.recipe.lunch}/lines`, chef)).statusCode,
    ).toBe(400);
    expect(await overrides()).toEqual(before);
  });

  it('chooses the spec the swapped line is bought from that day', async () => {
    const response = await call('PUT', `${lineUrl(MONDAY)}/supplier-spec`, planner, {
      ingredient_spec_suppliers_id: k.oatDrink.specIds[1],
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DayRecipeLine>()).toMatchObject({
      ingredient_spec_suppliers_id: k.oatDrink.specIds[1],
      spec_chosen_for_day: true,
      version: 2,
    });
  });

  it('refuses chefs the swap and the spec, and Logistics users everything', async () => {
    const before = await overrides();
    const logistics = await loginAs(t.app, 'SUPER', 'LOGISTICS');
    const body = { ingredient_id: k.cream.id, version: 2 };
    expect((await call('PUT', `${lineUrl(MONDAY)}/ingredient`, chef, body)).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `${lineUrl(MONDAY)}/supplier-spec`, chef, {
          ingredient_spec_suppliers_id: null,
          version: 2,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('PUT', `${lineUrl(MONDAY)}/ingredient`, logistics, body)).statusCode).toBe(403);
    expect(
      (await call('PUT', `${lineUrl(MONDAY)}/done`, logistics, { is_done: true, version: 2 })).statusCode,
    ).toBe(403);
    expect((await call('GET', linesUrl(MONDAY), logistics)).statusCode).toBe(403);
    expect((await call('GET', `/production/day-overrides?dates=${MONDAY}`, logistics)).statusCode).toBe(403);
    expect(await overrides()).toEqual(before);
  });
});

describe('ticks of the cooks and the loaders', () => {
  it('keeps a cook tick and a loader tick apart, each confirmed with the new version', async () => {
    const done = await call('PUT', `${lineUrl(TUESDAY, 'l0')}/done`, chef, { is_done: true, version: 0 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<DayRecipeLine>()).toMatchObject({ is_done: true, loading_is_done: false, version: 1 });
    const loaded = await call('PUT', `${lineUrl(TUESDAY, 'l0')}/done`, chef, {
      loading_is_done: true,
      version: 1,
    });
    expect(loaded.json<DayRecipeLine>()).toMatchObject({ is_done: true, loading_is_done: true, version: 2 });
    const [rice] = await linesOf(TUESDAY);
    expect([rice!.name, rice!.is_done, rice!.loading_is_done, rice!.swapped_from]).toEqual([
      'Zz Rice',
      true,
      true,
      null,
    ]);
  });

  it('takes one update of a line at a time: a second one at the same time is refused', async () => {
    const tick = () => call('PUT', `${lineUrl(TUESDAY, 'l1')}/done`, chef, { is_done: true, version: 0 });
    const statuses = (await Promise.all([tick(), tick()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await linesOf(TUESDAY))[1]).toMatchObject({ is_done: true, version: 1 });
  });

  it("undoes a swap with null: the line is the recipe's again, its ticks kept", async () => {
    const response = await call('PUT', `${lineUrl(MONDAY)}/ingredient`, planner, {
      ingredient_id: null,
      version: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DayRecipeLine>()).toMatchObject({
      name: 'Zz Whole milk',
      swapped_from: null,
      spec_chosen_for_day: false,
    });
  });
});
