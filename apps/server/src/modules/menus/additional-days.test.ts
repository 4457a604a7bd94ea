import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { assign, insertKitchen } from './test-menus.ts';

const DATE = '2031-04-07';

let t: TestApp;
let admin: string;
let objects: string;
let kitchen: Awaited<ReturnType<typeof insertKitchen>>;

beforeAll(async () => {
  objects = await mkdtemp(path.join(tmpdir(), 'brigade-additional-objects-'));
  t = await buildTestApp({ env: { OBJECT_STORE_DIR: objects } });
  admin = await loginAs(t.app, 'SUPER');
  kitchen = await insertKitchen(t.database.db);
  await assign(t.database.db, DATE, 'lunch', kitchen.curry);
});
afterAll(async () => {
  await t.app.close();
  await rm(objects, { recursive: true, force: true });
});

const url = `/api/v1/additional-days/${DATE}`;
const get = async (cookie = admin) =>
  (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json();
const put = (payload: object, cookie = admin) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });

/** A whole new meal (a PUT sends every field, ADR 084): none of its own, no recipe, no dates. */
const meal = (values: object) => ({
  additional_meal_id: null,
  meal: 'lunch',
  position: 0,
  recipe_id: null,
  snapshot_name: '',
  nutritional_information_id: null,
  production_date: null,
  bb_date: null,
  expiry_date: null,
  public_html: '',
  ...values,
});
/** A whole day: no texts and no meals unless given. */
const dayBody = (values: object) => ({ before_meals_html: '', after_meals_html: '', meals: [], ...values });
const soup = () =>
  meal({
    meal: 'dinner',
    position: 1,
    recipe_id: kitchen.soup,
    production_date: '2031-04-06',
    bb_date: '2031-04-09',
    expiry_date: '2031-04-10',
  });

