import type { Page } from '@playwright/test';
import { addDays } from '@brigade/domain/calendar/iso-date';
import { businessDate } from '@brigade/domain/calendar/business-date';
import type { PostalDay } from '@brigade/domain/schemas/postal';
import { closeNotices, expect, test } from './fixtures.ts';

// Postal service ('/swiss-post', ADR 067): the demo courier 'Swiss Post A-Mail' (type POST) carries the
// demo's nationwide zone. The end-to-end server has no POSTAL_CLIENT_ID, so it runs in local mode: Brigade
// checks the addresses against its postcode list and draws the A6 labels itself. Live mode is covered by the
// server's tests against the loopback Swiss Post stand-in.

/**
 * Dates of the next two weeks with a parcel by post that can take a label and has none, with that parcel's
 * order ids as the table shows them.
 */
async function postDates(page: Page): Promise<{ date: string; orders: string }[]> {
  const today = businessDate(new Date());
  const dates: { date: string; orders: string }[] = [];
  for (let day = 1; day < 15 && dates.length < 2; day += 1) {
    const date = addDays(today, day);
    const response = await page.request.get(`/api/v1/postal/days/${date}`);
    expect(response.status(), await response.text()).toBe(200);
    const { orders } = (await response.json()) as PostalDay;
    const free = orders.find((o) => !o.label && o.validation && o.validation.quality !== 'UNUSABLE');
    if (free) dates.push({ date, orders: free.order_ids.join(', ') });
  }
  expect(dates.length, 'two dates with parcels by post in the demo data').toBe(2);
  return dates;
}

/** A PDF answer of the server: 200, application/pdf, starting with %PDF-. */
async function expectPdf(page: Page, href: string | null) {
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

const en = {
  prefix: '',
  heading: 'Postal service',
  mode: /^Local: Brigade draws the labels/,
  date: 'Delivery date',
  table: 'Orders that go by post',
  create: /^Create label for order /,
  label: /^Label 99\.\d{2}\.\d{6}\.\d{8}$/,
  day: 'Labels for the day',
  sheet: "Open the day's labels (PDF)",
  check: 'Check an address',
  street: 'Street',
  houseNumber: 'House number',
  postcode: 'Postcode',
  city: 'City',
  submit: 'Check address',
  certified: 'Result: Certified',
};

const de: typeof en = {
  prefix: '/de',
  heading: 'Postdienst',
  mode: /^Lokal: Brigade zeichnet die Etiketten/,
  date: 'Lieferdatum',
  table: 'Bestellungen per Post',
  create: /^Etikette für Bestellung .* erstellen$/,
  label: /^Etikette 99\.\d{2}\.\d{6}\.\d{8}$/,
  day: 'Etiketten des Tages',
  sheet: 'Etiketten des Tages öffnen (PDF)',
  check: 'Adresse prüfen',
  street: 'Strasse',
  houseNumber: 'Hausnummer',
  postcode: 'Postleitzahl',
  city: 'Ort',
  submit: 'Adresse prüfen',
  certified: 'Ergebnis: Zertifiziert',
};

test.describe.configure({ mode: 'serial' });

for (const [index, [language, x]] of (
  [
    ['en', en],
    ['de', de],
  ] as const
).entries()) {
  test(`postal service (${language}): a label for an order, then the day's labels as one PDF`, async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(90_000);
    await loginAs('super');
    const { date, orders } = (await postDates(page))[index]!;
    await page.goto(`${x.prefix}/swiss-post?date=${date}`);
    await expect(page.getByRole('main').getByRole('heading', { name: x.heading, level: 2 })).toBeVisible();
    await expect(page.getByTestId('postal-mode')).toHaveText(x.mode);
    await expect(page.getByLabel(x.date)).toHaveValue(date);
    const table = page.getByRole('table', { name: x.table });
    await expect(table.getByTestId('postal-row').first()).toBeVisible();

    const row = table
      .getByTestId('postal-row')
      .filter({ has: page.getByRole('cell', { name: orders, exact: true }) });
    await row.getByRole('button', { name: x.create }).click();
    const link = row.getByRole('link', { name: x.label });
    await expect(link).toBeVisible();
    await expectPdf(page, await link.getAttribute('href'));

    await page.getByRole('button', { name: x.day }).click();
    const result = page.getByTestId('postal-day-result');
    const sheet = result.getByRole('link', { name: x.sheet });
    await expect(sheet).toBeVisible();
    await expectPdf(page, await sheet.getAttribute('href'));
    await expect(table.getByRole('link', { name: x.label }).first()).toBeVisible();

    await closeNotices(page);
    const form = page.getByRole('form', { name: x.check });
    await form.getByLabel(x.street).fill('Marktgasse');
    await form.getByLabel(x.houseNumber).fill('1');
    await form.getByLabel(x.postcode).fill('3011');
    await form.getByLabel(x.city).fill('Bern');
    await form.getByRole('button', { name: x.submit }).click();
    await expect(form.getByTestId('postal-check-result')).toContainText(x.certified);
    await shot(`postal-${language}`);
  });
}
