import type { Page } from '@playwright/test';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { addDays } from '@brigade/domain/calendar/iso-date';
import { isoWeekOfDate } from '@brigade/domain/calendar/week-id';
import type { AssignWeek } from '@brigade/domain/schemas/production';
import type { MealLabelsResponse, PackageLabelsResponse } from '@brigade/domain/schemas/labels';
import { expect, test } from './fixtures.ts';

// Labels (issue 18, ADR 068): a week's meal labels for all customers in one PDF, the A6 labels of a day, and a
// packing check where a nut-allergic customer's bag gets a meal with walnuts. The kitchen demo seed assigns
// recipes Monday–Friday of the default week; the packing check assigns the walnut breakfast to a later day of a
// customer allergic to nuts (both languages use the same day: the assignment is the same).

const en = {
  prefix: '',
  lang: 'English',
  count: /^\d+ labels?$/,
  customer: 'Customer',
  pdf: 'PDF of these labels',
  pdfA6: 'A6 PDF of the day',
  open: /^Open the PDF \((\d+) pages\)$/,
  scan: 'Scan or type a code',
  waitMeal: /^Packing bag B\d+-\d{8}-1: scan its meals\.$/,
  notOk: 'Does NOT belong in this bag',
  allergy: /Matches the customer's allergies: .*Walnuts/,
  start: 'Scan a bag or a meal.',
};
const de = {
  prefix: '/de',
  lang: 'Deutsch',
  count: /^\d+ Etiketten?$/,
  customer: 'Kunde',
  pdf: 'PDF dieser Etiketten',
  pdfA6: 'A6-PDF des Tages',
  open: /^PDF öffnen \((\d+) Seiten\)$/,
  scan: 'Code scannen oder eintippen',
  waitMeal: /^Tasche B\d+-\d{8}-1 wird gepackt: Scanne ihre Mahlzeiten\.$/,
  notOk: 'Gehört NICHT in diese Tasche',
  allergy: /Trifft die Allergien des Kunden: .*Walnuts/,
  start: 'Scanne eine Tasche oder eine Mahlzeit.',
};

async function json<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** Clicks a PDF button, waits for the job's link and answers the PDF's pages as the link names them. */
async function makePdf(page: Page, button: string, open: RegExp): Promise<number> {
  await page.getByRole('button', { name: button }).click();
  const link = page.getByTestId('label-pdf-link');
  await expect(link).toBeVisible({ timeout: 120_000 });
  const pages = Number(open.exec((await link.textContent()) ?? '')?.[1]);
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  return pages;
}

/** A day in the next three weeks on which a customer allergic to nuts gets a bag, with that bag. */
async function nutAllergicBag(page: Page) {
  const today = businessDate(new Date());
  for (let day = 7; day < 28; day += 1) {
    const date = addDays(today, day);
    const { labels } = await json<PackageLabelsResponse>(page, `/api/v1/labels/packages/${date}?lang=en`);
    const bag = labels.find((l) => l.allergies.includes('Nuts') && l.bag_no === 1);
    if (bag) return bag;
  }
  throw new Error('no customer allergic to nuts gets a bag in the demo data within four weeks');
}

/**
 * Assigns `recipeId` to the breakfast of `date` as a planner does: with the slot's version as read (0 when
 * empty). Both languages assign the same recipe to the same day side by side: when the other was first (409),
 * read again, and it is there.
 */
