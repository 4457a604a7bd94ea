import { deliveryBag } from '@brigade/domain/logistics/payload-schemas';
import { messages } from '@brigade/domain/messages/catalogue';
import type { LogisticsBag, LogisticsBagsWeek } from '@brigade/domain/schemas/logistics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { customerAllergens, customers } from '../../db/schema/customers.ts';
import { additionalBags, orders } from '../../db/schema/orders.ts';
import { insertIngredient, insertRecipe } from '../shopping-lists/test-kitchen.ts';
import { insertHandWorkedWeek, MONDAY, TUESDAY, type WeekIds } from '../production/test-week.ts';

// The hand-worked week of production (test-week.ts: orders a–g of 2031_11) plus Pia, STRONG without dinner
// and allergic to Peanuts. Monday: breakfast 'Zz Porridge', lunch 'Zz Satay' (rice + 'Peanut'), dinner
// 'Zz Rice plate'; Tuesday: lunch 'Zz Milk rice'.

let t: TestApp;
let planner: string;
let ids: WeekIds;
let pia: { customerId: number; orderId: number };
let satay: number;
let finnsBag: number;

const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
const weekOf = async (cookie = planner) => {
  const response = await call('GET', `/logistics/bags?start_date=${MONDAY}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LogisticsBagsWeek>();
};
const bagOf = (week: LogisticsBagsWeek, date: string, orderId: number): LogisticsBag | undefined =>
  week.days.find((d) => d.date === date)?.bags.find((b) => b.order_id === orderId);
const status = (orderId: number, date: string, recipeId: number, additional = false) =>
  `/logistics/bags/${orderId}/${date}/${additional ? 'additional-bag/' : ''}recipes/${recipeId}/status`;

async function insertPia(): Promise<{ customerId: number; orderId: number }> {
  const db = t.database.db;
  const [peanuts] = await db.select().from(allergens).where(eq(allergens.name, 'Peanuts'));
  const [c] = await db.insert(customers).values({ firstName: 'Pia', lastName: 'Aaberg' }).returning();
  await db
    .insert(customerAllergens)
    .values({ customerId: c!.customerId, allergenId: peanuts!.allergenId, kind: 'ALLERGY' });
  const [o] = await db
    .insert(orders)
    .values({
      customerId: c!.customerId,
      type: 'STRONG',
      isFlex: false,
      weekdays: [1, 2, 3, 4, 5],
      discountMeals: ['dinner'],
      startDate: MONDAY,
      endDate: MONDAY,
    })
    .returning();
  const peanut = await insertIngredient(db, {
    name: 'Peanut',
    tags: [{ allergenId: peanuts!.allergenId, kind: 'CONTAINS' }],
  });
  const rice = await insertIngredient(db, { name: 'Zz Basmati' });
  const line = (ingredientId: number) => ({ ingredientId, quantity: 50, unit: 'g' });
  satay = await insertRecipe(db, { name: 'Zz Satay' }, [line(rice.id), line(peanut.id)]);
  return { customerId: c!.customerId, orderId: o!.orderId };
}

beforeAll(async () => {
  t = await buildTestApp();
  planner = await loginAs(t.app, 'SUPER_CHEF');
  ids = await insertHandWorkedWeek(t.database.db);
  pia = await insertPia();
  const [bag] = await t.database.db
    .select()
    .from(additionalBags)
    .where(eq(additionalBags.orderId, ids.order.f));
  finnsBag = bag!.additionalBagId;
  const put = async (date: string, slots: { slot: string; recipe_id: number }[]) => {
    const response = await call('PUT', `/production/days/${date}/recipes`, planner, {
      slots: slots.map((s) => ({ ...s, version: 0 })),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  await put(MONDAY, [
    { slot: 'breakfast', recipe_id: ids.recipe.breakfast },
    { slot: 'lunch', recipe_id: satay },
    { slot: 'dinner', recipe_id: ids.recipe.dinner },
    { slot: 'extra_1', recipe_id: ids.recipe.extra },
  ]);
  await put(TUESDAY, [{ slot: 'lunch', recipe_id: ids.recipe.lunch }]);
});
afterAll(async () => {
  await t?.app.close();
});

describe('GET /logistics/bags (ADR 064)', () => {
  it("packs Monday's bag of Pia: 1 breakfast and 1 lunch with the recipe names, Peanut marked", async () => {
    const week = await weekOf();
    expect(week).toMatchObject({ start_date: MONDAY, week_id: '2031_11' });
    // The orders deliver Monday to Friday; nobody at the weekend.
    expect(week.days.map((d) => d.date)).toEqual([MONDAY, TUESDAY, '2031-03-12', '2031-03-13', '2031-03-14']);
    const bag = bagOf(week, MONDAY, pia.orderId)!;
    expect(bag).toMatchObject({ first_name: 'Pia', last_name: 'Aaberg', programme_undetermined: false });
    expect(bag.bag.recipes.map((r) => [r.name, r.quantity, r.bagIndex, r.status, r.version])).toEqual([
      ['Zz Porridge', 1, 0, 'OPEN', 0],
      ['Zz Satay', 1, 0, 'OPEN', 0],
    ]);
    expect(bag.bag.meals).toEqual({
      breakfast: { allergies: [], warnings: [], qty: [1] },
      lunch: { allergies: [{ ingredient: 'Peanut', isSuppressed: false }], warnings: [], qty: [1] },
    });
    // Bags come in packing order: Aaberg first.
    expect(week.days[0]!.bags[0]!.order_id).toBe(pia.orderId);
  });

  it('answers bags the logistics payload accepts', async () => {
    const week = await weekOf();
    for (const bag of week.days.flatMap((d) => d.bags)) {
      expect(deliveryBag.safeParse(bag.bag).error, String(bag.order_id)).toBeUndefined();
    }
  });

  it('gives a skipped day no bag, follows meal overrides and flags an undetermined programme', async () => {
    const week = await weekOf();
    expect(bagOf(week, MONDAY, ids.order.a)).toBeDefined();
    expect(bagOf(week, TUESDAY, ids.order.a)).toBeUndefined();
    // Cleo's Monday meal override: LEAN without breakfast.
    expect(Object.keys(bagOf(week, MONDAY, ids.order.c)!.bag.meals)).toEqual(['lunch', 'dinner']);
    expect(bagOf(week, MONDAY, ids.order.g)).toMatchObject({
      programme_undetermined: true,
      bag: { meals: {}, recipes: [] },
    });
  });

  it("shows Finn's additional bag beside his own: lunch +2 in bag 1, dinner −1 off bag 0", async () => {
    const bag = bagOf(await weekOf(), MONDAY, ids.order.f)!;
    expect(bag.bag.meals.lunch?.qty).toEqual([0, 2]);
    expect(bag.bag.meals.dinner?.qty).toEqual([0, 0]);
    const lines = bag.bag.recipes.map((r) => [
      r.name,
      r.quantity,
      r.bagIndex,
      r.productionAdjust,
      r.additionalBagId,
    ]);
    expect(lines).toEqual([
      ['Zz Porridge', 1, 0, 0, null],
      ['Zz Satay', 2, 1, 2, finnsBag],
      ['Zz Rice plate', 0, 0, -1, finnsBag],
    ]);
  });

  it('marks the allergy suppressed once the kitchen suppressed it', async () => {
    const response = await call('PUT', '/allergen-suppressions', planner, {
      date: MONDAY,
      customer_id: pia.customerId,
      order_id: pia.orderId,
      recipe_id: satay,
      suppress_allergies: ['Peanut'],
      suppress_warnings: [],
      version: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    const bag = bagOf(await weekOf(), MONDAY, pia.orderId)!;
    expect(bag.bag.meals.lunch?.allergies).toEqual([{ ingredient: 'Peanut', isSuppressed: true }]);
  });

  it('refuses a start date that is not a Monday or not a date, with 422 and the message', async () => {
    for (const bad of [TUESDAY, '2031-03-09', 'soon', '2031-02-30', '']) {
      const response = await call('GET', `/logistics/bags?start_date=${bad}`, planner);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().error_message).toBe(messages.bagsWeekStartInvalid);
    }
  });

  it('lets Logistics dispatchers read; refuses chefs and drivers (403) and no session (401)', async () => {
    const dispatcher = await loginAs(t.app, 'SUPER', 'LOGISTICS');
    expect(bagOf(await weekOf(dispatcher), MONDAY, pia.orderId)).toBeDefined();
    for (const cookie of [await loginAs(t.app, 'CHEF'), await loginAs(t.app, 'CHEF', 'LOGISTICS')]) {
      expect((await call('GET', `/logistics/bags?start_date=${MONDAY}`, cookie)).statusCode).toBe(403);
    }
    expect((await call('GET', `/logistics/bags?start_date=${MONDAY}`)).statusCode).toBe(401);
  });
});

describe('PUT /logistics/bags/…/status', () => {
  it('marks a line packed, then open again, under its version; a stale version is 409', async () => {
    const dispatcher = await loginAs(t.app, 'SUPER', 'LOGISTICS');
    const url = status(pia.orderId, MONDAY, satay);
    const first = await call('PUT', url, dispatcher, { status: 'PACKED', version: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      order_id: pia.orderId,
      date: MONDAY,
      recipe_id: satay,
      bag_index: 0,
      status: 'PACKED',
      version: 1,
    });
    const line = bagOf(await weekOf(), MONDAY, pia.orderId)!.bag.recipes.find((r) => r.recipeId === satay);
    expect([line?.status, line?.version]).toEqual(['PACKED', 1]);
    for (const stale of [0, 2]) {
      const response = await call('PUT', url, planner, { status: 'OPEN', version: stale });
      expect(response.statusCode).toBe(409);
      expect(response.json().error_message).toBe(messages.staleVersion);
    }
    const again = await call('PUT', url, planner, { status: 'OPEN', version: 1 });
    expect(again.json()).toMatchObject({ status: 'OPEN', version: 2 });
  });

  it("marks a line of an additional bag apart from the own bag's", async () => {
    const url = status(ids.order.f, MONDAY, satay, true);
    const response = await call('PUT', url, planner, { status: 'PACKED', version: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ bag_index: 1, status: 'PACKED', version: 1 });
    const line = bagOf(await weekOf(), MONDAY, ids.order.f)!.bag.recipes.find((r) => r.bagIndex === 1);
    expect([line?.status, line?.version]).toEqual(['PACKED', 1]);
  });

  it('refuses a bag or line that is not there (404), a bad status (400) and chefs (403)', async () => {
    const cases: [string, number, string][] = [
      [status(ids.order.a, TUESDAY, ids.recipe.lunch), 404, messages.bagNotFound],
      // Finn's own bag has no lunch: only his additional bag has.
      [status(ids.order.f, MONDAY, satay), 404, messages.bagRecipeNotFound],
      [status(pia.orderId, MONDAY, satay, true), 404, messages.bagRecipeNotFound],
    ];
    for (const [url, code, message] of cases) {
      const response = await call('PUT', url, planner, { status: 'PACKED', version: 0 });
      expect(response.statusCode, url).toBe(code);
      expect(response.json().error_message).toBe(message);
    }
    const bad = await call('PUT', status(pia.orderId, MONDAY, satay), planner, {
      status: 'LOST',
      version: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_message).toBe(messages.bagRecipeStatusInvalid);
    const chef = await loginAs(t.app, 'CHEF');
    const refused = await call('PUT', status(pia.orderId, MONDAY, satay), chef, {
      status: 'PACKED',
      version: 2,
    });
    expect(refused.statusCode).toBe(403);
  });
});
