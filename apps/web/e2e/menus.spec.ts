import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { addDays } from '@brigade/domain/calendar/iso-date';
import type { DateMenuReview, MenuDetail } from '@brigade/domain/schemas/menus';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Menus and menu review: the kitchen demo seed assigns recipes to every meal slot Monday–Friday of
// the default week. EN and DE each publish the menus of their own day, so they can run side by side.

type Texts = {
  prefix: string;
  /** The day of the default week this language publishes (0 = Monday). */
  day: number;
  reviewTitle: RegExp;
  standardCard: string;
  aLifeCard: string;
  notPublished: string;
  publish: string;
  republish: string;
  publishTitle: RegExp;
  republishTitle: RegExp;
  aLifeRadio: RegExp;
  published: string;
  upToDate: string;
  open: string;
  reviewOne: string;
  allergens: string;
  perServing: RegExp;
  aLifeChip: string;
  addMeal: string;
  mealDialog: string;
  recipe: string;
  name: string;
  bbDate: string;
  expiryDate: string;
  save: string;
  bbError: string;
  additionalChanged: string;
  bestBefore: RegExp;
};

const en: Texts = {
  prefix: '',
  day: 1,
  reviewTitle: /^Menu review of /,
  standardCard: 'Standard menu · Menu 0',
  aLifeCard: 'A-Life menu · Menu 1',
  notPublished: 'Not published',
  publish: 'Publish',
  republish: 'Republish',
  publishTitle: /^Publish the menu of /,
  republishTitle: /^Republish the menu of /,
  aLifeRadio: /^A-Life menu/,
  published: 'Menu published.',
  upToDate: 'No changes since publishing',
  open: 'Open menu',
  reviewOne: 'Review',
  allergens: 'Allergens',
  perServing: /^Per serving \(\d+ g\):/,
  aLifeChip: 'A-Life menu',
  addMeal: 'Add additional meal',
  mealDialog: 'New additional meal',
  recipe: 'Recipe (optional)',
  name: 'Name on the menu',
  bbDate: 'Best-before date',
  expiryDate: 'Expiry date',
  save: 'Save',
  bbError: 'The best-before date cannot be before the production date',
  additionalChanged: 'The additional meals changed since publishing.',
  bestBefore: /Best before \d\d\/\d\d\/\d{4}/,
};

const de: Texts = {
  prefix: '/de',
  day: 2,
  reviewTitle: /^Menüprüfung vom /,
  standardCard: 'Standardmenü · Menü 0',
  aLifeCard: 'A-Life-Menü · Menü 1',
  notPublished: 'Nicht veröffentlicht',
  publish: 'Veröffentlichen',
  republish: 'Neu veröffentlichen',
  publishTitle: /^Menü vom .* veröffentlichen$/,
  republishTitle: /^Menü vom .* neu veröffentlichen$/,
  aLifeRadio: /^A-Life-Menü/,
  published: 'Menü veröffentlicht.',
  upToDate: 'Keine Änderungen seit der Veröffentlichung',
  open: 'Menü öffnen',
  reviewOne: 'Prüfen',
  allergens: 'Allergene',
  perServing: /^Pro Portion \(\d+ g\):/,
  aLifeChip: 'A-Life-Menü',
  addMeal: 'Zusätzliche Mahlzeit hinzufügen',
  mealDialog: 'Neue zusätzliche Mahlzeit',
  recipe: 'Rezept (optional)',
  name: 'Name auf dem Menü',
  bbDate: 'Mindesthaltbarkeitsdatum',
  expiryDate: 'Verbrauchsdatum',
  save: 'Speichern',
  bbError: 'Das Mindesthaltbarkeitsdatum darf nicht vor dem Produktionsdatum liegen',
  additionalChanged: 'Die zusätzlichen Mahlzeiten haben sich seit der Veröffentlichung geändert.',
  // German dates have no leading zeros (4.12.2026).
  bestBefore: /Mindestens haltbar bis \d{1,2}\.\d{1,2}\.\d{4}/,
};

