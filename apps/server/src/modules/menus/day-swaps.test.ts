import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@brigade/domain/messages/catalogue';
import type {
  DateMenuReview,
  GenesisMenu,
  MenuDetail,
  PublishMenuResponse,
} from '@brigade/domain/schemas/menus';
import type { MenuQrCodes } from '@brigade/domain/schemas/menu-qr-codes';
import type { RecipeDetail } from '@brigade/domain/schemas/recipes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { assign, insertKitchen } from './test-menus.ts';

// ADR 074: a date's published menu is of its dishes as cooked that date. The garden salad (rice 100 g, no
// allergen: carbs 28, protein 2.7, fat 0.3 → 4 × 28 + 9 × 0.3 + 4 × 2.7 = 125.5 kcal) is on the lunch of
// Monday, Tuesday and Wednesday. Monday swaps its rice for the cream (Milk; carbs 3, protein 2, fat 35 →
// 4 × 3 + 9 × 35 + 4 × 2 = 335 kcal); Wednesday swaps it for the stock, whose allergens were never reviewed.
const MONDAY = '2031-05-05';
const TUESDAY = '2031-05-06';
const WEDNESDAY = '2031-05-07';

let t: TestApp;
let boss: string;
let objects: string;
let kitchen: Awaited<ReturnType<typeof insertKitchen>>;
let cream: number;
let stock: { id: number; name: string };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: boss }, ...(payload ? { payload } : {}) });
async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}
const swapSalad = (date: string, ingredientId: number | null, version = 0) =>
  ok('PUT', `/production/days/${date}/recipes/${kitchen.salad}/lines/l0/ingredient`, {
    ingredient_id: ingredientId,
    version,
  });
const publish = (date: string, version = 0) =>
  ok<PublishMenuResponse>('POST', `/menus/${date}/0/publish`, { version });
const allergenNames = (menu: { items: { allergens: { name: string }[] }[] }) =>
  menu.items[0]!.allergens.map((a) => a.name);

beforeAll(async () => {
  objects = await mkdtemp(path.join(tmpdir(), 'brigade-menu-swaps-'));
  t = await buildTestApp({ env: { OBJECT_STORE_DIR: objects } });
  boss = await loginAs(t.app, 'SUPER');
  kitchen = await insertKitchen(t.database.db);
  for (const date of [MONDAY, TUESDAY, WEDNESDAY]) await assign(t.database.db, date, 'lunch', kitchen.salad);
  const curry = await ok<RecipeDetail>('GET', `/recipes/${kitchen.curry}`);
  const soup = await ok<RecipeDetail>('GET', `/recipes/${kitchen.soup}`);
  cream = curry.lines[1]!.ingredient_id;
  stock = { id: soup.lines[1]!.ingredient_id, name: soup.lines[1]!.ingredient_name };
  await swapSalad(MONDAY, cream);
  await swapSalad(WEDNESDAY, stock.id);
});
afterAll(async () => {
  await t?.app.close();
  await rm(objects, { recursive: true, force: true });
});

describe("a date's menu shows its dishes as cooked that day (ADR 074)", () => {
  it("publishes Monday's salad with the cream's Milk and nutrition, Tuesday's without", async () => {
    const monday = await publish(MONDAY);
    expect(allergenNames(monday)).toEqual(['Milk']);
    expect(monday.items[0]).toMatchObject({
      display_name: 'Garden salad',
      unreviewed_ingredients: [],
      nutrition: { energy_kcal: 335, fat_g: 35, protein_g: 2, weight_g: 100, complete: true },
    });
    expect(monday.swapped_since_publishing).toBe(false);
    const tuesday = await publish(TUESDAY);
    expect(allergenNames(tuesday)).toEqual([]);
    expect(tuesday.items[0]!.nutrition).toMatchObject({ energy_kcal: 125.5, fat_g: 0.3 });
    // The customers' copy says the same.
    const stored = JSON.parse(await readFile(path.join(objects, 'menu', MONDAY, '0'), 'utf8'));
    expect(stored.items[0]).toMatchObject({
      name: 'Garden salad',
      allergens: [{ name: 'Milk', may_contain: false }],
      allergens_complete: true,
    });
    // The recipe as written is unchanged.
    expect((await ok<RecipeDetail>('GET', `/recipes/${kitchen.salad}`)).allergens).toEqual([]);
  });

  it('names a swapped-in ingredient never reviewed: the dish is incomplete and the gate refuses it', async () => {
    const genesis = await ok<GenesisMenu>('GET', `/menus/${WEDNESDAY}/0/genesis`);
    expect(genesis.items[0]!.unreviewed_ingredients).toEqual([stock.name]);
    expect(genesis.items[0]!.nutrition).toMatchObject({ weight_g: 100, complete: false });
    expect(genesis.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'undeclared_allergens',
          recipe_id: kitchen.salad,
          ingredient_id: stock.id,
          ingredient_name: stock.name,
        }),
      ]),
    );
    const refused = await call('POST', `/menus/${WEDNESDAY}/0/publish`, { version: 0 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(messages.menuHasProblems);
  });

  it('marks a published menu out of date when the kitchen swaps after publishing, until published again', async () => {
    await swapSalad(MONDAY, null, 1);
    const menu = await ok<MenuDetail>('GET', `/menus/${MONDAY}/0`);
    expect(menu.swapped_since_publishing).toBe(true);
    // It still shows what was published, and says so everywhere it is read.
    expect(allergenNames(menu)).toEqual(['Milk']);
    const qr = await ok<MenuQrCodes>('GET', `/menus/${MONDAY}/qr-codes`);
    expect(qr.menus[0]!.swapped_since_publishing).toBe(true);
    const review = await ok<DateMenuReview>('GET', `/menus/dates/${MONDAY}`);
    expect(review.menus[0]).toMatchObject({ swapped_since_publishing: true });
    expect(review.menus[0]!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'allergens',
          allergens_removed: [expect.objectContaining({ name: 'Milk' })],
        }),
      ]),
    );
    expect(allergenNames({ items: review.current })).toEqual([]);
    // Another date's menu is not concerned.
    expect((await ok<MenuDetail>('GET', `/menus/${TUESDAY}/0`)).swapped_since_publishing).toBe(false);

    const again = await publish(MONDAY, 1);
    expect(again.swapped_since_publishing).toBe(false);
    expect(allergenNames(again)).toEqual([]);
    expect((await ok<MenuDetail>('GET', `/menus/${MONDAY}/0`)).swapped_since_publishing).toBe(false);
  });

  it('marks a menu published before a first swap of its date', async () => {
    await swapSalad(TUESDAY, cream);
    const tuesday = await ok<MenuDetail>('GET', `/menus/${TUESDAY}/0`);
    expect(tuesday.swapped_since_publishing).toBe(true);
    expect(allergenNames(await publish(TUESDAY, 1))).toEqual(['Milk']);
  });
});
