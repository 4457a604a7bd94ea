import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { addDays } from '@brigade/domain/calendar/iso-date';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { ingredientEditBody } from '@brigade/domain/schemas/ingredient-edit';
import type { IngredientDetail } from '@brigade/domain/schemas/ingredients';
import type { Page } from '@playwright/test';
import { createCustomer, declareAll, expect, test, unique } from './fixtures.ts';

// Food safety (ADR 054, ADR 055): an ingredient's allergens declared with the dictionary's suggestion, "reviewed"
// refused while one is unknown, a menu with an undeclared ingredient held back until it is fixed, and a
// nut-allergic customer's match that says why it fired. EN and DE each use a day of their own, far ahead.

const nutrients = ['717', '81.1', '51.4', '0.1', '0.1', '0', '0.9', '11'];

const en = {
  prefix: '',
  day: 0,
  nutrientLabels: [
    'Energy (kcal)',
    'Fat (g)',
    'of which saturated (g)',
    'Carbohydrates (g)',
    'of which sugars (g)',
    'Fibre (g)',
    'Protein (g)',
    'Sodium (mg)',
  ],
  milkContains: 'Milk · Contains',
  applyMilk: 'Apply Milk · Contains',
  milk: 'Milk',
  contains: 'Contains',
  reviewed: 'Allergens reviewed',
  stillUnknown: /Still unknown: .*Nuts/,
  othersFree: 'All others free',
  save: 'Save',
  saved: (name: string) => `Ingredient ${name} saved.`,
  matchesOf: /^Allergen matches of .+: \d+ match/,
  reasonContains: 'contains',
  reasonUndeclared: 'not declared',
  standardCard: 'Standard menu · Menu 0',
  publish: 'Publish',
  publishTitle: /^Publish the menu of /,
  notYet: 'This menu cannot be published yet',
  undeclared: (name: string) => `${name}: allergens not declared`,
  fix: 'Fix',
  published: 'Menu published.',
};

const de: typeof en = {
  prefix: '/de',
  day: 1,
  nutrientLabels: [
    'Energie (kcal)',
    'Fett (g)',
    'davon gesättigte Fettsäuren (g)',
    'Kohlenhydrate (g)',
    'davon Zucker (g)',
    'Ballaststoffe (g)',
    'Eiweiss (g)',
    'Natrium (mg)',
  ],
  milkContains: 'Milch · Enthält',
  applyMilk: 'Milch · Enthält übernehmen',
  milk: 'Milch',
  contains: 'Enthält',
  reviewed: 'Allergene geprüft',
  stillUnknown: /Noch unbekannt: .*Schalenfrüchte/,
  othersFree: 'Alle übrigen frei',
  save: 'Speichern',
  saved: (name: string) => `Zutat ${name} gespeichert.`,
  matchesOf: /^Allergen-Treffer von .+: \d+ Treffer/,
  reasonContains: 'Enthält',
  reasonUndeclared: 'Nicht deklariert',
  standardCard: 'Standardmenü · Menü 0',
  publish: 'Veröffentlichen',
  publishTitle: /^Menü vom .* veröffentlichen$/,
  notYet: 'Dieses Menü kann noch nicht veröffentlicht werden',
  undeclared: (name: string) => `${name}: Allergene nicht deklariert`,
  fix: 'Beheben',
  published: 'Menü veröffentlicht.',
};
type Texts = typeof en;

async function allergenId(page: Page, name: string): Promise<number> {
  const list = (await (await page.request.get('/api/v1/allergens?length=100')).json()) as {
    items: { allergen_id: number; name: string }[];
  };
  return list.items.find((a) => a.name === name)!.allergen_id;
}

