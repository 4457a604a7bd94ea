import { messages } from '@brigade/domain/messages/catalogue';
import type {
  ProductionDay,
  ProductionDayMatches,
  ProductionSlot,
  ProductionWeek,
} from '@brigade/domain/schemas/production';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { createAllergenMatchingService } from '../allergen-matching/service.ts';
import { createAuditService } from '../audit/service.ts';
import { createProductionModule } from './module.ts';
import { insertHandWorkedWeek, MONDAY, TUESDAY, type WeekIds } from './test-week.ts';

let t: TestApp;
let planner: string;
let chef: string;
let ids: WeekIds;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const weekOf = async (cookie = chef) =>
  (await call('GET', `/production/weeks?start_date=${TUESDAY}`, cookie)).json<ProductionWeek>();
const slotOf = (day: ProductionDay, slot: string) => day.slots.find((s) => s.slot === slot)!;
const counts = (s: ProductionSlot | ProductionDay['totals']) => [
  s.numLean,
  s.numLeanFlex,
  s.numStrong,
  s.numStrongFlex,
  s.numOther,
  s.totalOrderCount,
];

beforeAll(async () => {
  t = await buildTestApp();
  planner = await loginAs(t.app, 'SUPER_CHEF');
  chef = await loginAs(t.app, 'CHEF');
  ids = await insertHandWorkedWeek(t.database.db);
  const put = async (date: string, slots: { slot: string; recipe_id: number }[]) => {
    const response = await call('PUT', `/production/days/${date}/recipes`, planner, {
      slots: slots.map((s) => ({ ...s, version: 0 })),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  await put(MONDAY, [
    { slot: 'breakfast', recipe_id: ids.recipe.breakfast },
    { slot: 'lunch', recipe_id: ids.recipe.lunch },
    { slot: 'dinner', recipe_id: ids.recipe.dinner },
    { slot: 'extra_1', recipe_id: ids.recipe.extra },
  ]);
  await put(TUESDAY, [{ slot: 'lunch', recipe_id: ids.recipe.lunch }]);
  for (const [slot, qty] of [
    ['lunch', -1],
    ['extra_1', 3],
  ] as const) {
    const response = await call('PUT', `/production/days/${MONDAY}/slots/${slot}/qty-adjust`, planner, {
      qty_adjust: qty,
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
});
afterAll(async () => {
  await t?.app.close();
});

describe('GET /production/weeks (hand-worked, see test-week.ts)', () => {
  it('counts each meal slot from the orders with day and meal overrides, bags, qty_adjust and trials', async () => {
    const week = await weekOf();
    expect(week.start_date).toBe(MONDAY);
    expect(week.week_id).toBe('2031_11');
    expect(week.days.map((d) => d.readable_date)).toEqual([
      'Mon 10 Mar',
      'Tue 11 Mar',
      'Wed 12 Mar',
      'Thu 13 Mar',
      'Fri 14 Mar',
    ]);
    const monday = week.days[0]!;
    // Monday delivers all seven: c LEAN (meal override), b LEAN flex, a and f STRONG, d STRONG flex (day
    // override), e the trial and g (undetermined) in numOther.
    expect(counts(monday.totals)).toEqual([1, 1, 2, 1, 2, 7]);
    expect(monday.slots.map((s) => s.slot)).toEqual(['breakfast', 'lunch', 'dinner', 'extra_1']);
    // Breakfast: a, f (STRONG), b (LEAN flex), d (STRONG flex), e (trial); c's override leaves it out.
    expect(counts(slotOf(monday, 'breakfast'))).toEqual([0, 1, 2, 1, 1, 5]);
    expect(slotOf(monday, 'breakfast').to_produce).toBe(5);
    // Lunch: a, b, c, d, e (f leaves lunch out) = 5, bag +2, qty_adjust −1 → 6.
    const lunch = slotOf(monday, 'lunch');
    expect(counts(lunch)).toEqual([1, 1, 1, 1, 1, 5]);
    expect([lunch.bag_extra, lunch.qty_adjust, lunch.to_produce]).toEqual([2, -1, 6]);
    expect(lunch.bag_adjustments).toEqual([
      { customer_id: ids.customer.f, first_name: 'Finn', last_name: 'Kitchen', qty: 2 },
    ]);
    expect(lunch).toMatchObject({ production_stage: 'NOT_STARTED', is_done: false, version: 2 });
    // Dinner: a, f (STRONG), c (LEAN), e (trial); b and d are flex → 4, bag −1 → 3.
    const dinner = slotOf(monday, 'dinner');
    expect(counts(dinner)).toEqual([1, 0, 2, 0, 1, 4]);
    expect([dinner.bag_extra, dinner.to_produce]).toEqual([-1, 3]);
    // An extra slot has no orders: it makes its qty_adjust.
    expect(counts(slotOf(monday, 'extra_1'))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(slotOf(monday, 'extra_1').to_produce).toBe(3);
    expect(monday.unassigned_meals).toEqual([
      { meal_type: 'shot', totalOrderCount: 6 },
      { meal_type: 'dressing', totalOrderCount: 5 },
      { meal_type: 'treat', totalOrderCount: 6 },
      { meal_type: 'power_shake', totalOrderCount: 4 },
      { meal_type: 'other', totalOrderCount: 6 },
    ]);
    expect(monday.undetermined_orders).toEqual([{ order_id: ids.order.g, customer_id: ids.customer.g }]);
    expect(monday.show_bag_changes).toBe(true);
    expect(monday).toMatchObject({ notes: '', notes_chef: '', version: 0, is_weekend: false, tasks: [] });
  });

  it('leaves out a skipped day and a one-day trial on the other days', async () => {
    const tuesday = (await weekOf()).days[1]!;
    // a skipped (status 0), e's trial is Monday only; c is STRONG again, d LEAN.
    expect(counts(tuesday.totals)).toEqual([1, 1, 2, 0, 1, 5]);
    // Lunch: b (LEAN flex), c (STRONG), d (LEAN).
    expect(counts(slotOf(tuesday, 'lunch'))).toEqual([1, 1, 1, 0, 0, 3]);
    expect(slotOf(tuesday, 'lunch').to_produce).toBe(3);
    expect(tuesday.show_bag_changes).toBe(false);
  });

  it('answers the default week without start_date, and 400 for a bad date', async () => {
    // The test clock is Monday 2 March 2026, 09:00 in Zurich.
    const response = await call('GET', '/production/weeks', chef);
    expect(response.json<ProductionWeek>().start_date).toBe('2026-03-02');
    expect((await call('GET', '/production/weeks?start_date=2031-02-30', chef)).statusCode).toBe(400);
    // Outside the years the calendar rules know (week ids 1900–9999): 400, never a 500.
    expect((await call('GET', '/production/weeks?start_date=1899-06-05', chef)).statusCode).toBe(400);
    expect((await call('GET', '/production/days/9999-12-31/matches', chef)).statusCode).toBe(400);
  });

  it('refuses logistics users', async () => {
    const driver = await loginAs(t.app, 'CHEF', 'LOGISTICS');
    expect((await call('GET', `/production/weeks?start_date=${MONDAY}`, driver)).statusCode).toBe(403);
    expect((await call('GET', `/production/days/${MONDAY}/matches`, driver)).statusCode).toBe(403);
  });
});

describe('GET /production/days/:date/matches', () => {
  const matchesOf = async () =>
    (await call('GET', `/production/days/${MONDAY}/matches`, chef)).json<ProductionDayMatches>();
  const who = (body: ProductionDayMatches, slot: string) =>
    body.slots.find((s) => s.slot === slot)!.matches.map((m) => m.first_name);

  it("keeps each slot's matches to the orders receiving its meal; extras check every delivery", async () => {
    const body = await matchesOf();
    expect(body.customers_checked).toBe(7);
    expect(body.slots.map((s) => s.slot)).toEqual(['breakfast', 'lunch', 'dinner', 'extra_1']);
    expect(who(body, 'breakfast')).toEqual([]);
    // Milk rice: Anna (allergy), Cleo (warning), Gus (undetermined: safety first); Finn leaves lunch out.
    expect(who(body, 'lunch')).toEqual(['Anna', 'Cleo', 'Gus']);
    const cleo = body.slots[1]!.matches[1]!;
    expect(cleo.warnings.map((w) => w.ingredients.map((i) => i.name))).toEqual([['Zz Whole milk']]);
    expect(who(body, 'dinner')).toEqual([]);
    expect(who(body, 'extra_1')).toEqual(['Anna', 'Cleo', 'Finn', 'Gus']);
    const audit = await createAuditService({ db: t.database.db, clock: t.clock }).list(
      'customer_health',
      MONDAY,
    );
    expect(audit[0]).toMatchObject({ action: 'read' });
    expect((audit[0]!.change as { customer_ids: number[] }).customer_ids).toHaveLength(4);
  });

  it('shows a match fully suppressed once its only matching ingredient is suppressed', async () => {
    const response = await call('PUT', '/allergen-suppressions', planner, {
      date: MONDAY,
      customer_id: ids.customer.a,
      order_id: ids.order.a,
      recipe_id: ids.recipe.lunch,
      suppress_allergies: ['Zz Whole milk'],
      suppress_warnings: [],
      version: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = await matchesOf();
    const anna = (slot: string) => body.slots.find((s) => s.slot === slot)!.matches[0]!;
    expect(anna('lunch')).toMatchObject({ first_name: 'Anna', fully_suppressed: true });
    expect(anna('lunch').allergies[0]!.ingredients).toEqual([
      { name: 'Zz Whole milk', via: 'contains', is_suppressed: true },
    ]);
    // The suppression is for the milk rice only: the milkshake still warns.
    expect(anna('extra_1')).toMatchObject({ first_name: 'Anna', fully_suppressed: false });
  });

  it('answers a day without recipes with no slots', async () => {
    const body = (
      await call('GET', '/production/days/2031-03-13/matches', chef)
    ).json<ProductionDayMatches>();
    expect(body).toEqual({ date: '2031-03-13', customers_checked: 6, slots: [] });
  });
});

describe('PUT /production/days/:date/slots/:slot/stage', () => {
  const stage = (body: object, slot = 'dinner', cookie = chef) =>
    call('PUT', `/production/days/${MONDAY}/slots/${slot}/stage`, cookie, body);

  it('lets a chef move a meal through the stages; is_done packs it', async () => {
    const cooking = await stage({ production_stage: 'COOKING', is_done: false, version: 1 });
    expect(cooking.statusCode, cooking.body).toBe(200);
    expect(cooking.json()).toEqual({
      slot: 'dinner',
      production_stage: 'COOKING',
      is_done: false,
      version: 2,
    });
    const done = await stage({ production_stage: 'PORTIONING', is_done: true, version: 2 });
    expect(done.json()).toEqual({ slot: 'dinner', production_stage: 'PACKED', is_done: true, version: 3 });
    const dinner = slotOf((await weekOf()).days[0]!, 'dinner');
    expect(dinner).toMatchObject({ production_stage: 'PACKED', is_done: true, version: 3 });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const response = await stage({ production_stage: 'PREP', is_done: false, version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error_message).toBe(messages.staleVersion);
    expect(slotOf((await weekOf()).days[0]!, 'dinner')).toMatchObject({
      production_stage: 'PACKED',
      version: 3,
    });
  });

  it('refuses a second update of the same meal while the first is in flight', async () => {
    const body = { production_stage: 'PREP', is_done: false, version: 1 };
    const answers = await Promise.all([stage(body, 'breakfast'), stage(body, 'breakfast')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    // In one process the second is refused at once; had the first already finished, its version would be stale.
    expect([messages.productionStageBusy, messages.staleVersion]).toContain(refused.json().error_message);
    expect(slotOf((await weekOf()).days[0]!, 'breakfast')).toMatchObject({
      production_stage: 'PREP',
      version: 2,
    });
  });

  it('refuses the second update at once while the first waits for the database (service level)', async () => {
    // The first update is held before its transaction starts, as a slow database would hold it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = t.database.db;
    const db = Object.create(real, {
      transaction: { value: async (work: never) => (await gate, real.transaction(work)) },
    }) as typeof real;
    const audit = createAuditService({ db: real, clock: t.clock });
    const matching = createAllergenMatchingService({ db: real, clock: t.clock, audit });
    const service = createProductionModule({ db, clock: t.clock, audit, matching }).services.production;
    const body = { production_stage: 'PREP', is_done: false, version: 2 } as const;
    const first = service.setStage(1, MONDAY, 'breakfast', body);
    await expect(service.setStage(1, MONDAY, 'breakfast', body)).rejects.toMatchObject({
      statusCode: 409,
      message: messages.productionStageBusy,
    });
    // Another meal of the same day is not held.
    const other = service.setStage(1, MONDAY, 'extra_1', { ...body, version: 2 });
    release();
    await expect(first).resolves.toMatchObject({ production_stage: 'PREP', version: 3 });
    await expect(other).resolves.toMatchObject({ production_stage: 'PREP', version: 3 });
    // Released however it ended: the next update goes through.
    await expect(service.setStage(1, MONDAY, 'breakfast', { ...body, version: 3 })).resolves.toMatchObject({
      version: 4,
    });
  });

  it('answers 404 for a slot without a recipe and 400 for an unknown slot or stage', async () => {
    const missing = await stage({ production_stage: 'PREP', is_done: false, version: 1 }, 'treat');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_message).toBe(messages.dayRecipeNotAssigned);
    expect((await stage({ production_stage: 'PREP', is_done: false, version: 1 }, 'supper')).statusCode).toBe(
      400,
    );
    expect(
      (await stage({ production_stage: 'BOILING', is_done: false, version: 1 }, 'lunch')).statusCode,
    ).toBe(400);
  });
});

describe('PUT /production/days/:date/slots/:slot/qty-adjust', () => {
  it('answers the slot with its new counts; chefs are refused', async () => {
    const url = `/production/days/${MONDAY}/slots/lunch/qty-adjust`;
    expect((await call('PUT', url, chef, { qty_adjust: 5, version: 2 })).statusCode).toBe(403);
    const response = await call('PUT', url, planner, { qty_adjust: 4, version: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProductionSlot>()).toMatchObject({ qty_adjust: 4, to_produce: 11, version: 3 });
    const stale = await call('PUT', url, planner, { qty_adjust: 9, version: 2 });
    expect(stale.statusCode).toBe(409);
    expect((await call('PUT', url, planner, { qty_adjust: 1.5, version: 3 })).statusCode).toBe(400);
    expect(slotOf((await weekOf()).days[0]!, 'lunch')).toMatchObject({ qty_adjust: 4, to_produce: 11 });
  });
});