async function assignBreakfast(page: Page, date: string, recipeId: number) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const planned = await json<AssignWeek>(page, `/api/v1/production/assignments?start_date=${date}`);
    const slot = planned.days.find((d) => d.date === date)?.slots.find((s) => s.slot === 'breakfast');
    if (slot?.recipe_id === recipeId) return;
    const assigned = await page.request.put(`/api/v1/production/days/${date}/recipes`, {
      data: { slots: [{ slot: 'breakfast', recipe_id: recipeId, version: slot?.version ?? 0 }] },
    });
    if (assigned.status() === 200) return;
    expect(assigned.status(), await assigned.text()).toBe(409);
  }
  throw new Error(`breakfast of ${date} kept changing`);
}

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test.describe(`Labels (${language})`, () => {
    test.setTimeout(240_000);

    test("prints a week's meal labels for all customers as one PDF and previews a day's", async ({
      page,
      loginAs,
      shot,
    }) => {
      await loginAs('super');
      const monday = defaultWeekMonday(new Date());
      const { year, week } = isoWeekOfDate(monday);
      const whole = await json<MealLabelsResponse>(page, `/api/v1/labels/meals/${year}/${week}`);
      expect(whole.labels.length).toBeGreaterThan(1000);
      await page.goto(`${x.prefix}/printable/a4/meal-labels/${year}/${week}?day=${monday}&meal=lunch`);
      const day = whole.labels.filter((l) => l.date === monday && l.meal_type === 'lunch');
      await expect(page.getByTestId('meal-label')).toHaveCount(day.length);
      const first = page.getByTestId('meal-label').first();
      const origin = new URL(page.url()).origin;
      await expect(first.getByRole('img')).toHaveAttribute('data-value', `${origin}${day[0]!.qr_path}`);
      await expect(first.locator('strong').first()).toBeVisible();
      await shot(`meal-labels-${language}`);
      // One customer's labels of that day and meal, picked by name.
      const customerId = day.find((l) => l.customer_id !== null)!.customer_id!;
      const person = await json<{ first_name: string; last_name: string }>(
        page,
        `/api/v1/customers/${customerId}`,
      );
      const name = `${person.first_name} ${person.last_name}`;
      await page.getByLabel(x.customer).fill(name);
      await page
        .getByRole('option', { name: new RegExp(name) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`customer=${customerId}`));
      await expect(page.getByTestId('meal-label')).toHaveCount(
        day.filter((l) => l.customer_id === customerId).length,
      );
      // The whole week, every customer: one PDF made on the server.
      await page.goto(`${x.prefix}/printable/a4/meal-labels/${year}/${week}?day=${monday}&meal=shot`);
      await page.getByRole('combobox', { name: language === 'en' ? 'Day' : 'Tag' }).click();
      await page.getByRole('option', { name: language === 'en' ? 'Whole week' : 'Ganze Woche' }).click();
      await page.getByRole('combobox', { name: language === 'en' ? 'Meal' : 'Mahlzeit' }).click();
      await page.getByRole('option', { name: language === 'en' ? 'All meals' : 'Alle Mahlzeiten' }).click();
      await page.getByRole('button', { name: x.lang }).click();
      expect(await makePdf(page, x.pdf, x.open)).toBe(Math.ceil(whole.labels.length / 9));
    });

    test('prints the A6 labels of a day, each with its bag barcode', async ({ page, loginAs, shot }) => {
      await loginAs('super');
      const date = addDays(defaultWeekMonday(new Date()), 1);
      const { labels } = await json<PackageLabelsResponse>(
        page,
        `/api/v1/labels/packages/${date}?lang=${language}`,
      );
      await page.goto(`${x.prefix}/printable/a4/package-labels/a6/${date}/all`);
      await expect(page.getByTestId('package-label')).toHaveCount(labels.length);
      await expect(page.getByTestId('package-label').first().getByRole('img')).toHaveAttribute(
        'data-value',
        labels[0]!.code,
      );
      await shot(`package-labels-${language}`);
      expect(await makePdf(page, x.pdfA6, x.open)).toBe(labels.length);
    });

    test("turns red when a nut-allergic customer's bag gets a meal with walnuts", async ({
      page,
      loginAs,
      shot,
    }) => {
      await loginAs('super');
      const bag = await nutAllergicBag(page);
      const walnut = (await json<{ items: { recipe_id: number }[] }>(page, '/api/v1/recipes?q=walnuts'))
        .items[0]!.recipe_id;
      await loginAs('superchef');
      await assignBreakfast(page, bag.date, walnut);
      await loginAs('super');
      const { year, week } = isoWeekOfDate(bag.date);
      const meals = await json<MealLabelsResponse>(
        page,
        `/api/v1/labels/meals/${year}/${week}?date=${bag.date}&meal_type=breakfast&customer_id=${bag.customer_id}`,
      );
      const meal = meals.labels.find((l) => l.order_id === bag.order_id);
      expect(meal, 'the nut-allergic customer gets breakfast that day').toBeTruthy();

      await page.goto(`${x.prefix}/printable/a4/meal-labels/${year}/${week}/scan-qr`);
      const field = page.getByRole('textbox', { name: x.scan });
      await field.fill(bag.code);
      await field.press('Enter');
      await expect(page.getByTestId('scan-hint')).toHaveText(x.waitMeal);
      await field.fill(`${new URL(page.url()).origin}${meal!.qr_path}`);
      await field.press('Enter');
      const verdict = page.getByTestId('scan-verdict');
      await expect(verdict).toHaveAttribute('data-verdict', 'red');
      await expect(verdict).toContainText(x.notOk);
      await expect(verdict).toContainText(x.allergy);
      await shot(`scan-qr-red-${language}`);
      await field.fill('RESET');
      await field.press('Enter');
      await expect(page.getByTestId('scan-hint')).toHaveText(x.start);
      await expect(verdict).toBeHidden();
    });
  });
}