/** The date's review as the API gives it (the dishes assigned now). */
async function reviewOf(page: Page, date: string): Promise<DateMenuReview> {
  const response = await page.request.get(`/api/v1/menus/dates/${date}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as DateMenuReview;
}

async function publishFromCard(page: Page, x: Texts, card: string, again = false) {
  const label = again ? x.republish : x.publish;
  await page.getByRole('region', { name: card }).getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: again ? x.republishTitle : x.publishTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test.describe(`menus (${language})`, () => {
    test('a superchef publishes the menus of a day, sees them as customers do, and adds an additional meal', async ({
      page,
      loginAs,
      shot,
    }) => {
      await loginAs('superchef');
      const date = addDays(defaultWeekMonday(new Date()), x.day);
      const assigned = await reviewOf(page, date);
      expect(assigned.current.length, 'the kitchen demo seed assigns recipes Mon–Fri').toBeGreaterThan(0);

      await page.goto(`${x.prefix}/menu-review/date/${date}`);
      await expect(page.getByRole('heading', { name: x.reviewTitle })).toBeVisible();
      const standard = page.getByRole('region', { name: x.standardCard });
      await expect(standard.getByText(x.notPublished)).toBeVisible();
      await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(assigned.current.length + 1);

      // The standard menu: published with the client-facing names, allergens and nutrition.
      const dialog = await publishFromCard(page, x, x.standardCard);
      await shot(`menu-publish-dialog-${language}`);
      await dialog.getByRole('button', { name: x.publish, exact: true }).click();
      await expect(page.getByText(x.published)).toBeVisible();
      await expect(standard.getByText(x.upToDate)).toBeVisible();

      await standard.getByRole('link', { name: x.open }).click();
      await expect(page).toHaveURL(new RegExp(`/menu/${date}/0$`));
      const menu = (await (await page.request.get(`/api/v1/menus/${date}/0`)).json()) as MenuDetail;
      const first = menu.items[0]!;
      const dishes = page.getByTestId('menu-dish');
      await expect(dishes).toHaveCount(menu.items.length);
      await expect(dishes.first().getByRole('heading', { name: first.display_name })).toBeVisible();
      expect(first.display_name).toBe(first.client_facing_name.trim() || first.name);
      await expect(dishes.first().getByText(`${x.allergens}:`)).toBeVisible();
      if (menu.items.some((i) => i.nutrition)) {
        await expect(page.getByTestId('dish-nutrition').first()).toHaveText(x.perServing);
      }
      await shot(`menu-standard-${language}`);

      // The A-Life variant: index 1 is offered as the A-Life menu and shows the A-Life labels.
      await page.goto(`${x.prefix}/menu-review/date/${date}`);
      const aLifeDialog = await publishFromCard(page, x, x.aLifeCard);
      await expect(aLifeDialog.getByRole('radio', { name: x.aLifeRadio })).toBeChecked();
      await aLifeDialog.getByRole('button', { name: x.publish, exact: true }).click();
      const aLife = page.getByRole('region', { name: x.aLifeCard });
      await expect(aLife.getByText(x.upToDate)).toBeVisible();
      await aLife.getByRole('link', { name: x.open }).click();
      await expect(page).toHaveURL(new RegExp(`/menu/${date}/1$`));
      const aLifeMenu = (await (await page.request.get(`/api/v1/menus/${date}/1`)).json()) as MenuDetail;
      expect(aLifeMenu.menu_override).toBe('ALIFE');
      const labelled = aLifeMenu.items.find((i) => i.a_life_label.trim() !== '');
      if (labelled) await expect(page.getByRole('heading', { name: labelled.a_life_label })).toBeVisible();
      await expect(page.getByText(x.aLifeChip, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: x.republish })).toBeEnabled();
      await shot(`menu-alife-${language}`);

      // An additional meal with its dates: a best-before date before production is refused clearly.
      await page.goto(`${x.prefix}/menu-review/date/${date}`);
      await page.getByRole('button', { name: x.addMeal }).click();
      const meal = page.getByRole('dialog', { name: x.mealDialog });
      const recipe = meal.getByRole('combobox', { name: x.recipe });
      await recipe.fill(first.name.slice(0, 4));
      await page.getByRole('option').first().click();
      await expect(meal.getByLabel(x.name)).not.toHaveValue('');
      await meal.getByLabel(x.bbDate).fill(addDays(date, -1));
      await meal.getByRole('button', { name: x.save }).click();
      await expect(meal.getByText(x.bbError)).toBeVisible();
      await shot(`menu-additional-meal-error-${language}`);
      await meal.getByLabel(x.bbDate).fill(addDays(date, 2));
      await meal.getByLabel(x.expiryDate).fill(addDays(date, 3));
      await meal.getByRole('button', { name: x.save }).click();
      await expect(meal).toBeHidden();
      await expect(page.getByTestId('additional-meal-row')).toHaveCount(1);
      await expect(standard.getByText(x.additionalChanged)).toBeVisible();
      await shot(`menu-review-date-${language}`);

      // The review of the one menu names the change; republished from the date, the change is gone.
      await standard.getByRole('link', { name: x.reviewOne }).click();
      await expect(page).toHaveURL(new RegExp(`/menu-review/${menu.menu_id}$`));
      // The date's page (two menus' changes) may still show while the one menu's page loads.
      await expect(page.getByTestId('menu-changes')).toHaveCount(1);
      await expect(page.getByTestId('menu-changes')).toContainText(x.additionalChanged);
      await shot(`menu-review-one-${language}`);
      await page.goBack();

      // Republished, the menu shows the additional meal with its dates.
      const again = await publishFromCard(page, x, x.standardCard, true);
      await again.getByRole('button', { name: x.republish, exact: true }).click();
      await expect(standard.getByText(x.upToDate)).toBeVisible();
      await page.goto(`${x.prefix}/menu/${date}/0`);
      await expect(page.getByTestId('menu-additional-meal')).toHaveCount(1);
      await expect(page.getByTestId('menu-additional-meal').getByText(x.bestBefore)).toBeVisible();
      await shot(`menu-with-additional-${language}`);
    });
  });
}
