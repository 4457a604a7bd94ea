import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { assign, insertKitchen, rename } from './test-menus.ts';

const DATE = '2031-04-07';
const UNPUBLISHED = '2031-04-08';

let t: TestApp;
let boss: string;
let chef: string;
let kitchen: Awaited<ReturnType<typeof insertKitchen>>;

beforeAll(async () => {
  t = await buildTestApp();
  boss = await loginAs(t.app, 'SUPER');
  chef = await loginAs(t.app, 'CHEF');
  kitchen = await insertKitchen(t.database.db);
  await assign(t.database.db, DATE, 'lunch', kitchen.curry);
  await assign(t.database.db, DATE, 'dinner', kitchen.soup);
  await assign(t.database.db, UNPUBLISHED, 'lunch', kitchen.salad);
  // The soup has an unreviewed stock: a SUPER publishes it anyway with a reason (ADR 055).
  const publish = (index: number, menu_override: 'ALIFE' | null) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/menus/${DATE}/${index}/publish`,
      headers: { cookie: boss },
      payload: { version: 0, menu_override, override_reason: 'QR code test: incomplete data on purpose' },
    });
  expect((await publish(0, null)).statusCode).toBe(201);
  expect((await publish(1, 'ALIFE')).statusCode).toBe(201);
});
afterAll(async () => {
  await t.app.close();
});

const qrCodes = (date: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/menus/${date}/qr-codes`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /menus/:date/qr-codes', () => {
  it("answers every published menu's dishes with their public analysis paths, as published", async () => {
    // A rename after publishing does not change what was printed for customers.
    await rename(t.database.db, kitchen.curry, 'Thai green curry');
    const response = await qrCodes(DATE, chef);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.date).toBe(DATE);
    expect(
      body.menus.map((m: { menu_index: number; menu_override: string | null }) => m.menu_override),
    ).toEqual([null, 'ALIFE']);
    const [standard, aLife] = body.menus;
    expect(standard).toMatchObject({ menu_index: 0, version: 1 });
    expect(standard.dishes).toEqual([
      {
        recipe_id: kitchen.curry,
        meal_type: 'lunch',
        display_name: 'Thai red curry',
        client_facing_name: 'Thai red curry',
        a_life_label: 'A-Life curry',
        allergens: [expect.objectContaining({ name: 'Milk', name_de: 'Milch', may_contain: false })],
        allergens_complete: true,
        analysis_path: `recipes/analysis/${kitchen.curry}-default?date=${DATE}`,
      },
      expect.objectContaining({
        recipe_id: kitchen.soup,
        meal_type: 'dinner',
        display_name: 'Zz Soup base',
        allergens: [expect.objectContaining({ name: 'Peanuts', may_contain: true })],
        // The stock was never reviewed: the page must not claim the list is complete.
        allergens_complete: false,
        analysis_path: `recipes/analysis/${kitchen.soup}-default?date=${DATE}`,
      }),
    ]);
    expect(aLife.menu_index).toBe(1);
    expect(aLife.dishes[0]).toMatchObject({ display_name: 'A-Life curry', a_life_label: 'A-Life curry' });
  });

  it('answers 404 with a clear message for a date without a published menu', async () => {
    const response = await qrCodes(UNPUBLISHED, boss);
    expect(response.statusCode).toBe(404);
    expect(response.json().error_message).toBe(messages.menuDateNotPublished);
  });

  it('refuses a malformed date with 400', async () => {
    for (const date of ['2031-02-30', 'tomorrow']) {
      const response = await qrCodes(date, boss);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().error_message, date).toBe(messages.dateInvalid);
    }
  });

  it('refuses a request without a session (401) and a Logistics user (403)', async () => {
    expect((await qrCodes(DATE)).statusCode).toBe(401);
    const logistics = await loginAs(t.app, 'SUPER', 'LOGISTICS');
    const refused = await qrCodes(DATE, logistics);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_code).toBeDefined();
  });
});