describe('additional days', () => {
  it('starts empty at version 0', async () => {
    expect(await get()).toEqual({
      date: DATE,
      before_meals_html: '',
      after_meals_html: '',
      meals: [],
      version: 0,
    });
  });

  it('saves the day with its meals; the snapshot name comes from the recipe when left empty', async () => {
    const response = await put({
      before_meals_html: '<p>Also today</p>',
      after_meals_html: '<p>Enjoy!</p>',
      meals: [
        soup(),
        meal({
          meal: 'treat',
          snapshot_name: 'Chocolate bar',
          production_date: '',
          bb_date: '',
          expiry_date: '',
        }),
        { ...soup(), recipe_id: kitchen.curry, position: 0, snapshot_name: '' },
      ],
      version: 0,
    });
    expect(response.statusCode).toBe(200);
    const day = response.json();
    expect(day).toMatchObject({ version: 1, before_meals_html: '<p>Also today</p>' });
    expect(
      day.meals.map((m: { snapshot_name: string; position: number }) => [m.position, m.snapshot_name]),
    ).toEqual([
      [0, 'Chocolate bar'],
      [0, 'Thai red curry'],
      [1, 'Zz Soup base'],
    ]);
    expect(day.meals[0]).toMatchObject({ recipe_id: null, production_date: null, expiry_date: null });
    expect(day.meals[2]).toMatchObject({ recipe_name: 'Zz Soup base', bb_date: '2031-04-09' });
  });

  it('refuses dates out of order, expiry before delivery, unknown recipes and nameless meals, changing nothing', async () => {
    const before = await get();
    const cases: [object, Record<string, string>][] = [
      [
        { ...soup(), bb_date: '2031-04-05' },
        { 'meals.0.bb_date': messages.additionalMealBestBeforeBeforeProduction },
      ],
      [
        { ...soup(), expiry_date: '2031-04-08' },
        { 'meals.0.expiry_date': messages.additionalMealExpiryBeforeBestBefore },
      ],
      [
        { ...soup(), production_date: '2031-04-01', bb_date: null, expiry_date: '2031-04-06' },
        { 'meals.0.expiry_date': messages.additionalMealExpiryBeforeDelivery },
      ],
      [{ ...soup(), recipe_id: 99_999_999 }, { 'meals.0.recipe_id': messages.additionalMealRecipeUnknown }],
      [meal({ meal: 'treat' }), { 'meals.0.snapshot_name': messages.additionalMealNameRequired }],
      [{ ...soup(), meal: 'elevenses' }, { 'meals.0.meal': messages.invalidValue }],
      [{ ...soup(), bb_date: '2031-04-31' }, { 'meals.0.bb_date': messages.dateInvalid }],
    ];
    for (const [bad, details] of cases) {
      const response = await put(dayBody({ meals: [bad], version: 1 }));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().details, JSON.stringify(bad)).toEqual(details);
    }
    const long = await put(dayBody({ before_meals_html: 'x'.repeat(20_001), version: 1 }));
    expect(long.json().details).toEqual({ before_meals_html: messages.htmlTooLong });
    const many = await put(dayBody({ meals: Array.from({ length: 51 }, () => soup()), version: 1 }));
    expect(many.json().details).toEqual({ meals: messages.additionalMealsTooMany });
    expect(await get()).toEqual(before);
  });

  it('keeps a meal by its id, deletes the ones left out, and refuses a stale version', async () => {
    const before = await get();
    const kept = before.meals[2];
    const response = await put({
      before_meals_html: '',
      after_meals_html: '',
      meals: [{ ...kept, snapshot_name: 'Soup of the day' }],
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      version: 2,
      meals: [{ additional_meal_id: kept.additional_meal_id, snapshot_name: 'Soup of the day', version: 2 }],
    });
    const stale = await put(dayBody({ version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    expect((await put(dayBody({ version: 0 }))).statusCode).toBe(409);
    expect((await get()).meals).toHaveLength(1);
  });

  it('refuses chefs and logistics users', async () => {
    for (const cookie of [await loginAs(t.app, 'CHEF'), await loginAs(t.app, 'SUPER', 'LOGISTICS')]) {
      expect((await put(dayBody({ version: 2 }), cookie)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(403);
    }
    expect((await get()).version).toBe(2);
  });

  it('goes into the published menu, and the review notices a later change', async () => {
    const menu = await t.app.inject({
      method: 'POST',
      url: `/api/v1/menus/${DATE}/0/publish`,
      headers: { cookie: admin },
      // The soup's stock was never reviewed: a SUPER publishes it anyway (ADR 055).
      payload: { version: 0, override_reason: 'Stock allergens are being checked' },
    });
    expect(menu.statusCode).toBe(201);
    expect(menu.json().additional_day).toMatchObject({
      version: 2,
      meals: [{ display_name: 'Soup of the day', bb_date: '2031-04-09', dish: { recipe_id: kitchen.soup } }],
    });
    const stored = JSON.parse(await readFile(path.join(objects, 'menu', DATE, '0'), 'utf8'));
    expect(stored.additional_day.meals[0]).toMatchObject({
      name: 'Soup of the day',
      expiry_date: '2031-04-10',
    });

    const day = await get();
    await put({ ...day, meals: day.meals, version: 2 });
    const review = await t.app.inject({
      method: 'GET',
      url: `/api/v1/menus/${menu.json().menu_id}`,
      headers: { cookie: admin },
    });
    expect(review.json()).toMatchObject({ changes: [], additional_day_changed: true });
  });

  it('refuses a day or a meal with a field left out, changing nothing; an explicit null clears it', async () => {
    const before = await get();
    const { after_meals_html: _text, ...noText } = before;
    const { bb_date: _date, ...noDate } = before.meals[0];
    for (const [body, field] of [
      [noText, 'after_meals_html'],
      [{ ...before, meals: [noDate] }, 'meals.0.bb_date'],
    ] as const) {
      const refused = await put(body);
      expect(refused.statusCode, field).toBe(400);
      expect(Object.keys(refused.json().details)).toEqual([field]);
    }
    expect(await get()).toEqual(before);
    const cleared = await put({ ...before, meals: [{ ...before.meals[0], bb_date: null }] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().meals[0]).toMatchObject({ bb_date: null, snapshot_name: 'Soup of the day' });
  });
});
