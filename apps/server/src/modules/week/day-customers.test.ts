import { messages } from '@brigade/domain/messages/catalogue';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { customerAllergens, customers } from '../../db/schema/customers.ts';
import { additionalBags, dayOverrides, orders } from '../../db/schema/orders.ts';
import { auditLog } from '../../db/schema/system.ts';

// The test clock starts Monday 2026-03-02; Tuesday is 2026-03-03.
let t: TestApp;
let admin: string;
let chef: string;
const ids = {} as Record<'zoe' | 'adam' | 'skips', number>;
let allergenName = '';

const get = (query: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1/week/day-customers${query}`, headers: { cookie } });

async function seed() {
  const db = t.database.db;
  const customer = async (firstName: string, lastName: string) =>
    (await db.insert(customers).values({ firstName, lastName }).returning())[0]!.customerId;
  const order = async (customerId: number, values: Partial<typeof orders.$inferInsert> = {}) =>
    (
      await db
        .insert(orders)
        .values({ customerId, type: 'STRONG', startDate: '2026-03-02', pickUp: true, ...values })
        .returning()
    )[0]!.orderId;
  const zoe = await customer('Zoe', 'Daytest');
  ids.zoe = await order(zoe, { type: 'LEAN', isFlex: true });
  ids.adam = await order(await customer('Adam', 'Daytest'));
  ids.skips = await order(await customer('Sam', 'Daytest'));
  const [allergen] = await db.select().from(allergens).limit(1);
  allergenName = allergen!.name;
  await db
    .insert(customerAllergens)
    .values({ customerId: zoe, allergenId: allergen!.allergenId, kind: 'ALLERGY' });
  await db
    .update(customers)
    .set({ otherWarnings: ['Coriander'] })
    .where(eq(customers.customerId, zoe));
  await db.insert(dayOverrides).values({ orderId: ids.skips, date: '2026-03-03', status: 0 });
  await db.insert(additionalBags).values({
    orderId: ids.adam,
    date: '2026-03-03',
    bagsJson: [{ meal_type: 'lunch', qty: 2, note: 'for the office' }],
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  chef = await loginAs(t.app, 'CHEF');
  await seed();
});
afterAll(async () => {
  await t.app.close();
});

describe('GET /week/day-customers (view week customers)', () => {
  it("lists who gets the meal that day with programme, bags and allergies; a skipped day's order is left out", async () => {
    const response = await get('?date=2026-03-03&meal=lunch', chef);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const mine = body.items.filter((i: { last_name: string }) => i.last_name === 'Daytest');
    expect(mine).toEqual([
      expect.objectContaining({
        order_id: ids.adam,
        first_name: 'Adam',
        type: 'STRONG',
        is_flex: false,
        bags: 3,
        extra_bags: 2,
        allergies: [],
      }),
      expect.objectContaining({
        order_id: ids.zoe,
        first_name: 'Zoe',
        type: 'LEAN',
        is_flex: true,
        bags: 1,
        extra_bags: 0,
        allergies: [allergenName],
        preference_warnings: ['Coriander'],
      }),
    ]);
    expect(body).toMatchObject({ date: '2026-03-03', meal: 'lunch' });
    expect(body.total_bags).toBe(body.items.reduce((s: number, i: { bags: number }) => s + i.bags, 0));
    expect(body.allergen_names_de[allergenName]).toEqual(expect.any(String));
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer_health'), eq(auditLog.entityId, '2026-03-03/lunch')));
    expect(audit).toMatchObject({
      action: 'read',
      change: expect.objectContaining({ via: 'view week customers' }),
    });
  });

  it('gives the skipped order again on a day it delivers, and nobody on a day without that meal', async () => {
    const wednesday = (await get('?date=2026-03-04&meal=lunch')).json();
    expect(wednesday.items.map((i: { order_id: number }) => i.order_id)).toContain(ids.skips);
    const sunday = (await get('?date=2026-03-08&meal=lunch')).json();
    expect(sunday.items.filter((i: { last_name: string }) => i.last_name === 'Daytest')).toEqual([]);
  });

  it('refuses a bad date or meal with the field message (400)', async () => {
    const bad = await get('?date=03.03.2026&meal=brunch');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ date: messages.dateInvalid, meal: messages.mealTypeInvalid });
    expect((await get('?meal=lunch')).statusCode).toBe(400);
    expect((await get('?date=2026-02-30&meal=lunch')).statusCode).toBe(400);
  });

  it('refuses logistics users', async () => {
    const refused = (await refusedRoles(t.app)).filter(([role]) => role.startsWith('LOGISTICS'));
    expect(refused.length).toBeGreaterThan(0);
    for (const [role, cookie] of refused) {
      expect((await get('?date=2026-03-03&meal=lunch', cookie)).statusCode, role).toBe(403);
    }
  });
});
