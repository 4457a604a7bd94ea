import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@brigade/domain/messages/catalogue';
import { ingredientEditBody } from '@brigade/domain/schemas/ingredient-edit';
import type { MenuProblem } from '@brigade/domain/schemas/menus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { createAuditService } from '../audit/service.ts';
import { assign, insertGateKitchen } from './test-menus.ts';

// The publish gate (ADR 055): no menu is published while one of its dishes has an ingredient whose allergens
// are not all declared, no nutrition, an ingredient without nutrient data or a line not convertible to grams.

const DATE = '2031-05-05';
/** A date whose only dish has an undeclared ingredient, fixed during the tests. */
const FIXABLE = '2031-05-06';
const REASON = 'Coconut milk supplier confirmed by phone, sheet follows';

let t: TestApp;
let superChef: string;
let boss: string;
let objects: string;
let kitchen: Awaited<ReturnType<typeof insertGateKitchen>>;

beforeAll(async () => {
  objects = await mkdtemp(path.join(tmpdir(), 'brigade-gate-objects-'));
  t = await buildTestApp({ env: { OBJECT_STORE_DIR: objects } });
  superChef = await loginAs(t.app, 'SUPER_CHEF');
  boss = await loginAs(t.app, 'SUPER');
  kitchen = await insertGateKitchen(t.database.db);
  await assign(t.database.db, DATE, 'lunch', kitchen.curry);
  await assign(t.database.db, DATE, 'dinner', kitchen.pilaf);
  await assign(t.database.db, DATE, 'extra_1', kitchen.water);
  await assign(t.database.db, FIXABLE, 'lunch', kitchen.curry);
  const day = await request('PUT', `/additional-days/${DATE}`, {
    before_meals_html: '',
    after_meals_html: '',
    meals: [
      {
        additional_meal_id: null,
        meal: 'other',
        position: 1,
        recipe_id: kitchen.tea,
        snapshot_name: '',
        nutritional_information_id: null,
        production_date: null,
        bb_date: null,
        expiry_date: null,
        public_html: '',
      },
    ],
    version: 0,
  });
  expect(day.statusCode, day.body).toBe(200);
});
afterAll(async () => {
  await t.app.close();
  await rm(objects, { recursive: true, force: true });
});

function request(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = superChef) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
}
const publish = (payload: object, cookie = superChef, date = DATE) =>
  request('POST', `/menus/${date}/0/publish`, payload, cookie);
const menusOf = async (date: string) => (await request('GET', `/menus/dates/${date}`)).json().menus;

/** Declares every allergen of the catalogue FREE and marks the ingredient reviewed, keeping its nutrients. */
async function declareAll(ingredientId: number) {
  const detail = (await request('GET', `/ingredients/${ingredientId}`)).json();
  const catalogue = (await request('GET', '/allergens')).json().items as { allergen_id: number }[];
  const saved = await request('PUT', `/ingredients/${ingredientId}`, {
    ...ingredientEditBody(detail),
    allergens: catalogue.map((a) => ({ allergen_id: a.allergen_id, kind: 'FREE' })),
    allergens_reviewed: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const problem = (
  kind: MenuProblem['kind'],
  recipe: [number, string],
  ingredient: [number, string] | null = null,
) => ({
  kind,
  recipe_id: recipe[0],
  recipe_name: recipe[1],
  ingredient_id: ingredient ? ingredient[0] : null,
  // The helper's English names end in a number that keeps them unique; the German name is the plain one.
  ingredient_name: ingredient ? expect.stringMatching(new RegExp(`^${ingredient[1]} `)) : null,
  ingredient_name_de: ingredient ? ingredient[1] : null,
});

describe('the publish gate', () => {
  it('lists the problems of every dish in the genesis menu, the additional meals included', async () => {
    const genesis = await request('GET', `/menus/${DATE}/0/genesis`);
    expect(genesis.statusCode).toBe(200);
    const curry: [number, string] = [kitchen.curry, 'Zz Gate curry'];
    const pilaf: [number, string] = [kitchen.pilaf, 'Zz Gate pilaf'];
    expect(genesis.json().problems).toEqual([
      problem('undeclared_allergens', curry, [kitchen.coconut, 'Zz Coconut milk']),
      problem('missing_nutrients', pilaf, [kitchen.stock, 'Zz Stock']),
      problem('unconvertible', pilaf, [kitchen.saffron, 'Zz Saffron']),
      problem('no_nutrition', [kitchen.water, 'Zz Gate water']),
      problem('no_nutrition', [kitchen.tea, 'Zz Gate tea']),
    ]);
  });

  it('refuses to publish a menu with problems (422), writing nothing', async () => {
    for (const cookie of [superChef, boss]) {
      const refused = await publish({ version: 0 }, cookie);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        error_code: 'BUSINESS_RULE',
        error_message: messages.menuHasProblems,
      });
    }
    expect((await request('GET', `/menus/${DATE}/0`)).statusCode).toBe(404);
    expect(await menusOf(DATE)).toEqual([]);
  });

  it('refuses a reason from anyone but a SUPER, and a reason too short or too long', async () => {
    const other = await publish({ version: 0, override_reason: REASON });
    expect(other.statusCode).toBe(422);
    expect(other.json().error_message).toBe(messages.menuOverrideSuperOnly);
    for (const reason of ['  too short ', 'x'.repeat(1001)]) {
      const bad = await publish({ version: 0, override_reason: reason }, boss);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error_message).toBe(messages.overrideReasonInvalid);
    }
    expect(await menusOf(DATE)).toEqual([]);
  });

  it('lets a SUPER publish anyway with a reason: stored, audited and shown in the review', async () => {
    const published = await publish({ version: 0, override_reason: `  ${REASON}  ` }, boss);
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ version: 1, publish_override_reason: REASON });
    const id = published.json().menu_id;

    const review = (await request('GET', `/menus/${id}`)).json();
    expect(review.publish_override_reason).toBe(REASON);
    expect((await menusOf(DATE))[0].publish_override_reason).toBe(REASON);
    const [audit] = await createAuditService({ db: t.database.db, clock: t.clock }).list('menu', id);
    expect(audit!.change).toMatchObject({ override_reason: REASON });
    expect((audit!.change as { problems: MenuProblem[] }).problems.map((p) => p.kind)).toEqual([
      'undeclared_allergens',
      'missing_nutrients',
      'unconvertible',
      'no_nutrition',
      'no_nutrition',
    ]);
  });

  it('publishes once the problems are fixed, ignoring a reason and clearing the one stored before', async () => {
    const first = await publish({ version: 0, override_reason: REASON }, boss, FIXABLE);
    expect(first.json().publish_override_reason).toBe(REASON);

    await declareAll(kitchen.coconut);
    expect((await request('GET', `/menus/${FIXABLE}/0/genesis`)).json().problems).toEqual([]);
    const again = await publish({ version: 1, override_reason: REASON }, superChef, FIXABLE);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ version: 2, publish_override_reason: null });
    const [audit] = await createAuditService({ db: t.database.db, clock: t.clock }).list(
      'menu',
      again.json().menu_id,
    );
    expect(audit!.change).toMatchObject({ version: 2, override_reason: null, problems: [] });
  });
});