/** A lunch recipe of the quark and hazelnuts (declared to contain nuts), on `date`'s lunch. */
async function lunchOn(page: Page, date: string, id: string, quarkId: number) {
  const nuts = await page.request.post('/api/v1/ingredients', {
    data: {
      name: `Hazelnuts ${id}`,
      name_de: `Haselnüsse ${id}`,
      energy_kcal: 628,
      fat_g: 60.8,
      saturated_fat_g: 4.5,
      carbohydrates_g: 16.7,
      sugars_g: 4.3,
      fibre_g: 9.7,
      protein_g: 15,
      sodium_mg: 0,
      allergens_reviewed: true,
      allergens: await declareAll(page, [{ allergen_id: await allergenId(page, 'Nuts'), kind: 'CONTAINS' }]),
    },
  });
  expect(nuts.status(), await nuts.text()).toBe(201);
  const recipe = await page.request.post('/api/v1/recipes', {
    data: {
      name: `Quark with hazelnuts ${id}`,
      client_facing_name: `Quark, toasted hazelnuts ${id}`,
      isLunch: true,
      portion_quantity: 170,
      portion_unit: 'g',
      lines: [
        { uid: 'q', ingredient_id: quarkId, quantity: 150, unit: 'g' },
        { uid: 'n', ingredient_id: (await nuts.json()).ingredient_id, quantity: 20, unit: 'g' },
      ],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const assigned = await page.request.put(`/api/v1/production/days/${date}/recipes`, {
    data: { slots: [{ slot: 'lunch', recipe_id: (await recipe.json()).recipe_id, version: 0 }] },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
}

/** A customer allergic to nuts with a STRONG order over the week of `monday`. */
async function nutAllergicCustomer(page: Page, monday: string, last: string) {
  const { customer_id } = await createCustomer(page, {
    first_name: 'Nina',
    last_name: last,
    email: `nina.${last.toLowerCase()}@example.ch`,
    billing_address: { street: 'Seefeldstrasse 40', postcode: '8008', city: 'Zürich' },
    allergen_ids: [await allergenId(page, 'Nuts')],
  });
  const order = await page.request.post('/api/v1/orders', {
    data: { customer_id, type: 'STRONG', is_flex: false, start_week: weekIdOfDate(monday) },
  });
  expect(order.status(), await order.text()).toBe(201);
}

/** Creates the quark on the ingredient screen: milk is suggested and applied; "reviewed" waits for the rest. */
async function createQuark(page: Page, x: Texts, name: string, nameDe: string): Promise<number> {
  await page.goto(`${x.prefix}/ingredients/0`);
  await page.getByLabel('Name (EN)').fill(name);
  await page.getByLabel('Name (DE)').fill(nameDe);
  for (const [k, label] of x.nutrientLabels.entries()) {
    await page.getByLabel(label, { exact: true }).fill(nutrients[k]!);
  }
  const suggestion = page.getByRole('listitem', { name: x.milkContains });
  await expect(suggestion).toContainText(/quark/i);
  await page.getByRole('button', { name: x.applyMilk }).click();
  await expect(
    page.getByRole('group', { name: x.milk, exact: true }).getByRole('button', { name: x.contains }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel(x.reviewed)).toBeDisabled();
  await expect(page.getByText(x.stillUnknown)).toBeVisible();
  await page.getByRole('button', { name: x.save, exact: true }).click();
  await expect(page).toHaveURL(/\/ingredients\/[1-9]\d*$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test.describe(`food safety (${language})`, () => {
    test('a quark declared from its suggestion, a menu held back until it is reviewed, a match that says why', async ({
      page,
      loginAs,
      shot,
    }) => {
      test.slow();
      await loginAs('super');
      const id = unique();
      const monday = addDays(defaultWeekMonday(new Date()), 7 * 40);
      const date = addDays(monday, x.day);
      const quark = { en: `Quark ${id}`, de: `Magerquark ${id}` };

      // The quark: milk suggested with its reason, applied; "reviewed" refused while allergens are unknown.
      const quarkId = await createQuark(page, x, quark.en, quark.de);
      await shot(`ingredient-suggested-${language}`);
      const read = await page.request.get(`/api/v1/ingredients/${quarkId}`);
      const refused = await page.request.put(`/api/v1/ingredients/${quarkId}`, {
        data: { ...ingredientEditBody((await read.json()) as IngredientDetail), allergens_reviewed: true },
      });
      expect(refused.status()).toBe(422);
      expect((await refused.json()).details.undeclared).toContain('Nuts');

      await lunchOn(page, date, id, quarkId);
      await nutAllergicCustomer(page, monday, `Nut${id}`);

      // Recipes this Week: the customer's match says why — the hazelnuts contain nuts, the quark is undeclared.
      await page.goto(`${x.prefix}/week/recipes?start_date=${monday}&day=${date}`);
      await page.getByTestId('slot-lunch').getByRole('button', { name: x.matchesOf }).click();
      const card = page.getByRole('dialog').getByRole('listitem', { name: `Nina Nut${id}` });
      await expect(card).toContainText(`Hazelnuts ${id}`);
      await expect(card.getByText(x.reasonContains, { exact: true })).toBeVisible();
      await expect(card.getByText(x.reasonUndeclared, { exact: true })).toBeVisible();
      await shot(`match-reasons-${language}`);
      await page.keyboard.press('Escape');

      // The menu cannot be published while the quark is undeclared; the report links to the fix.
      await page.goto(`${x.prefix}/menu-review/date/${date}`);
      const standard = page.getByRole('region', { name: x.standardCard });
      await standard.getByRole('button', { name: x.publish, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: x.publishTitle });
      const report = dialog.getByTestId('menu-problems');
      await expect(report).toContainText(x.notYet);
      await expect(report).toContainText(x.undeclared(language === 'en' ? quark.en : quark.de));
      await shot(`menu-publish-gate-${language}`);
      await report.getByRole('link', { name: x.fix }).first().click();
      await expect(page).toHaveURL(new RegExp(`/ingredients/${quarkId}$`));

      // Fixed: every other allergen declared free, reviewed, saved — then the menu publishes.
      await page.getByRole('button', { name: x.othersFree }).click();
      await page.getByLabel(x.reviewed).check();
      await page.getByRole('button', { name: x.save, exact: true }).click();
      await expect(page.getByText(x.saved(quark.en))).toBeVisible();
      await page.goto(`${x.prefix}/menu-review/date/${date}`);
      await standard.getByRole('button', { name: x.publish, exact: true }).click();
      await expect(dialog.getByTestId('menu-problems')).toHaveCount(0);
      await dialog.getByRole('button', { name: x.publish, exact: true }).click();
      await expect(page.getByText(x.published)).toBeVisible();
    });
  });
}
