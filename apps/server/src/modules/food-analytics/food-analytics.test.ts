import type {
  FoodAllergiesResponse,
  FoodIngredientsResponse,
  FoodMealsWeeklyResponse,
  FoodRatingsResponse,
  FoodRecipesResponse,
} from '@brigade/domain/schemas/food-analytics';
import { messages } from '@brigade/domain/messages/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { insertHandWorkedWeek, MONDAY, TUESDAY } from '../production/test-week.ts';
import {
  assignRecipe,
  insertIngredient,
  insertRecipe,
  insertSupplier,
} from '../shopping-lists/test-kitchen.ts';

// The hand-worked week of production.test.ts (2031_11: orders a–g, test-week.ts) with the margins' three
// recipes on its Monday (margins.test.ts works the portions out):
//   lunch 'Zz Food bowl' (rice 100 g, chicken 150 g), qty_adjust +1: a–e receive lunch, f's bag +2 → 8 portions
//   dinner 'Zz Food plate' (margin 10 %: rice 80 g, oil 10 ml at 0.92 g/ml, salt 2 g): a, c, e, f, f's bag −1 → 3
//   extra_1 'Zz Food snack' (chicken 50 g), qty_adjust 3 → 3 portions
// Ingredients: rice 8 × 100 + 3 × 88 = 1,064 g; chicken 8 × 150 + 3 × 50 = 1,350 g; oil 3 × 10.12 = 30.36 g;
// salt 3 × 2.2 = 6.6 g. The week before (2031_10) has no orders and no recipes.
const WEEK_BEFORE = '2031-03-03';

let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof insertHandWorkedWeek>>;
const recipe: Record<'bowl' | 'plate' | 'snack', number> = { bowl: 0, plate: 0, snack: 0 };

