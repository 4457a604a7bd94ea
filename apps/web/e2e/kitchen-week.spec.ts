import { addDays } from '@brigade/domain/calendar/iso-date';
import type { CustomerRecipeMatch } from '@brigade/domain/schemas/allergen-matching';
import type { AssignWeek, ProductionDayMatches, ProductionWeek } from '@brigade/domain/schemas/production';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, unique } from './fixtures.ts';

// The kitchen week: the kitchen demo seed assigns recipes to every meal slot Monday–Friday of the
// default week (and the weeks before it); the weeks after it are empty for planning.

type Texts = {
  prefix: string;
  /** How many weeks after the default week this language plans (EN and DE run side by side). */
  planWeek: number;
  /** The day of the default week this language reads and changes (0 = Monday). */
  day: number;
  nextWeek: string;
  copy: string;
  copyYes: RegExp;
  dayLabel: (day: string) => RegExp;
  lunch: string;
  dinner: string;
  saved: string;
  orders: (n: number) => string;
  matchesOf: RegExp;
  suppress: (ingredient: string, name: string) => string;
  fullySuppressed: string;
  doneOf: (meal: string) => string;
  shoppingList: string;
  menu: string;
  newList: string;
  listName: string;
  create: string;
  print: string;
  close: string;
  tabs: string;
  dayNotes: string;
  cancel: string;
  toolbarDialogs: [string, string][];
};

const en: Texts = {
  prefix: '',
  planWeek: 1,
  day: 0,
  nextWeek: 'Next week',
  copy: 'Override from previous week',
  copyYes: /^Copy week \d+$/,
  dayLabel: (day) => new RegExp(`^Recipes of ${day}`),
  lunch: 'Lunch',
  dinner: 'Dinner',
  saved: 'Saved',
  orders: (n) => (n === 1 ? '1 order' : `${n} orders`),
  matchesOf: /^Allergen matches of .+: \d+ match/,
  suppress: (ingredient, name) => `Suppress ${ingredient} for ${name}`,
  fullySuppressed: 'Fully suppressed',
  doneOf: (meal) => `${meal} done`,
  shoppingList: 'Shopping list',
  menu: 'Menu',
  newList: 'New shopping list',
  listName: 'Name',
  create: 'Create list',
  print: 'Print',
  close: 'Close',
  tabs: 'Days of the week',
  dayNotes: 'Day notes',
  cancel: 'Cancel',
  toolbarDialogs: [
    ['inventory', 'Inventory'],
    ['chef-notes', 'Chef ingredient notes'],
    ['calculator', 'Recipe calculator'],
  ],
};

const de: Texts = {
  prefix: '/de',
  planWeek: 3,
  day: 1,
  nextWeek: 'Nächste Woche',
  copy: 'Von der Vorwoche übernehmen',
  copyYes: /^Woche \d+ übernehmen$/,
  dayLabel: (day) => new RegExp(`^Rezepte am ${day}`),
  lunch: 'Mittagessen',
  dinner: 'Abendessen',
  saved: 'Gespeichert',
  orders: (n) => (n === 1 ? '1 Bestellung' : `${n} Bestellungen`),
  matchesOf: /^Allergen-Treffer von .+: \d+ Treffer/,
  suppress: (ingredient, name) => `${ingredient} für ${name} unterdrücken`,
  fullySuppressed: 'Vollständig unterdrückt',
  doneOf: (meal) => `${meal} fertig`,
  shoppingList: 'Einkaufsliste',
  menu: 'Menü',
  newList: 'Neue Einkaufsliste',
  listName: 'Name',
  create: 'Liste erstellen',
  print: 'Drucken',
  close: 'Schliessen',
  tabs: 'Wochentage',
  dayNotes: 'Tagesnotizen',
  cancel: 'Abbrechen',
  toolbarDialogs: [
    ['inventory', 'Inventar'],
    ['chef-notes', 'Zutatennotizen der Küche'],
    ['calculator', 'Rezeptrechner'],
  ],
};

const green = 'rgb(165, 214, 167)';

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** The default week's Monday, as the server resolves it. */
const defaultMonday = async (request: APIRequestContext) =>
  (await getJson<ProductionWeek>(request, '/production/weeks')).start_date;

/** A lunch recipe other than `not`, by name. */
async function otherRecipe(request: APIRequestContext, meal: string, not: string | undefined) {
  const list = await getJson<{ items: { recipe_id: number; name: string }[] }>(
    request,
    `/recipes?meal_types=${meal}&length=20&sort_by=name`,
  );
  const recipe = list.items.find((r) => r.name !== not);
  expect(recipe, `a ${meal} recipe other than ${not}`).toBeDefined();
  return recipe!;
}

/** Picks a recipe in one slot of a day column by typing part of its name. */
async function pick(column: Locator, page: Page, slot: string, name: string) {
  const input = column.getByRole('combobox', { name: slot });
  await input.click();
  await input.fill(name.slice(0, 12));
  await page.getByRole('option', { name, exact: true }).click();
  await expect(input).toHaveValue(name);
}

