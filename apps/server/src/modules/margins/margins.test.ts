import { messages } from '@brigade/domain/messages/catalogue';
import { programmeLabel } from '@brigade/domain/orders/programme-label';
import type { MarginsResponse, MarginWeek } from '@brigade/domain/schemas/margins';
import type { WeekCustomersResponse } from '@brigade/domain/schemas/week';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { insertHandWorkedWeek, MONDAY } from '../production/test-week.ts';
import {
  assignRecipe,
  insertIngredient,
  insertRecipe,
  insertSupplier,
} from '../shopping-lists/test-kitchen.ts';

// The hand-worked week of production.test.ts (2031_11: orders a–g, test-week.ts), with three recipes of known
// supplier prices on its Monday:
//   lunch   'Zz Margin bowl': rice 100 g, chicken 150 g; qty_adjust +1
//   dinner  'Zz Margin plate' (recipe margin 10 %): rice 80 g, oil 10 ml (0.92 g/ml), salt 2 g (no spec)
//   extra_1 'Zz Margin snack': chicken 50 g; qty_adjust 3
// Prices: rice 5 kg 12.50 (0.0025/g), chicken 1 kg 20.00 (0.02/g), oil 1 l = 920 g 9.20 (0.01/g).
// Lunch: a, b, c, d, e receive it (f leaves lunch out), f's bag +2, qty_adjust +1 → 8 portions.
//   8 × (100 g × 0.0025 + 150 g × 0.02) = 8 × 3.25 = 26.00.
//   Booked under the orders' own programmes: STRONG a, c and f's bag 2 = 4; LEAN flex b 1; LEAN d 1 (its day
//   override makes Monday STRONG flex); STRONG trial e 1; the kitchen 1 (qty_adjust).
// Dinner: a, c, e, f receive it, f's bag −1 → 3 portions. 80 g × 1.1 = 88 g rice (0.22) + 10 ml × 0.92 × 1.1 =
//   10.12 g oil (0.1012) = 0.3212 a portion. STRONG a, c, f − 1 = 2; STRONG trial e 1.
// Extra: 3 × 50 g × 0.02 = 3.00, the kitchen's.
// Food cost: STRONG 13.00 + 0.6424 = 13.64; LEAN flex 3.25; LEAN 3.25; STRONG trial 3.25 + 0.3212 = 3.57;
//   the kitchen 3.25 + 3.00 = 6.25; in all 29.96. g's programme cannot be read: no price, no meal.
const NEXT_MONDAY = '2031-03-17';

let t: TestApp;
let admin: string;
let weekRows: WeekCustomersResponse['rows'];

