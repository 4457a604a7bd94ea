import { isoWeekOfDate } from '@brigade/domain/calendar/week-id';
import { addDays } from '@brigade/domain/calendar/iso-date';
import type { DayRecipeLine, DayRecipeLinesResponse } from '@brigade/domain/schemas/day-recipes';
import type { AssignWeek, ProductionDayMatches, ProductionWeek } from '@brigade/domain/schemas/production';
import type { PublicRecipeAllergens } from '@brigade/domain/schemas/public-allergens';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, unique } from './fixtures.ts';

// The kitchen's substitutions (ADR 074): a planner swaps one ingredient of a day's lunch for one that no demo
// recipe uses and that contains an allergen of someone eating that lunch; that day's matches, shopping list,
// labels and public analysis page change and the next day's, with the same dish, do not. A cook ticks a line
// done and it is kept. Each language works on its own two days of the default week (EN Monday and Tuesday, DE
// Wednesday and Thursday) and its own meal of Friday to tick.

const en = {
  prefix: '',
  day: 0,
  /** The meal of Friday the cook ticks (each language its own). */
  cookMeal: ['lunch', 'Lunch'] as [string, string],
  lunch: 'Lunch',
  dinner: 'Dinner',
  /** Which of the week's dinners with a line sold by two suppliers this language chooses a supplier for. */
  specDinner: 'first' as 'first' | 'last',
  specOf: (name: string) => `Supplier of ${name}`,
  ingredientsOf: (meal: string) => `Ingredients of ${meal}`,
  swapOf: (name: string) => `Swap ${name}`,
  insteadOfField: (name: string) => `Instead of ${name}`,
  insteadOf: (name: string) => `instead of ${name}`,
  /** Which name of an ingredient the screens of this language show (autocomplete, labels). */
  name: (i: Swap) => i.en,
  doneOf: (name: string) => `${name} done`,
  matchesOf: /^Allergen matches of Lunch/,
  /** The public analysis page's day (EN works on a Monday). */
  servedOn: /^As served on Monday, \d{1,2} \S+ \d{4}$/,
  shoppingList: 'Shopping list',
  newList: 'New shopping list',
  listName: 'Name',
  create: 'Create list',
  close: 'Close',
};
const de: typeof en = {
  prefix: '/de',
  day: 2,
  cookMeal: ['dinner', 'Abendessen'],
  lunch: 'Mittagessen',
  dinner: 'Abendessen',
  specDinner: 'last',
  specOf: (name) => `Lieferant von ${name}`,
  ingredientsOf: (meal) => `Zutaten von ${meal}`,
  swapOf: (name) => `${name} tauschen`,
  insteadOfField: (name) => `Statt ${name}`,
  insteadOf: (name) => `statt ${name}`,
  name: (i) => i.de,
  doneOf: (name) => `${name} fertig`,
  matchesOf: /^Allergen-Treffer von Mittagessen/,
  servedOn: /^So serviert am Mittwoch, \d{1,2}\. \S+ \d{4}$/,
  shoppingList: 'Einkaufsliste',
  newList: 'Neue Einkaufsliste',
  listName: 'Name',
  create: 'Liste erstellen',
  close: 'Schliessen',
};

interface Swap {
  en: string;
  de: string;
}

/** Demo ingredients no demo recipe uses, by an allergen they contain (the allergen's catalogue name). */
const unusedByAllergen: Record<string, Swap> = {
  Nuts: { en: 'Pistachios', de: 'Pistazien' },
  Peanuts: { en: 'Peanuts', de: 'Erdnüsse' },
  'Cereals containing gluten': { en: 'White bread', de: 'Toastbrot' },
  Milk: { en: 'Cheddar', de: 'Cheddar' },
  Eggs: { en: 'Egg yolk', de: 'Eigelb' },
};

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** The default week's Monday, as the server resolves it. */
const defaultMonday = async (request: APIRequestContext) =>
  (await getJson<ProductionWeek>(request, '/production/weeks')).start_date;

