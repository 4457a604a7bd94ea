import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import type { MarginsResponse } from '@brigade/domain/schemas/margins';
import { chf, expect, test } from './fixtures.ts';

// Margins (issue 19): /notes/margins opens on the 8 weeks up to the default week; the default week's total
// shows the demo orders' revenue (more than 0) with food cost and margin, the chart is drawn, labour and
// delivery say they are not available yet, the .xlsx downloads, and a narrower range is one week.

const en = {
  prefix: '',
  title: 'Margins',
  weeks: '8 weeks',
  oneWeek: '1 week',
  notAvailable: 'not available yet',
  first: 'First week',
  export: 'Export .xlsx',
};
const de = {
  prefix: '/de',
  title: 'Margen',
  weeks: '8 Wochen',
  oneWeek: '1 Woche',
  notAvailable: 'noch nicht verfügbar',
  first: 'Erste Woche',
  export: '.xlsx exportieren',
};

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test(`the margins show the default week's revenue, food cost and margin (${language})`, async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(60_000);
    await loginAs('super');
    const monday = defaultWeekMonday(new Date());
    const api = (await (await page.request.get('/api/v1/margins')).json()) as MarginsResponse;
    const week = api.weeks.find((w) => w.start_date === monday)!;
    expect(week.totals.revenue).toBeGreaterThan(0);

    await page.goto(`${x.prefix}/notes/margins`);
    await expect(page).toHaveTitle(new RegExp(x.title));
    await expect(page.getByTestId('range-heading')).toContainText(x.weeks);
    const [year, number] = weekIdOfDate(monday).split('_');
    const cells = page
      .getByTestId('margin-total')
      .filter({ hasText: `Total W${number} ${year}` })
      .getByRole('cell');
    await expect(cells.nth(4)).toHaveText(chf(week.totals.revenue, language));
    await expect(cells.nth(5)).toHaveText(chf(week.totals.food_cost, language));
    await expect(cells.nth(6)).toHaveText(chf(week.totals.gross_margin, language));
    await expect(cells.nth(8)).toHaveAccessibleName(x.notAvailable);
    await expect(cells.nth(9)).toHaveAccessibleName(x.notAvailable);
    await expect(page.getByRole('columnheader').filter({ hasText: x.notAvailable })).toHaveCount(2);
    await expect(page.getByTestId('margins-chart').locator('svg').first()).toBeVisible();
    await shot(`margins-${language}`);

    const href = await page.getByRole('link', { name: x.export }).getAttribute('href');
    expect(href).toBe(`/api/v1/margins/export.xlsx?from=${api.from}&to=${api.to}`);
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('spreadsheetml');

    await page.getByLabel(x.first).fill(monday);
    await expect(page).toHaveURL(new RegExp(`from=${monday}`));
    await expect(page.getByTestId('range-heading')).toContainText(x.oneWeek);
    await expect(page.getByTestId('margin-total')).toHaveCount(2);
  });
}