const get = (url: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
async function margins(query: string): Promise<MarginsResponse> {
  const response = await get(`/margins${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MarginsResponse>();
}
const rowOf = (week: MarginWeek, programme: string) => week.rows.find((r) => r.programme === programme)!;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  const db = t.database.db;
  await insertHandWorkedWeek(db);
  const supplier = await insertSupplier(db, 'Zz Margin supplier');
  const rice = await insertIngredient(db, { name: 'Zz Margin rice' }, [
    { supplierId: supplier, packSize: 5, packUnit: 'kg', priceChf: '12.50' },
  ]);
  const chicken = await insertIngredient(db, { name: 'Zz Margin chicken' }, [
    { supplierId: supplier, packSize: 1, packUnit: 'kg', priceChf: '20.00' },
  ]);
  const oil = await insertIngredient(db, { name: 'Zz Margin oil', densityGPerMl: 0.92 }, [
    { supplierId: supplier, packSize: 1, packUnit: 'l', priceChf: '9.20' },
  ]);
  const salt = await insertIngredient(db, { name: 'Zz Margin salt' });
  const bowl = await insertRecipe(db, { name: 'Zz Margin bowl' }, [
    { ingredientId: rice.id, quantity: 100, unit: 'g' },
    { ingredientId: chicken.id, quantity: 150, unit: 'g' },
  ]);
  const plate = await insertRecipe(db, { name: 'Zz Margin plate', errorMargin: 10 }, [
    { ingredientId: rice.id, quantity: 80, unit: 'g' },
    { ingredientId: oil.id, quantity: 10, unit: 'ml' },
    { ingredientId: salt.id, quantity: 2, unit: 'g' },
  ]);
  const snack = await insertRecipe(db, { name: 'Zz Margin snack' }, [
    { ingredientId: chicken.id, quantity: 50, unit: 'g' },
  ]);
  await assignRecipe(db, MONDAY, 'lunch', bowl, 1);
  await assignRecipe(db, MONDAY, 'dinner', plate);
  await assignRecipe(db, MONDAY, 'extra_1', snack, 3);
  const week = await get(`/week/customers?start_date=${MONDAY}`);
  weekRows = week.json<WeekCustomersResponse>().rows;
});
afterAll(async () => {
  await t?.app.close();
});

describe('GET /margins (issue 19)', () => {
  it("takes each programme's revenue from The Week's week prices", async () => {
    const { weeks } = await margins(`?from=${MONDAY}&to=${MONDAY}`);
    expect(weeks.map((w) => [w.week_id, w.start_date])).toEqual([['2031_11', MONDAY]]);
    const expected = new Map<string, { revenue: number; orders: number }>();
    for (const row of weekRows) {
      if (row.type === null || row.is_flex === null || row.week_price === null) continue;
      const label = programmeLabel({ type: row.type, is_flex: row.is_flex, day_trial: row.day_trial });
      const sum = expected.get(label) ?? { revenue: 0, orders: 0 };
      expected.set(label, { revenue: sum.revenue + row.week_price, orders: sum.orders + 1 });
    }
    expect([...expected.keys()].sort()).toEqual(['LEAN', 'LEAN flex', 'STRONG', 'STRONG trial']);
    for (const [label, sum] of expected) {
      expect(rowOf(weeks[0]!, label)).toMatchObject({ revenue: sum.revenue, orders: sum.orders });
    }
    const total = weekRows.reduce((s, r) => s + (r.week_price ?? 0), 0);
    expect(weeks[0]!.totals.revenue).toBeCloseTo(total, 2);
    expect(weeks[0]!.unpriced_orders).toBe(1);
    // Monday's breakfast, shot, dressing, treat, power shake and other have no recipe: a 6, b 5, c 4 (LEAN
    // without breakfast that day), d 6, e 6, f 5 = 32; Tuesday–Friday none has: a 3 × 8, b 4 × 6, c 4 × 8,
    // d 4 × 7, f 4 × 6 = 132.
    expect(weeks[0]!.meals_without_recipe).toBe(164);
  });

  it('costs the food of the hand-worked recipes at their supplier prices, per programme', async () => {
    const [week] = (await margins(`?from=${MONDAY}&to=${MONDAY}`)).weeks;
    const food = (programme: string) => [rowOf(week!, programme).portions, rowOf(week!, programme).food_cost];
    expect(food('STRONG')).toEqual([6, 13.64]);
    expect(food('LEAN flex')).toEqual([1, 3.25]);
    expect(food('LEAN')).toEqual([1, 3.25]);
    expect(food('STRONG trial')).toEqual([2, 3.57]);
    expect(food('KITCHEN')).toEqual([4, 6.25]);
    expect(food('STRONG flex')).toEqual([0, 0]);
    expect(week!.totals).toMatchObject({ portions: 14, food_cost: 29.96 });
    const strong = rowOf(week!, 'STRONG');
    expect(strong.gross_margin).toBeCloseTo(strong.revenue - 13.64, 2);
    expect(strong.margin_pct).toBe(Math.round((strong.gross_margin / strong.revenue) * 1000) / 10);
    expect(strong).toMatchObject({ labour_cost: null, delivery_cost: null });
  });

  it('names the ingredients it could not cost and the columns not available yet', async () => {
    const body = await margins(`?from=${MONDAY}&to=${MONDAY}`);
    expect(body.uncosted).toEqual([
      expect.objectContaining({ name: 'Zz Margin salt', reason: 'NO_SUPPLIER_PRICE' }),
    ]);
    expect(body.available).toEqual({ labour: false, delivery: false });
  });

  it('adds up a range of weeks per programme and in all', async () => {
    const body = await margins(`?from=${MONDAY}&to=${NEXT_MONDAY}`);
    expect(body.weeks.map((w) => w.week_id)).toEqual(['2031_11', '2031_12']);
    expect(body.weeks[1]!.totals).toMatchObject({ orders: 0, revenue: 0, food_cost: 0, margin_pct: null });
    expect(body.totals).toEqual(body.weeks[0]!.totals);
    expect(body.programmes).toEqual(body.weeks[0]!.rows);
  });

  it('opens on the 8 weeks up to the default week', async () => {
    // The test clock stands on Monday 2 March 2026: that week is the default week.
    const body = await margins('');
    expect([body.from, body.to, body.weeks.length]).toEqual(['2026-01-12', '2026-03-02', 8]);
    expect(body.weeks[0]!.rows.map((r) => r.programme)).toHaveLength(7);
  });

  it('exports what it shows as .xlsx', async () => {
    const response = await get(`/margins/export.xlsx?from=${MONDAY}&to=${NEXT_MONDAY}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/margins-2031-03-10-2031-03-17-.*\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = (workbook.worksheets[0]!.getSheetValues() as unknown[][])
      .filter(Boolean)
      .map((r) => r.slice(1));
    expect(rows[0]).toEqual([
      'week_id',
      'start_date',
      'programme',
      'orders',
      'days',
      'portions',
      'revenue',
      'food_cost',
      'gross_margin',
      'margin_pct',
      'labour_cost',
      'delivery_cost',
    ]);
    const names = rows.slice(1).map((r) => `${String(r[0])} ${String(r[2])}`);
    expect(names).toEqual([
      '2031_11 LEAN',
      '2031_11 LEAN flex',
      '2031_11 STRONG',
      '2031_11 STRONG trial',
      '2031_11 KITCHEN',
      '2031_11 Total',
      '2031_12 Total',
      'all LEAN',
      'all LEAN flex',
      'all STRONG',
      'all STRONG trial',
      'all KITCHEN',
      'all Total',
    ]);
    expect(rows[3]!.slice(5, 8)).toEqual([
      6,
      rowOf((await margins(`?from=${MONDAY}&to=${MONDAY}`)).weeks[0]!, 'STRONG').revenue,
      13.64,
    ]);
    expect(rows[3]!.slice(10)).toEqual(['not available yet', 'not available yet']);
  });
});

