import { readFile } from 'node:fs/promises';
import { currentWeekMonday, lastWeeksRange } from '@brigade/domain/analytics/analytics-range';
import type { CustomerWeeklyResponse, OrderWeeklyResponse } from '@brigade/domain/schemas/analytics-tables';
import { expect, test } from './fixtures.ts';

// Customer, order and accounting analytics (issue 20): each screen opens on the last 12 weeks with its charts
// drawn, the range changes to the last 26 weeks from its shortcut (in the address), and a table downloads as
// CSV with what the screen shows. The landing page links each screen with a headline figure.

const en = {
  prefix: '',
  weeks12: '12 weeks',
  weeks26: '26 weeks',
  last26: 'Last 26 weeks',
  csv: 'Export CSV',
  customers: 'Customers per week',
  orders: 'Orders, meals and revenue per week',
  bexio: 'Invoiced, paid and open per week',
  home: 'Customers',
  zone: 'Zone',
};
const de = {
  prefix: '/de',
  weeks12: '12 Wochen',
  weeks26: '26 Wochen',
  last26: 'Letzte 26 Wochen',
  csv: 'CSV exportieren',
  customers: 'Kunden pro Woche',
  orders: 'Bestellungen, Mahlzeiten und Umsatz pro Woche',
  bexio: 'Fakturiert, bezahlt und offen pro Woche',
  home: 'Kunden',
  zone: 'Zone',
};

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test(`the customer, order and accounting analytics (${language})`, async ({ page, loginAs, shot }) => {
    test.setTimeout(120_000);
    await loginAs('super');
    const to = currentWeekMonday(new Date());
    const weekly = (await (
      await page.request.get('/api/v1/analytics/customers/weekly')
    ).json()) as CustomerWeeklyResponse;
    expect(weekly).toMatchObject(lastWeeksRange(to, 12));

    // The landing page: a card per screen, the customers' with this week's active customers.
    await page.goto(`${x.prefix}/analytics`);
    await expect(page.getByTestId('home-customer')).toContainText(x.home);
    await expect(page.getByTestId('home-customer-figure')).toHaveText(
      new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-CH').format(weekly.rows.at(-1)!.active),
    );
    await expect(page.getByTestId('home-order-figure')).toContainText('CHF');
    await expect(page.getByTestId('home-bexio-figure')).toContainText('CHF');
    await shot(`analytics-home-${language}`);

    // Customers: 12 weeks, the chart, then the last 26 weeks and its CSV.
    await page.goto(`${x.prefix}/analytics/customer`);
    await expect(page.getByTestId('range-heading')).toContainText(x.weeks12);
    const card = page.getByTestId('customers-weekly');
    await expect(card).toContainText(x.customers);
    await expect(page.getByTestId('customers-weekly-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('customers-weekly-table').locator('tbody tr')).toHaveCount(12);
    // The filters: programme and the demo's postcode zones.
    await expect(page.getByLabel(x.zone)).toBeVisible();
    await shot(`analytics-customer-${language}`);
    await page.getByRole('button', { name: x.last26 }).click();
    const from26 = lastWeeksRange(to, 26).from;
    await expect(page).toHaveURL(new RegExp(`from=${from26}&to=${to}`));
    await expect(page.getByTestId('range-heading')).toContainText(x.weeks26);
    await expect(page.getByTestId('customers-weekly-table').locator('tbody tr')).toHaveCount(26);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: x.csv }).click(),
    ]);
    const csv = (await readFile((await download.path())!, 'utf8')).replace('\uFEFF', '').trim().split('\r\n');
    expect(csv[0]).toBe('week_id,start_date,active,new,returning,churned');
    expect(csv).toHaveLength(27);
    const last = weekly.rows.at(-1)!;
    expect(csv.at(-1)).toBe(
      [last.week_id, last.start_date, last.active, last.new, last.returning, last.churned].join(','),
    );

    // Orders: the revenue per week and programme, drawn and listed.
    const orders = (await (
      await page.request.get('/api/v1/analytics/orders/weekly')
    ).json()) as OrderWeeklyResponse;
    expect(orders.rows.reduce((s, r) => s + r.revenue, 0)).toBeGreaterThan(0);
    await page.goto(`${x.prefix}/analytics/order`);
    await expect(page.getByTestId('orders-weekly')).toContainText(x.orders);
    await expect(page.getByTestId('orders-weekly-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('orders-weekly-table').locator('tbody tr')).toHaveCount(12 * 6);
    await shot(`analytics-order-${language}`);

    // Accounting: the weekly card (its chart, or its empty state without invoices) and the ageing.
    await page.goto(`${x.prefix}/analytics/bexio`);
    await expect(page.getByTestId('accounting-weekly')).toContainText(x.bexio);
    await expect(page.getByTestId('accounting-ageing')).toBeVisible();
    await shot(`analytics-bexio-${language}`);
  });
}