/** Gives `date` the same lunch as `from` (as a planner: the slot's version as read), answering the recipe id. */
async function sameLunch(request: APIRequestContext, from: string, date: string): Promise<number> {
  const week = await getJson<AssignWeek>(request, `/production/assignments?start_date=${from}`);
  const slotOf = (d: string) =>
    week.days.find((day) => day.date === d)?.slots.find((s) => s.slot === 'lunch');
  const lunch = slotOf(from)!.recipe_id!;
  const target = slotOf(date);
  if (target?.recipe_id !== lunch) {
    const res = await request.put(`/api/v1/production/days/${date}/recipes`, {
      data: { slots: [{ slot: 'lunch', recipe_id: lunch, version: target?.version ?? 0 }] },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return lunch;
}

/** The lunch matches of a date: the ingredients that match someone, and the allergies that do. */
async function lunchMatches(request: APIRequestContext, date: string) {
  const matches = await getJson<ProductionDayMatches>(request, `/production/days/${date}/matches`);
  const allergies = matches.slots.find((s) => s.slot === 'lunch')!.matches.flatMap((m) => m.allergies);
  return {
    ingredients: new Set(allergies.flatMap((a) => a.ingredients.map((i) => i.name))),
    terms: new Set(allergies.map((a) => a.term)),
  };
}

/**
 * The default week's dinners with a line that two suppliers sell (the demo's produce has a second supplier),
 * each with the line and a spec of the supplier it is not bought from now.
 */
async function dinnersWithTwoSuppliers(request: APIRequestContext, monday: string) {
  const week = await getJson<AssignWeek>(request, `/production/assignments?start_date=${monday}`);
  const found: { date: string; line: DayRecipeLine; spec: DayRecipeLine['specs'][number] }[] = [];
  for (const day of week.days) {
    const recipeId = day.slots.find((s) => s.slot === 'dinner')?.recipe_id;
    if (!recipeId) continue;
    const { lines } = await getJson<DayRecipeLinesResponse>(
      request,
      `/production/days/${day.date}/recipes/${recipeId}/lines`,
    );
    // Weighed (so the shopping list buys it by supplier, not among the lines it cannot convert).
    const line = lines.find(
      (l) =>
        !l.swapped_from &&
        ['g', 'kg', 'ml', 'l'].includes(l.unit) &&
        new Set(l.specs.map((s) => s.supplier_name)).size > 1,
    );
    // Another supplier than the one bought from now (the default, unless chosen for the day already).
    const now =
      line?.specs.find((s) => s.ingredient_spec_suppliers_id === line.ingredient_spec_suppliers_id) ??
      line?.specs.find((s) => s.is_default);
    const spec = line?.specs.find((s) => s.supplier_name !== now?.supplier_name);
    if (line && spec) found.push({ date: day.date, line, spec });
  }
  return found;
}

/** Creates the shopping list of one date from the list screen, answering the list's text. */
async function shoppingListOf(page: Page, x: typeof en, date: string) {
  await page.goto(`${x.prefix}/shopping-lists?dates=${date}`);
  const dialog = page.getByRole('dialog', { name: x.newList });
  await dialog.getByLabel(x.listName, { exact: true }).fill(`Swap ${unique()}`);
  await dialog.getByRole('button', { name: x.create }).click();
  await expect(page).toHaveURL(/\/shopping-lists\/\d+$/);
  await expect(page.getByTestId('shopping-line').first()).toBeVisible();
  // Every line: those bought by weight and those that could not be converted to grams.
  return page.getByRole('main').innerText();
}

/** The text of the first lunch label of a date. */
async function lunchLabel(page: Page, x: typeof en, date: string) {
  const { year, week } = isoWeekOfDate(date);
  await page.goto(`${x.prefix}/printable/a4/meal-labels/${year}/${week}?day=${date}&meal=lunch`);
  const label = page.getByTestId('meal-label').first();
  await expect(label).toBeVisible();
  return label.innerText();
}

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test.describe(`kitchen substitutions (${language})`, () => {
    test("a swap in a day's lunch changes that day's matches, shopping list and labels, not the next day's", async ({
      page,
      loginAs,
      shot,
    }) => {
      test.setTimeout(240_000);
      await loginAs('superchef');
      const day = addDays(await defaultMonday(page.request), x.day);
      const next = addDays(day, 1);
      const recipeId = await sameLunch(page.request, day, next);
      const { lines } = await getJson<DayRecipeLinesResponse>(
        page.request,
        `/production/days/${day}/recipes/${recipeId}/lines`,
      );
      // An ingredient with an allergen of someone eating this lunch, so the swap must show in the matches.
      const before = await lunchMatches(page.request, day);
      const term = Object.keys(unusedByAllergen).find((t) => before.terms.has(t));
      expect(
        term,
        `someone eating lunch on ${day} is allergic to ${Object.keys(unusedByAllergen).join(', ')}`,
      ).toBeDefined();
      const swap = unusedByAllergen[term!]!;
      expect(before.ingredients).not.toContain(swap.en);
      // A line weighed in grams, so the swapped-in ingredient is bought by weight too.
      const line = lines.find((l) => l.unit === 'g') ?? lines[0]!;

      await page.goto(`${x.prefix}/week/recipes?day=${day}`);
      await page
        .getByTestId('slot-lunch')
        .getByRole('button', { name: x.ingredientsOf(x.lunch) })
        .click();
      const dialog = page.getByRole('dialog');
      const row = dialog.getByTestId(`day-line-${line.uid}`);
      await expect(row).toContainText(line.name);
      await row.getByRole('button', { name: x.swapOf(line.name) }).click();
      await row.getByRole('combobox', { name: x.insteadOfField(line.name) }).fill(x.name(swap).slice(0, 5));
      await page.getByRole('option', { name: x.name(swap), exact: true }).click();
      await expect(row).toContainText(swap.en);
      await expect(row).toContainText(x.insteadOf(line.name));
      await shot(`day-lines-swapped-${language}`);
      await dialog.getByRole('button', { name: x.close }).last().click();

      // The day's matches have the new ingredient at once; the next day's do not.
      await page.getByTestId('slot-lunch').getByRole('button', { name: x.matchesOf }).click();
      await expect(page.getByRole('dialog')).toContainText(swap.en);
      await shot(`day-lines-matches-${language}`);
      await page.getByRole('dialog').getByRole('button', { name: x.close }).click();
      expect((await lunchMatches(page.request, next)).ingredients).not.toContain(swap.en);

      // The day's shopping list buys it; the next day's does not.
      const bought = await shoppingListOf(page, x, day);
      expect(bought).toContain(swap.en);
      await shot(`day-lines-shopping-${language}`);
      const boughtNext = await shoppingListOf(page, x, next);
      expect(boughtNext).not.toContain(swap.en);

      // The day's lunch labels print it (in the language's words); the next day's do not.
      await loginAs('super');
      expect(await lunchLabel(page, x, day)).toContain(x.name(swap));
      await shot(`day-lines-label-${language}`);
      expect(await lunchLabel(page, x, next)).not.toContain(x.name(swap));

      // The public analysis page behind the menu's QR code (recipes/analysis/{id}-default?date=…, no login)
      // shows the dish as cooked that day. So that its allergens tell the day from the recipe, the planner swaps
      // the line once more, to an unused ingredient whose allergen the dish as written does not have.
      const written = await getJson<PublicRecipeAllergens>(
        page.request,
        `/public/recipes/analysis/${recipeId}-default/allergens`,
      );
      const [newTerm, other] = Object.entries(unusedByAllergen).find(
        ([t]) => !written.items.some((a) => a.name === t),
      )!;
      const found = await getJson<{ items: { ingredient_id: number; name: string }[] }>(
        page.request,
        `/ingredients?q=${encodeURIComponent(other.en)}&length=50`,
      );
      const { lines: now } = await getJson<DayRecipeLinesResponse>(
        page.request,
        `/production/days/${day}/recipes/${recipeId}/lines`,
      );
      const swapped = await page.request.put(
        `/api/v1/production/days/${day}/recipes/${recipeId}/lines/${line.uid}/ingredient`,
        {
          data: {
            ingredient_id: found.items.find((i) => i.name === other.en)!.ingredient_id,
            version: now.find((l) => l.uid === line.uid)!.version,
          },
        },
      );
      expect(swapped.status(), await swapped.text()).toBe(200);
      const allergen = (
        await getJson<{ items: { name: string; name_de: string }[] }>(page.request, '/allergens?length=100')
      ).items.find((a) => a.name === newTerm)!;
      const shown = language === 'de' ? allergen.name_de : allergen.name;
      await page.context().clearCookies();
      await page.goto(`${x.prefix}/recipes/analysis/${recipeId}-default?date=${day}`);
      await expect(page.getByTestId('public-served-on')).toHaveText(x.servedOn);
      await expect(page.getByTestId('public-ingredients')).toContainText(other.en);
      await expect(page.getByTestId('public-allergens')).toContainText(shown);
      await shot(`day-lines-public-analysis-${language}`);
      // The next day, and the recipe as written (no date), have neither.
      for (const query of [`?date=${next}`, '']) {
        await page.goto(`${x.prefix}/recipes/analysis/${recipeId}-default${query}`);
        await expect(page.getByTestId('public-ingredients')).toBeVisible();
        await expect(page.getByTestId('public-ingredients')).not.toContainText(other.en);
        await expect(page.getByTestId('public-allergens')).not.toContainText(shown);
      }
      await expect(page.getByTestId('public-served-on')).toHaveCount(0);
    });

    test('a cook ticks a line done: shown once the server confirms, kept after a reload', async ({
      page,
      loginAs,
      shot,
    }) => {
      test.setTimeout(90_000);
      await loginAs('chef');
      const day = addDays(await defaultMonday(page.request), x.day + 1);
      await page.goto(`${x.prefix}/week/recipes?day=${day}`);
      const open = () =>
        page
          .getByTestId('slot-lunch')
          .getByRole('button', { name: x.ingredientsOf(x.lunch) })
          .click();
      await open();
      const dialog = page.getByRole('dialog');
      const first = dialog.getByTestId(/^day-line-/).first();
      await expect(first).toBeVisible();
      // A cook does not swap: that is the planners'.
      await expect(dialog.getByRole('button', { name: /^(Swap|.* tauschen)/ })).toHaveCount(0);
      const name = (await first.getByRole('rowheader').innerText()).split('\n')[0]!.trim();
      const done = first.getByRole('checkbox', { name: x.doneOf(name) });
      await expect(done).not.toBeChecked();
      await done.click();
      await expect(done).toBeChecked();
      await expect(done).toBeEnabled();
      await shot(`day-lines-ticked-${language}`);
      await page.reload();
      await open();
      await expect(
        page
          .getByRole('dialog')
          .getByTestId(/^day-line-/)
          .first()
          .getByRole('checkbox', { name: x.doneOf(name) }),
      ).toBeChecked();
    });

    test("a planner chooses a line's supplier for a day: kept after a reload, bought from it on that day's list", async ({
      page,
      loginAs,
      shot,
    }) => {
      test.setTimeout(120_000);
      await loginAs('superchef');
      const candidates = await dinnersWithTwoSuppliers(page.request, await defaultMonday(page.request));
      expect(
        candidates.length,
        'two dinners of the default week have a line two suppliers sell',
      ).toBeGreaterThan(1);
      const { date, line, spec } = candidates[x.specDinner === 'first' ? 0 : candidates.length - 1]!;
      const specText = `${spec.supplier_name} · ${spec.article_number}`;
      const open = async () => {
        await page
          .getByTestId('slot-dinner')
          .getByRole('button', { name: x.ingredientsOf(x.dinner) })
          .click();
        return page.getByRole('dialog').getByTestId(`day-line-${line.uid}`);
      };

      await page.goto(`${x.prefix}/week/recipes?day=${date}`);
      let row = await open();
      const supplier = row.getByRole('combobox', { name: x.specOf(line.name) });
      await expect(supplier).not.toHaveText(specText);
      await supplier.click();
      await page.getByRole('option', { name: specText, exact: true }).click();
      // Shown once the server confirms it.
      await expect(supplier).toHaveText(specText);
      await expect(row).toHaveAttribute('aria-busy', 'false');
      await shot(`day-lines-supplier-${language}`);

      await page.reload();
      row = await open();
      await expect(row.getByRole('combobox', { name: x.specOf(line.name) })).toHaveText(specText);
      await page.getByRole('dialog').getByRole('button', { name: x.close }).last().click();

      // The day's shopping list buys the line's ingredient from that supplier.
      await shoppingListOf(page, x, date);
      await expect(page.getByRole('region', { name: spec.supplier_name, exact: true })).toContainText(
        line.name,
      );
      await shot(`day-lines-supplier-list-${language}`);
    });
  });
}