describe('GET /margins refuses', () => {
  it.each([
    [`?from=2031-03-11&to=${NEXT_MONDAY}`, 'from', messages.marginsFromNotMonday],
    [`?from=${MONDAY}&to=2031-02-30`, 'to', messages.marginsToNotMonday],
    [`?from=${NEXT_MONDAY}&to=${MONDAY}`, 'to', messages.marginsRangeOrder],
    [`?from=${MONDAY}&to=2031-09-15`, 'to', messages.marginsRangeTooLong],
  ])('%s with 400 naming the field', async (query, field, message) => {
    for (const path of ['/margins', '/margins/export.xlsx']) {
      const response = await get(`${path}${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ details: { [field]: message } });
    }
  });

  it('takes 26 weeks, not 27', async () => {
    // 2031-03-10 + 25 weeks = 2031-09-01; + 26 = 2031-09-08.
    expect((await margins(`?from=${MONDAY}&to=2031-09-01`)).weeks).toHaveLength(26);
    expect((await get(`/margins?from=${MONDAY}&to=2031-09-08`)).statusCode).toBe(400);
  });

  it('everyone but an AP SUPER (money screens are SUPER only)', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get(`/margins?from=${MONDAY}&to=${MONDAY}`, cookie)).statusCode, role).toBe(403);
      expect((await get('/margins/export.xlsx', cookie)).statusCode, role).toBe(403);
    }
    expect((await get('/margins', '')).statusCode).toBe(401);
  });
});
