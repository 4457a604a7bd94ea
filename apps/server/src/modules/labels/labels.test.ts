import { messages } from '@brigade/domain/messages/catalogue';
import type {
  MealLabelRecipe,
  MealLabelsResponse,
  PackageLabelsResponse,
  PackingCheckResponse,
} from '@brigade/domain/schemas/labels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { MONDAY } from '../production/test-week.ts';
import type { HandWorkedDelivery } from '../logistics/test-delivery.ts';
import { labelsTestWeek } from './test-labels.ts';

let t: TestApp;
let admin: string;
let week: HandWorkedDelivery;

const request = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const ok = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await request(method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

beforeAll(async () => {
  ({ t, admin, week } = await labelsTestWeek());
});
afterAll(async () => {
  await t?.app.close();
});

describe('GET /labels/meals/:year/:week (ADR 068)', () => {
  it("gives one label per portion of each meal of each delivery, with the recipe's content", async () => {
    const answer = await ok<MealLabelsResponse>('GET', `/labels/meals/2031/11?date=${MONDAY}`);
    const anna = answer.labels.filter((l) => l.order_id === week.ids.order.a);
    expect(anna.map((l) => l.meal_type)).toEqual(['breakfast', 'lunch']);
    expect(anna[1]).toMatchObject({
      customer: 'A.Kitchen',
      date: MONDAY,
      recipe_id: week.ids.recipe.lunch,
      produced: MONDAY,
      best_before: '2031-03-13',
      use_by: '2031-03-14',
      code: `M${week.ids.order.a}-20310310-${week.ids.recipe.lunch}`,
      qr_path: `/recipes/analysis/${week.ids.recipe.lunch}-default?label=M${week.ids.order.a}-20310310-${week.ids.recipe.lunch}`,
    });
    // Finn's additional bag adds two lunches: two lunch labels, 1/2 and 2/2.
    const finn = answer.labels.filter((l) => l.order_id === week.ids.order.f && l.meal_type === 'lunch');
    expect(finn.map((l) => `${l.portion}/${l.portions}`)).toEqual(['1/2', '2/2']);
    const rice = answer.recipes.find((r) => r.recipe_id === week.ids.recipe.lunch)!;
    expect(rice).toMatchObject({ title: 'Zz Milk rice', net_weight_g: 200 });
    expect(rice.ingredients).toContainEqual([{ text: 'Zz Whole milk', strong: true }]);
    expect(rice.ingredients).toContainEqual([{ text: 'Zz Rice', strong: false }]);
    expect(answer.producer).toEqual(['Brigade Kitchen', 'Hardstrasse 201', '8005 Zürich']);
  });

  it('filters by meal type and customer, and prints in German', async () => {
    const query = `date=${MONDAY}&meal_type=lunch&customer_id=${week.ids.customer.a}&lang=de`;
    const answer = await ok<MealLabelsResponse>('GET', `/labels/meals/2031/11?${query}`);
    expect(answer.labels).toHaveLength(1);
    expect(answer.lang).toBe('de');
    expect(answer.recipes[0]!.nutrition?.[0]?.label).toBe('Energie');
  });

  it('refuses a week the year does not have, a day outside the week and a bad language', async () => {
    for (const [url, message] of [
      ['/labels/meals/2031/53', messages.labelsWeekInvalid],
      ['/labels/meals/2031/0', messages.labelsWeekInvalid],
      [`/labels/meals/2031/12?date=${MONDAY}`, messages.labelsDateOutsideWeek],
      ['/labels/meals/2031/11?lang=fr', messages.labelsLanguageInvalid],
    ] as const) {
      const response = await request('GET', url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json<{ error_message: string }>().error_message, url).toContain(message);
    }
  });
});

describe('GET /labels/recipes/:id', () => {
  it('emphasises every allergen of every demo dish, and names its traces', async () => {
    const list = await ok<{ items: { recipe_id: number }[] }>('GET', '/recipes?length=100');
    expect(list.items.length).toBeGreaterThan(10);
    for (const { recipe_id } of list.items) {
      const recipe = await ok<{ allergens: { allergen_id: number; may_contain: boolean; name: string }[] }>(
        'GET',
        `/recipes/${recipe_id}`,
      );
      const label = await ok<MealLabelRecipe>('GET', `/labels/recipes/${recipe_id}?lang=en`);
      const contains = recipe.allergens.filter((a) => !a.may_contain).map((a) => a.allergen_id);
      expect(
        label.emphasised.toSorted((a, b) => a - b),
        `recipe ${recipe_id}`,
      ).toEqual(contains.toSorted((a, b) => a - b));
      const bold = label.ingredients.flat().filter((s) => s.strong).length + label.contains.length;
      expect(bold >= contains.length, `recipe ${recipe_id}`).toBe(true);
      expect(label.may_contain).toHaveLength(recipe.allergens.filter((a) => a.may_contain).length);
    }
  });

  it('answers 404 for a recipe that does not exist', async () => {
    expect((await request('GET', '/labels/recipes/999999')).statusCode).toBe(404);
  });
});

describe('GET /labels/packages/:date', () => {
  it('labels each bag with its stop, place, window, bag count and the allergies', async () => {
    const answer = await ok<PackageLabelsResponse>('GET', `/labels/packages/${MONDAY}`);
    const of = (order: number) => answer.labels.filter((l) => l.order_id === order);
    expect(of(week.ids.order.a)).toEqual([
      expect.objectContaining({
        customer: 'Anna Kitchen',
        team: 'ultrakurier',
        period: 'AM-0',
        stop: 1,
        window: '07:00–09:00',
        address: ['Anna Kitchen', 'Bahnhofstrasse 1', '3901 Zz Town'],
        bag_no: 1,
        bag_count: 1,
        allergies: ['Milk'],
        code: `B${week.ids.order.a}-20310310-1`,
      }),
    ]);
    expect(of(week.ids.order.b)[0]).toMatchObject({ pick_up_point: 'Zz Gym', team: 'rico', period: 'PM-0' });
    expect(of(week.ids.order.d)[0]).toMatchObject({
      stop: null,
      address: [],
      unplaced: expect.stringContaining('zone'),
    });
    expect(of(week.ids.order.f).map((l) => `${l.bag_no}/${l.bag_count}`)).toEqual(['1/2', '2/2']);
    const german = await ok<PackageLabelsResponse>(
      'GET',
      `/labels/packages/${MONDAY}?lang=de&order_id=${week.ids.order.a}`,
    );
    expect(german.labels[0]!.allergies).toEqual(['Milch']);
  });

  it("answers one order's labels, and 404 for an order without a bag that day", async () => {
    const one = await ok<PackageLabelsResponse>(
      'GET',
      `/labels/packages/${MONDAY}?order_id=${week.ids.order.a}`,
    );
    expect(one.labels).toHaveLength(1);
    expect((await request('GET', `/labels/packages/${MONDAY}?order_id=999999`)).statusCode).toBe(404);
    expect((await request('GET', '/labels/packages/2031-02-30')).statusCode).toBe(400);
  });
});

describe('POST /labels/packing-check', () => {
  const meal = (order: number, recipe: number) =>
    `https://brigade.example/recipes/analysis/${recipe}-default?label=M${order}-20310310-${recipe}`;
  const bag = (order: number, no = 1) => `B${order}-20310310-${no}`;

  it("is red for Anna's own milk rice: it matches her milk allergy", async () => {
    const answer = await ok<PackingCheckResponse>('POST', '/labels/packing-check', {
      meal: meal(week.ids.order.a, week.ids.recipe.lunch),
      bag: bag(week.ids.order.a),
    });
    expect(answer.ok).toBe(false);
    expect(answer.problems).toEqual([{ code: 'allergy', ingredients: ['Zz Whole milk'] }]);
    expect(answer.meal.recipe).toBe('Zz Milk rice');
    expect(answer.bag.customer).toBe('A.Kitchen');
  });

  it("is green for Anna's porridge in her bag, red for Ben's in it", async () => {
    const green = await ok<PackingCheckResponse>('POST', '/labels/packing-check', {
      meal: meal(week.ids.order.a, week.ids.recipe.breakfast),
      bag: bag(week.ids.order.a),
    });
    expect(green).toMatchObject({ ok: true, problems: [] });
    const red = await ok<PackingCheckResponse>('POST', '/labels/packing-check', {
      meal: meal(week.ids.order.b, week.ids.recipe.breakfast),
      bag: bag(week.ids.order.a),
    });
    expect(red.problems).toEqual([
      { code: 'wrong_customer', meal_customer: 'B.Kitchen', bag_customer: 'A.Kitchen' },
    ]);
  });

  it('refuses what is not a meal label or a bag, and a bag not delivered that day', async () => {
    const bad = await request('POST', '/labels/packing-check', { meal: 'RESET', bag: bag(week.ids.order.a) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ error_message: string }>().error_message).toBe(messages.packingMealCodeInvalid);
    const noBag = await request('POST', '/labels/packing-check', { meal: meal(1, 1), bag: 'M1-20310310-1' });
    expect(noBag.json<{ error_message: string }>().error_message).toBe(messages.packingBagCodeInvalid);
    const absent = await request('POST', '/labels/packing-check', {
      meal: meal(1, 1),
      bag: 'B999999-20310310-1',
    });
    expect(absent.statusCode).toBe(404);
  });
});

describe('who may read labels', () => {
  it('refuses every role below AP SUPER; the packing check also lets chefs and Logistics users pack', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      for (const url of ['/labels/meals/2031/11', `/labels/packages/${MONDAY}`, '/labels/recipes/1']) {
        expect((await request('GET', url, undefined, cookie)).statusCode, `${role} ${url}`).toBe(403);
      }
    }
    const chef = await loginAs(t.app, 'SUPER_CHEF');
    const check = await request('POST', '/labels/packing-check', { meal: 'x', bag: 'y' }, chef);
    expect(check.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/labels/meals/2031/11' })).statusCode).toBe(401);
  });
});
