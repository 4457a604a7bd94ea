import { messages } from '@brigade/domain/messages/catalogue';
import type { AssignDay, AssignWeek, ProductionWeek } from '@brigade/domain/schemas/production';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { createAuditService } from '../audit/service.ts';
import { insertRecipe } from '../shopping-lists/test-kitchen.ts';

// Assign recipes (ADR 044). 2031-03-31 and 2031-04-07 are Mondays.
const PREVIOUS = '2031-03-31';
const SATURDAY = '2031-04-05';
const THIS_WEEK = '2031-04-07';

let t: TestApp;
let planner: string;
let chef: string;
const recipe = { soup: 0, curry: 0, shake: 0 };

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const putDay = (date: string, slots: object[], cookie = planner) =>
  call('PUT', `/production/days/${date}/recipes`, cookie, { slots });
const slotsOf = (day: AssignDay) => day.slots.map((s) => [s.slot, s.recipe_id, s.version]);
const assignments = async (date: string) =>
  (await call('GET', `/production/assignments?start_date=${date}`, planner)).json<AssignWeek>();
const productionSlot = async (date: string, slot: string) =>
  (await call('GET', `/production/weeks?start_date=${date}`, planner))
    .json<ProductionWeek>()
    .days.find((d) => d.date === date)!
    .slots.find((s) => s.slot === slot);

beforeAll(async () => {
  t = await buildTestApp();
  planner = await loginAs(t.app, 'SUPER_CHEF');
  chef = await loginAs(t.app, 'CHEF');
  const db = t.database.db;
  recipe.soup = await insertRecipe(db, { name: 'Zz Pea soup' }, []);
  recipe.curry = await insertRecipe(db, { name: 'Zz Lentil curry' }, []);
  recipe.shake = await insertRecipe(db, { name: 'Zz Berry shake' }, []);
});
afterAll(async () => {
  await t?.app.close();
});