/** Waits until a dialog has faded in, so its screenshot is not half transparent. */
async function settled(page: Page) {
  await expect
    .poll(() => page.locator('.MuiDialog-container').evaluate((el) => getComputedStyle(el).opacity))
    .toBe('1');
}

/** A customer of the day with exactly one matching ingredient left to suppress (so one switch suppresses all). */
function oneIngredientMatch(matches: ProductionDayMatches) {
  for (const slot of matches.slots) {
    for (const match of slot.matches) {
      const open = (m: CustomerRecipeMatch) =>
        [...m.allergies, ...m.warnings].flatMap((s) => s.ingredients.filter((i) => !i.is_suppressed));
      if (!match.fully_suppressed && match.needs_review.length === 0 && open(match).length === 1)
        return { slot: slot.slot, match, ingredient: open(match)[0]!.name };
    }
  }
  return undefined;
}

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test.describe(`kitchen week (${language})`, () => {
    test('a superchef assigns a later week: copies the previous week, then changes two slots', async ({
      page,
      loginAs,
      shot,
    }) => {
      test.setTimeout(60_000);
      await loginAs('superchef');
      const target = addDays(await defaultMonday(page.request), 7 * x.planWeek);
      const previous = addDays(target, -7);
      const before = await getJson<AssignWeek>(
        page.request,
        `/production/assignments?start_date=${previous}`,
      );
      // EN plans next week from the seeded default week; DE plans further out, so its previous week (empty
      // in the demo) first gets a lunch through the API.
      let previousLunch = before.days[0]!.slots.find((s) => s.slot === 'lunch')?.name;
      if (!previousLunch) {
        const recipe = await otherRecipe(page.request, 'lunch', undefined);
        const res = await page.request.put(`/api/v1/production/days/${previous}/recipes`, {
          data: { slots: [{ slot: 'lunch', recipe_id: recipe.recipe_id, version: 0 }] },
        });
        expect(res.status(), await res.text()).toBe(200);
        previousLunch = recipe.name;
      }

      if (x.planWeek === 1) {
        await page.goto(`${x.prefix}/recipes/assign`);
        await page.getByRole('button', { name: x.nextWeek }).click();
      } else {
        await page.goto(`${x.prefix}/recipes/assign?start_date=${target}`);
      }
      await expect(page).toHaveURL(new RegExp(`start_date=${target}`));
      const monday = page.getByTestId(`assign-day-${target}`);
      const tuesday = page.getByTestId(`assign-day-${addDays(target, 1)}`);
      await expect(monday).toBeVisible();
      // Weekend days rest light grey.
      await expect(page.getByTestId(`assign-day-${addDays(target, 5)}`)).toHaveCSS(
        'background-color',
        'rgb(238, 238, 238)',
      );

      await page.getByRole('button', { name: x.copy }).click();
      await page.getByRole('button', { name: x.copyYes }).click();
      await expect(monday.getByRole('combobox', { name: x.lunch })).toHaveValue(previousLunch);

      const lunch = await otherRecipe(page.request, 'lunch', previousLunch);
      await pick(monday, page, x.lunch, lunch.name);
      await expect(monday.getByRole('status')).toHaveText(x.saved);
      await expect(monday).toHaveCSS('background-color', green);

      const tuesdayDinner = await tuesday.getByRole('combobox', { name: x.dinner }).inputValue();
      const dinner = await otherRecipe(page.request, 'dinner', tuesdayDinner);
      await pick(tuesday, page, x.dinner, dinner.name);
      await expect(tuesday.getByRole('status')).toHaveText(x.saved);
      await expect(tuesday).toHaveCSS('background-color', green);
      // The green flash stops after more than 8 toggles of 200 ms and stays green.
      await page.waitForTimeout(2000);
      await expect(tuesday).toHaveCSS('background-color', green);
      await expect(monday).toHaveCSS('background-color', green);
      await shot(`assign-recipes-${language}`);

      await page.reload();
      await expect(monday.getByRole('combobox', { name: x.lunch })).toHaveValue(lunch.name);
      await expect(tuesday.getByRole('combobox', { name: x.dinner })).toHaveValue(dinner.name);
    });

    test("the kitchen's day: counts match the orders, a match is suppressed, a chef marks a meal done, the day's shopping list prints", async ({
      page,
      loginAs,
      shot,
    }) => {
      test.setTimeout(90_000);
      await loginAs('super');
      const date = addDays(await defaultMonday(page.request), x.day);

      // The Week's total of the day (every delivering order once) is what the kitchen counts. Other specs add
      // orders from next Monday, which is the default week's from Friday to Sunday: read both again until
      // they agree, so an order landing between the two reads cannot fail the comparison.
      let weekTotal = 0;
      await expect(async () => {
        await loginAs('super');
        await page.goto(`${x.prefix}/week/customers`);
        const totals = page.getByTestId(`totals-${date}`).getByRole('cell').last();
        weekTotal = Number(await totals.innerText());
        expect(weekTotal).toBeGreaterThan(0);

        await loginAs('superchef');
        await page.goto(`${x.prefix}/week/recipes?day=${date}`);
        await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', `day-tab-${date}`);
        await expect(page.getByTestId('day-order-total')).toHaveText(x.orders(weekTotal), { timeout: 3_000 });
      }).toPass({ timeout: 45_000 });
      const lunchRow = page.getByTestId('slot-lunch');
      const lunchOrders = Number(await lunchRow.getByTestId('total-order-count').innerText());
      expect(lunchOrders).toBeGreaterThan(0);
      expect(lunchOrders).toBeLessThanOrEqual(weekTotal);
      await shot(`week-recipes-${language}`);

      // The day notes dialog: the notes with their 5000-character counters.
      await page.getByRole('button', { name: x.dayNotes }).click();
      const notes = page.getByRole('dialog');
      await settled(page);
      await expect(notes.getByText(/^\d+ \/ 5000$/).first()).toBeVisible();
      await shot(`day-notes-${language}`);
      await notes.getByRole('button', { name: x.cancel }).click();
      await expect(notes).toBeHidden();

      // The toolbar opens the other features' dialogs over the week.
      for (const [key, label] of x.toolbarDialogs) {
        await page.getByRole('banner').getByRole('button', { name: label }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await settled(page);
        await shot(`week-recipes-${key}-${language}`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }

      // Allergen matches of a dish: which customers' allergies match; one is suppressed.
      const found = oneIngredientMatch(
        await getJson<ProductionDayMatches>(page.request, `/production/days/${date}/matches`),
      );
      expect(found, 'a customer with one matching ingredient that day').toBeDefined();
      const { slot, match, ingredient } = found!;
      await page.getByTestId(`slot-${slot}`).getByRole('button', { name: x.matchesOf }).click();
      const dialog = page.getByRole('dialog');
      await settled(page);
      const name = `${match.first_name} ${match.last_name}`;
      const card = dialog.getByRole('listitem', { name });
      await expect(card).toBeVisible();
      await shot(`matches-${language}`);
      const toggle = card.getByRole('switch', { name: x.suppress(ingredient, name) }).first();
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(card.getByText(x.fullySuppressed)).toBeVisible();
      await expect(card).toHaveAttribute('data-suppressed', 'true');
      await shot(`matches-suppressed-${language}`);
      await dialog.getByRole('button', { name: x.close }).click();

      // A chef marks the lunch done; it shows once the server has confirmed, and stays after a reload.
      await loginAs('chef');
      await page.goto(`${x.prefix}/week/recipes?day=${date}`);
      const done = page.getByRole('checkbox', { name: x.doneOf(x.lunch) });
      await expect(done).not.toBeChecked();
      await done.click();
      await expect(done).toBeChecked();
      await expect(done).toBeEnabled();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: x.doneOf(x.lunch) })).toBeChecked();
      await shot(`week-recipes-chef-${language}`);

      // The day's shopping list, from the day's button, printed.
      await loginAs('superchef');
      await page.goto(`${x.prefix}/week/recipes?day=${date}`);
      // The day's menu review is one click away for planners.
      await page.getByRole('link', { name: x.menu, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/menu-review/date/${date}$`));
      await page.goBack();
      await page.getByRole('link', { name: x.shoppingList }).click();
      const listDialog = page.getByRole('dialog', { name: x.newList });
      const listName = `Kitchen ${unique()}`;
      await listDialog.getByLabel(x.listName, { exact: true }).fill(listName);
      await listDialog.getByRole('button', { name: x.create }).click();
      await expect(page).toHaveURL(/\/shopping-lists\/\d+$/);
      await expect(page.getByTestId('shopping-line').first()).toBeVisible();
      await page.getByRole('link', { name: x.print }).click();
      await expect(page).toHaveURL(/\/printable\/a4\/shopping-list\?id=\d+$/);
      await expect(page.getByRole('heading', { name: listName })).toBeVisible();
      await shot(`kitchen-shopping-list-print-${language}`);
    });

    test('on a phone a chef sees each dish, what to produce and its stage @phone', async ({
      page,
      loginAs,
      shot,
    }) => {
      await loginAs('chef');
      const date = addDays(await defaultMonday(page.request), 4);
      await page.goto(`${x.prefix}/week/recipes?day=${date}`);
      const lunch = page.getByTestId('slot-lunch');
      await expect(lunch.getByTestId('to-produce')).toHaveText(/^\d+$/);
      await expect(lunch.getByRole('checkbox', { name: x.doneOf(x.lunch) })).toBeVisible();
      // The breakdown per programme gives way on a phone; the day's totals above still show it.
      const phone = (page.viewportSize()?.width ?? 1280) < 600;
      await expect(lunch.getByTestId('total-order-count')).toBeVisible({ visible: !phone });
      await shot(`week-recipes-phone-${language}`);
    });
  });
}
