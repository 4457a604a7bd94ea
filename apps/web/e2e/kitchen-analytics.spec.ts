import { readFile } from 'node:fs/promises';
import { currentWeekMonday, lastWeeksRange } from '@brigade/domain/analytics/analytics-range';
import { addDays } from '@brigade/domain/calendar/iso-date';
import type { DeliveryWeeklyResponse } from '@brigade/domain/schemas/delivery-analytics';
import type { FoodMealsWeeklyResponse } from '@brigade/domain/schemas/food-analytics';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Food and delivery analytics (issue 20): each screen opens on the last 12 weeks with its charts drawn and the
// server's figures in its tables, the range changes to the last 26 weeks from its shortcut, a table downloads
// as CSV with what the screen shows, and weeks without tracking say so.

const en = {
  prefix: '',
  weeks12: '12 weeks',
  weeks26: '26 weeks',
  last26: 'Last 26 weeks',
  csv: 'Export CSV',
  meals: 'Meals per week by meal type',
  deliveries: 'Deliveries per week',
  groupBy: 'Group by',
  courier: 'Courier',
  byCourier: 'Deliveries by courier',
  untracked: 'No delivery in this range has tracking',
  zone: 'Zone',
};
const de = {
  prefix: '/de',
  weeks12: '12 Wochen',
  weeks26: '26 Wochen',
  last26: 'Letzte 26 Wochen',
  csv: 'CSV exportieren',
  meals: 'Mahlzeiten pro Woche nach Mahlzeitentyp',
  deliveries: 'Lieferungen pro Woche',
  groupBy: 'Gruppieren nach',
  courier: 'Kurier',
  byCourier: 'Lieferungen nach Kurier',
  untracked: 'Keine Lieferung in diesem Zeitraum hat ein Tracking',
  zone: 'Zone',
};

/** A CSV download of a card: its lines without the BOM. */
async function downloadCsv(page: Page, testId: string, name: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(testId).getByRole('link', { name }).click(),
  ]);
  return (await readFile((await download.path())!, 'utf8')).replace('\uFEFF', '').trim().split('\r\n');
}

/** The cells of a table's rows as the screen shows them. */
async function cells(page: Page, testId: string): Promise<string[][]> {
  return page
    .getByTestId(`${testId}-table`)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent ?? '')));
}

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test(`the food and delivery analytics (${language})`, async ({ page, loginAs, shot }) => {
    test.setTimeout(120_000);
    await loginAs('super');
    const count = (v: number) => new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-CH').format(v);
    const to = currentWeekMonday(new Date());

    // Food: the meals per week as the API counts them, each card's chart drawn.
    const meals = (await (
      await page.request.get('/api/v1/analytics/food/meals')
    ).json()) as FoodMealsWeeklyResponse;
    expect(meals).toMatchObject(lastWeeksRange(to, 12));
    expect(meals.rows.reduce((s, r) => s + r.total, 0)).toBeGreaterThan(0);
    await page.goto(`${x.prefix}/analytics/food`);
    await expect(page.getByTestId('range-heading')).toContainText(x.weeks12);
    await expect(page.getByTestId('food-meals')).toContainText(x.meals);
    await expect(page.getByTestId('food-meals-table').locator('tbody tr')).toHaveCount(12);
    const totals = (await cells(page, 'food-meals')).map((r) => r[10]);
    expect(totals).toEqual(meals.rows.map((r) => count(r.total)));
    for (const card of ['food-meals', 'food-recipes', 'food-ingredients']) {
      await expect(page.getByTestId(`${card}-chart`).locator('svg').first()).toBeVisible();
    }
    await shot(`kitchen-analytics-food-${language}`);
    await page.getByRole('button', { name: x.last26 }).click();
    await expect(page).toHaveURL(new RegExp(`from=${lastWeeksRange(to, 26).from}&to=${to}`));
    await expect(page.getByTestId('range-heading')).toContainText(x.weeks26);
    await expect(page.getByTestId('food-meals-table').locator('tbody tr')).toHaveCount(26);
    const csv = await downloadCsv(page, 'food-meals', x.csv);
    expect(csv[0]).toBe(
      'week_id,start_date,breakfast,shot,lunch,dressing,treat,power_shake,dinner,other,extras,total,without_recipe',
    );
    expect(csv).toHaveLength(27);
    const last = meals.rows.at(-1)!;
    expect(csv.at(-1)!.split(',').slice(0, 2)).toEqual([last.week_id, last.start_date]);
    expect(csv.at(-1)!.split(',')[11]).toBe(String(last.total));

    // Delivery: the outcomes per week as the API counts them, the breakdown by courier, the reasons.
    const weekly = (await (
      await page.request.get('/api/v1/analytics/delivery/weekly')
    ).json()) as DeliveryWeeklyResponse;
    expect(weekly.tracked).toBe(true);
    await page.goto(`${x.prefix}/analytics/delivery`);
    await expect(page.getByTestId('delivery-weekly')).toContainText(x.deliveries);
    await expect(page.getByRole('combobox', { name: x.zone, exact: true })).toBeVisible();
    await expect(page.getByTestId('delivery-weekly-table').locator('tbody tr')).toHaveCount(12);
    const shown = await cells(page, 'delivery-weekly');
    expect(shown.map((r) => [r[1], r[2], r[3], r[4]])).toEqual(
      weekly.rows.map((r) => [r.deliveries, r.delivered, r.not_delivered, r.open].map(count)),
    );
    await expect(page.getByTestId('delivery-weekly-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('delivery-breakdown-chart').locator('svg').first()).toBeVisible();
    await shot(`kitchen-analytics-delivery-${language}`);
    await page.getByRole('combobox', { name: x.groupBy }).click();
    await page.getByRole('option', { name: x.courier }).click();
    await expect(page.getByTestId('delivery-breakdown')).toContainText(x.byCourier);
    await page.getByRole('button', { name: x.last26 }).click();
    await expect(page.getByTestId('delivery-weekly-table').locator('tbody tr')).toHaveCount(26);
    const weeklyCsv = await downloadCsv(page, 'delivery-weekly', x.csv);
    expect(weeklyCsv[0]).toBe(
      'week_id,start_date,deliveries,orders,delivered,not_delivered,open,on_time,with_window,delivered_pct,on_time_pct',
    );
    expect(weeklyCsv).toHaveLength(27);
    const lastWeek = weekly.rows.at(-1)!;
    expect(weeklyCsv.at(-1)!.split(',').slice(0, 3)).toEqual([
      lastWeek.week_id,
      lastWeek.start_date,
      String(lastWeek.deliveries),
    ]);

    // Weeks ahead have no tracking: the screen says so instead of drawing zeros.
    const ahead = lastWeeksRange(addDays(to, 52 * 7), 4);
    await page.goto(`${x.prefix}/analytics/delivery?from=${ahead.from}&to=${ahead.to}`);
    await expect(page.getByTestId('delivery-weekly')).toContainText(x.untracked);
    await expect(page.getByTestId('delivery-weekly-table')).toHaveCount(0);
    await shot(`kitchen-analytics-delivery-untracked-${language}`);
  });
}