describe('GET /production/assignments and PUT /production/days/:date/recipes', () => {
  it('lists Monday–Sunday of the week holding start_date', async () => {
    const week = await assignments('2031-04-02');
    expect(week.start_date).toBe(PREVIOUS);
    expect(week.week_id).toBe('2031_14');
    expect(week.days.map((d) => [d.readable_date, d.is_weekend, d.slots.length])).toEqual([
      ['Mon 31 Mar', false, 0],
      ['Tue 1 Apr', false, 0],
      ['Wed 2 Apr', false, 0],
      ['Thu 3 Apr', false, 0],
      ['Fri 4 Apr', false, 0],
      ['Sat 5 Apr', true, 0],
      ['Sun 6 Apr', true, 0],
    ]);
  });

  it('assigns slots of a day (version 0 = empty slot), weekend days too', async () => {
    const response = await putDay(PREVIOUS, [
      { slot: 'dinner', recipe_id: recipe.curry, version: 0 },
      { slot: 'lunch', recipe_id: recipe.soup, version: 0 },
      { slot: 'extra_2', recipe_id: recipe.shake, version: 0 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json<AssignDay>();
    expect(day).toMatchObject({ date: PREVIOUS, readable_date: 'Mon 31 Mar', is_weekend: false });
    expect(slotsOf(day)).toEqual([
      ['lunch', recipe.soup, 1],
      ['dinner', recipe.curry, 1],
      ['extra_2', recipe.shake, 1],
    ]);
    expect(day.slots[0]).toMatchObject({ name: 'Zz Pea soup', client_facing_name: '' });
    expect(
      (await putDay(SATURDAY, [{ slot: 'other', recipe_id: recipe.shake, version: 0 }])).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown recipe (422) and a stale slot (409) as a whole: nothing of the day changes', async () => {
    const unknown = await putDay(PREVIOUS, [
      { slot: 'breakfast', recipe_id: recipe.soup, version: 0 },
      { slot: 'treat', recipe_id: 999_999, version: 0 },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error_message).toBe(messages.dayRecipesRecipeUnknown);
    const stale = await putDay(PREVIOUS, [
      { slot: 'breakfast', recipe_id: recipe.soup, version: 0 },
      { slot: 'lunch', recipe_id: recipe.curry, version: 0 },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    expect(slotsOf((await assignments(PREVIOUS)).days[0]!)).toEqual([
      ['lunch', recipe.soup, 1],
      ['dinner', recipe.curry, 1],
      ['extra_2', recipe.shake, 1],
    ]);
  });

  it('answers 400 for an unknown slot, a slot listed twice or a bad recipe id', async () => {
    for (const slots of [
      [{ slot: 'supper', recipe_id: recipe.soup, version: 0 }],
      [
        { slot: 'lunch', recipe_id: recipe.soup, version: 1 },
        { slot: 'lunch', recipe_id: recipe.curry, version: 1 },
      ],
      [{ slot: 'lunch', recipe_id: -3, version: 1 }],
    ]) {
      expect((await putDay(PREVIOUS, slots)).statusCode).toBe(400);
    }
  });

  it('starts a changed recipe again (stage reset, qty_adjust kept); leaves an unchanged slot alone', async () => {
    const base = `/production/days/${PREVIOUS}/slots/lunch`;
    await call('PUT', `${base}/qty-adjust`, planner, { qty_adjust: 2, version: 1 });
    const packed = await call('PUT', `${base}/stage`, chef, {
      production_stage: 'PACKED',
      is_done: true,
      version: 2,
    });
    expect(packed.statusCode, packed.body).toBe(200);
    const response = await putDay(PREVIOUS, [
      { slot: 'lunch', recipe_id: recipe.curry, version: 3 },
      // The same recipe as stored: nothing to overwrite, so its version is not checked.
      { slot: 'dinner', recipe_id: recipe.curry, version: 7 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(slotsOf(response.json<AssignDay>()).slice(0, 2)).toEqual([
      ['lunch', recipe.curry, 4],
      ['dinner', recipe.curry, 1],
    ]);
    expect(await productionSlot(PREVIOUS, 'lunch')).toMatchObject({
      recipe_id: recipe.curry,
      production_stage: 'NOT_STARTED',
      is_done: false,
      qty_adjust: 2,
    });
    const audit = await createAuditService({ db: t.database.db, clock: t.clock }).list(
      'day_recipes',
      PREVIOUS,
    );
    expect(audit[0]!.change).toEqual({ changes: [{ slot: 'lunch', from: recipe.soup, to: recipe.curry }] });
  });

  it('clears a slot with recipe_id null and the version read', async () => {
    await putDay(PREVIOUS, [{ slot: 'breakfast', recipe_id: recipe.soup, version: 0 }]);
    const response = await putDay(PREVIOUS, [{ slot: 'breakfast', recipe_id: null, version: 1 }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AssignDay>().slots.map((s) => s.slot)).toEqual(['lunch', 'dinner', 'extra_2']);
  });

  it('refuses chefs and logistics users', async () => {
    const driver = await loginAs(t.app, 'CHEF', 'LOGISTICS');
    for (const cookie of [chef, driver]) {
      expect((await call('GET', `/production/assignments?start_date=${PREVIOUS}`, cookie)).statusCode).toBe(
        403,
      );
      expect((await putDay(PREVIOUS, [], cookie)).statusCode).toBe(403);
      expect(
        (await call('POST', `/production/assignments/${THIS_WEEK}/copy-previous`, cookie)).statusCode,
      ).toBe(403);
    }
  });
});

describe('POST /production/assignments/:start_date/copy-previous', () => {
  it("replaces this week's seven days with the previous week's slots", async () => {
    // This week already has Monday lunch (another recipe, started, qty_adjust 5) and Tuesday treat.
    await putDay(THIS_WEEK, [{ slot: 'lunch', recipe_id: recipe.shake, version: 0 }]);
    await call('PUT', `/production/days/${THIS_WEEK}/slots/lunch/qty-adjust`, planner, {
      qty_adjust: 5,
      version: 1,
    });
    await putDay('2031-04-08', [{ slot: 'treat', recipe_id: recipe.shake, version: 0 }]);

    const response = await call('POST', `/production/assignments/2031-04-10/copy-previous`, planner);
    expect(response.statusCode, response.body).toBe(200);
    const week = response.json<AssignWeek>();
    expect(week.start_date).toBe(THIS_WEEK);
    // Monday: lunch replaced (same row, version 2 → 3), dinner and extra_2 new; Tuesday's treat cleared;
    // Saturday gets the previous Saturday's other.
    expect(slotsOf(week.days[0]!)).toEqual([
      ['lunch', recipe.curry, 3],
      ['dinner', recipe.curry, 1],
      ['extra_2', recipe.shake, 1],
    ]);
    expect(week.days.map((d) => d.slots.length)).toEqual([3, 0, 0, 0, 0, 1, 0]);
    expect(week.days[5]!.slots[0]).toMatchObject({ slot: 'other', recipe_id: recipe.shake });
    expect(await productionSlot(THIS_WEEK, 'lunch')).toMatchObject({
      production_stage: 'NOT_STARTED',
      qty_adjust: 5,
    });
    // The previous week is untouched.
    expect(slotsOf((await assignments(PREVIOUS)).days[0]!).map((s) => s[1])).toEqual([
      recipe.curry,
      recipe.curry,
      recipe.shake,
    ]);
  });

  it('bumps the version of rows copied again unchanged, so an open editor gets a 409', async () => {
    const response = await call('POST', `/production/assignments/${THIS_WEEK}/copy-previous`, planner);
    expect(slotsOf(response.json<AssignWeek>().days[0]!).map((s) => s[2])).toEqual([4, 2, 2]);
    const stale = await putDay(THIS_WEEK, [{ slot: 'dinner', recipe_id: recipe.soup, version: 1 }]);
    expect(stale.statusCode).toBe(409);
  });

  it('refuses to copy an empty previous week (422) and a bad date (400)', async () => {
    const response = await call('POST', '/production/assignments/2031-06-04/copy-previous', planner);
    expect(response.statusCode).toBe(422);
    expect(response.json().error_message).toBe(messages.previousWeekEmpty);
    expect((await call('POST', '/production/assignments/2031-06-31/copy-previous', planner)).statusCode).toBe(
      400,
    );
  });
});