const get = (url: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
async function read<T>(path: string, from = MONDAY, to = MONDAY): Promise<T> {
  const response = await get(`/analytics/food/${path}?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  const db = t.database.db;
  ids = await insertHandWorkedWeek(db);
  const supplier = await insertSupplier(db, 'Zz Food supplier');
  const rice = await insertIngredient(db, { name: 'Zz Food rice' }, [
    { supplierId: supplier, packSize: 5, packUnit: 'kg', priceChf: '12.50' },
  ]);
  const chicken = await insertIngredient(db, { name: 'Zz Food chicken' }, [
    { supplierId: supplier, packSize: 1, packUnit: 'kg', priceChf: '20.00' },
  ]);
  const oil = await insertIngredient(db, { name: 'Zz Food oil', densityGPerMl: 0.92 });
  const salt = await insertIngredient(db, { name: 'Zz Food salt' });
  recipe.bowl = await insertRecipe(db, { name: 'Zz Food bowl' }, [
    { ingredientId: rice.id, quantity: 100, unit: 'g' },
    { ingredientId: chicken.id, quantity: 150, unit: 'g' },
  ]);
  recipe.plate = await insertRecipe(db, { name: 'Zz Food plate', errorMargin: 10 }, [
    { ingredientId: rice.id, quantity: 80, unit: 'g' },
    { ingredientId: oil.id, quantity: 10, unit: 'ml' },
    { ingredientId: salt.id, quantity: 2, unit: 'g' },
  ]);
  recipe.snack = await insertRecipe(db, { name: 'Zz Food snack' }, [
    { ingredientId: chicken.id, quantity: 50, unit: 'g' },
  ]);
  await assignRecipe(db, MONDAY, 'lunch', recipe.bowl, 1);
  await assignRecipe(db, MONDAY, 'dinner', recipe.plate);
  await assignRecipe(db, MONDAY, 'extra_1', recipe.snack, 3);
  // Feedback: two on the bowl and one on the plate served this week, one on the bowl the week before.
  await db.execute(sql`INSERT INTO recipe_feedback (recipe_id, rating, comment, served_on, created_at) VALUES
    (${recipe.bowl}, 5, 'Great', ${MONDAY}, '2031-03-10T18:00:00Z'),
    (${recipe.bowl}, 3, '', ${MONDAY}, '2031-03-11T18:00:00Z'),
    (${recipe.plate}, 2, 'Too salty', ${TUESDAY}, '2031-03-11T19:00:00Z'),
    (${recipe.bowl}, 1, 'Cold', ${WEEK_BEFORE}, '2031-03-03T18:00:00Z')`);
  // Meals changed for allergies: a's bowl and plate on Monday, b's bowl on Tuesday; an empty one counts not.
  await db.execute(sql`INSERT INTO allergen_suppressions (date, customer_id, order_id, recipe_id, suppress_allergies, suppress_warnings) VALUES
    (${MONDAY}, ${ids.customer.a}, ${ids.order.a}, ${recipe.bowl}, '["Zz Food chicken"]', '[]'),
    (${MONDAY}, ${ids.customer.a}, ${ids.order.a}, ${recipe.plate}, '["Zz Food rice"]', '[]'),
    (${TUESDAY}, ${ids.customer.b}, ${ids.order.b}, ${recipe.bowl}, '[]', '["Zz Food chicken"]'),
    (${TUESDAY}, ${ids.customer.c}, ${ids.order.c}, ${recipe.plate}, '[]', '[]')`);
});
afterAll(async () => {
  await t?.app.close();
});

describe('GET /analytics/food/* (issue 20)', () => {
  it("counts the portions produced per week and meal type as the kitchen's counts have them", async () => {
    const { rows } = await read<FoodMealsWeeklyResponse>('meals', WEEK_BEFORE, MONDAY);
    expect(rows.map((r) => [r.week_id, r.start_date, r.total])).toEqual([
      ['2031_10', WEEK_BEFORE, 0],
      ['2031_11', MONDAY, 14],
    ]);
    expect(rows[1]).toMatchObject({ lunch: 8, dinner: 3, breakfast: 0, extras: 3, total: 14 });
    // The meals the orders asked for on slots without a recipe (margins.test.ts works out the same 164).
    expect(rows[1]!.without_recipe).toBe(164);
    expect(rows[0]!.without_recipe).toBe(0);
  });

  it('lists the portions per recipe and meal type with their days and share', async () => {
    const { rows } = await read<FoodRecipesResponse>('recipes');
    expect(rows).toEqual([
      {
        recipe_id: recipe.bowl,
        name: 'Zz Food bowl',
        meal_type: 'lunch',
        days: 1,
        portions: 8,
        share_pct: 57.1,
      },
      {
        recipe_id: recipe.plate,
        name: 'Zz Food plate',
        meal_type: 'dinner',
        days: 1,
        portions: 3,
        share_pct: 21.4,
      },
      {
        recipe_id: recipe.snack,
        name: 'Zz Food snack',
        meal_type: 'extra',
        days: 1,
        portions: 3,
        share_pct: 21.4,
      },
    ]);
  });

  it('gives the ingredient volumes as the shopping list of those portions has them', async () => {
    const answer = await read<FoodIngredientsResponse>('ingredients');
    const kg = answer.rows.map((r) => [r.name, r.total_kg, r.per_week_kg, r.weeks]);
    expect(kg).toEqual([
      ['Zz Food chicken', 1.35, 1.35, 1],
      ['Zz Food rice', 1.064, 1.064, 1],
      ['Zz Food oil', 0.03, 0.03, 1],
      ['Zz Food salt', 0.007, 0.007, 1],
    ]);
    // Cost as the shopping list buys it: whole packs (rice 1 × 5 kg at 12.50, chicken 2 × 1 kg at 20.00).
    expect(answer.rows.map((r) => r.cost_chf)).toEqual([40, 12.5, null, null]);
    expect(answer.weeks).toEqual([
      { week_id: '2031_11', start_date: MONDAY, total_kg: 2.451, cost_chf: 52.5 },
    ]);
    expect(answer.unconverted).toEqual([]);
  });

  it('averages the ratings of the dishes served in the range, per recipe and per week', async () => {
    const answer = await read<FoodRatingsResponse>('ratings');
    expect(answer.rows).toEqual([
      {
        recipe_id: recipe.bowl,
        name: 'Zz Food bowl',
        ratings: 2,
        average: 4,
        rating_1: 0,
        rating_2: 0,
        rating_3: 1,
        rating_4: 0,
        rating_5: 1,
        latest_comment: 'Great',
      },
      {
        recipe_id: recipe.plate,
        name: 'Zz Food plate',
        ratings: 1,
        average: 2,
        rating_1: 0,
        rating_2: 1,
        rating_3: 0,
        rating_4: 0,
        rating_5: 0,
        latest_comment: 'Too salty',
      },
    ]);
    expect(answer.weeks).toEqual([{ week_id: '2031_11', start_date: MONDAY, ratings: 3, average: 3.33 }]);
    const both = await read<FoodRatingsResponse>('ratings', WEEK_BEFORE, MONDAY);
    expect(both.weeks.map((w) => [w.ratings, w.average])).toEqual([
      [1, 1],
      [3, 3.33],
    ]);
  });

  it('counts the meals changed for allergies per week and names the ingredients', async () => {
    const answer = await read<FoodAllergiesResponse>('allergies', WEEK_BEFORE, MONDAY);
    expect(answer.rows).toEqual([
      { week_id: '2031_10', start_date: WEEK_BEFORE, meals_changed: 0, customers: 0, recipes: 0 },
      { week_id: '2031_11', start_date: MONDAY, meals_changed: 3, customers: 2, recipes: 2 },
    ]);
    expect(answer.ingredients).toEqual([
      { name: 'Zz Food chicken', meals: 2 },
      { name: 'Zz Food rice', meals: 1 },
    ]);
  });

  it('exports a table as CSV with the API fields as its header', async () => {
    const response = await get(`/analytics/food/recipes/export.csv?from=${MONDAY}&to=${MONDAY}`);
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('recipe_id,name,meal_type,days,portions,share_pct');
    expect(lines[1]).toBe(`${recipe.bowl},Zz Food bowl,lunch,1,8,57.1`);
  });

  it('refuses a range that does not start on a Monday or runs backwards (400), and other roles (403)', async () => {
    const notMonday = await get(`/analytics/food/meals?from=2031-03-11&to=${MONDAY}`);
    expect(notMonday.statusCode).toBe(400);
    expect(notMonday.body).toContain(messages.analyticsFromNotMonday);
    const backwards = await get(`/analytics/food/meals?from=${MONDAY}&to=${WEEK_BEFORE}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain(messages.analyticsRangeOrder);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect(
        (await get(`/analytics/food/ratings?from=${MONDAY}&to=${MONDAY}`, cookie)).statusCode,
        role,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/analytics/food/meals' })).statusCode).toBe(401);
  });
});
