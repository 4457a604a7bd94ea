import type { Page } from '@playwright/test';
import { closeNotices, createCustomer, expect, test, unique } from './fixtures.ts';

/** A customer who is delivered to their own delivery address, created through the API as customer service would. */
const newCustomer = (page: Page, last: string) =>
  createCustomer(page, {
    first_name: 'Nina',
    last_name: last,
    email: `nina.${last.toLowerCase()}@example.ch`,
    use_billing: false,
    billing_address: { street: 'Bahnhofstrasse 1', postcode: '8001', city: 'Zürich' },
    delivery_address: { street: 'Seefeldstrasse 40', postcode: '8008', city: 'Zürich' },
  });

const languages = [
  {
    lang: 'en',
    prefix: '',
    add: 'Add special programme',
    name: 'Name',
    description: 'Description',
    start: 'Start date',
    price: 'Price per order (CHF)',
    nameRequired: 'Please provide a name for the Special Programme',
    startRequired: 'Please provide a start date for the Special Programme',
    find: 'Find a customer',
    addCustomer: 'Add customer',
    addGroup: 'Add delivery group',
    groupName: 'Delivery group',
    group: (n: string) => `Delivery group of ${n}`,
    delivery: (n: string) => `Delivery of ${n}`,
    accounting: (n: string) => `${n} billed through the accounting tool`,
    priceOf: (n: string) => `Price override of ${n}`,
    countOf: (n: string) => `Order count of ${n}`,
    reset: (n: string) => `Reset ${n} to defaults`,
    remove: (n: string) => `Remove ${n}`,
    yes: 'Yes',
    none: 'No customers on this programme yet.',
    noGroup: 'No group',
    chf: (s: string) => `CHF ${s}`,
  },
  {
    lang: 'de',
    prefix: '/de',
    add: 'Spezialprogramm hinzufügen',
    name: 'Name',
    description: 'Beschreibung',
    start: 'Startdatum',
    price: 'Preis pro Bestellung (CHF)',
    nameRequired: 'Bitte einen Namen für das Spezialprogramm angeben',
    startRequired: 'Bitte ein Startdatum für das Spezialprogramm angeben',
    find: 'Kunden suchen',
    addCustomer: 'Kunde hinzufügen',
    addGroup: 'Liefergruppe hinzufügen',
    groupName: 'Liefergruppe',
    group: (n: string) => `Liefergruppe von ${n}`,
    delivery: (n: string) => `Lieferung von ${n}`,
    accounting: (n: string) => `${n} über das Buchhaltungstool abrechnen`,
    priceOf: (n: string) => `Sonderpreis von ${n}`,
    countOf: (n: string) => `Anzahl Bestellungen von ${n}`,
    reset: (n: string) => `${n} auf Standardwerte zurücksetzen`,
    remove: (n: string) => `${n} entfernen`,
    yes: 'Ja',
    none: 'Noch keine Kunden in diesem Programm.',
    noGroup: 'Keine Gruppe',
    chf: (s: string) => `CHF ${s}`,
  },
] as const;

test.describe('Special programmes', () => {
  for (const l of languages) {
    test(`create a programme, add a customer, group, price and count them, reset and remove (${l.lang})`, async ({
      page,
      loginAs,
      shot,
    }) => {
      test.slow(); // a whole working session on one screen
      await loginAs('super');
      const id = unique();
      const last = `Sp${id}`;
      const customerName = `Nina ${last}`;
      await newCustomer(page, last);

      await page.goto(`${l.prefix}/customers/special-programmes`);
      await page.getByRole('button', { name: l.add }).click();
      const add = page.getByRole('dialog', { name: l.add });
      // Empty: the spec's messages, and no call.
      await add.getByRole('button', { name: l.add }).click();
      await expect(add.getByText(l.nameRequired)).toBeVisible();
      await expect(add.getByText(l.startRequired)).toBeVisible();
      await shot(`special-programme-add-errors-${l.lang}`);
      expect((await (await page.request.get(`/api/v1/special-programmes?q=${id}`)).json()).total).toBe(0);

      await add.getByLabel(new RegExp(`^${l.name}`)).fill(`Office lunch ${id}`);
      await add.getByLabel(l.description).fill('Tuesday team lunch');
      await add.getByLabel(new RegExp(`^${l.start}`)).fill('2026-12-07');
      await add.getByLabel(l.price).fill('20');
      await add.getByRole('button', { name: l.add }).click();
      await expect(add).toBeHidden();
      await expect(page.getByRole('heading', { name: `Office lunch ${id}` })).toBeVisible();

      // A customer, found with the customer search.
      await page.getByLabel(l.find).fill(last);
      await page.getByRole('option', { name: new RegExp(last) }).click();
      await page.getByRole('button', { name: l.addCustomer, exact: true }).click();
      const row = page.getByRole('row', { name: new RegExp(customerName) });
      await expect(row).toBeVisible();
      await expect(row.getByLabel(l.delivery(customerName))).toHaveText('Seefeldstrasse 40, 8008 Zürich');

      // A delivery group, then the customer in it.
      await page.getByRole('button', { name: l.addGroup }).click();
      const groupDialog = page.getByRole('dialog', { name: l.addGroup });
      await groupDialog.getByLabel(new RegExp(`^${l.groupName}`)).fill('Reception');
      await groupDialog.getByRole('button', { name: l.addGroup }).click();
      await expect(groupDialog).toBeHidden();
      await closeNotices(page);
      await row.getByLabel(l.group(customerName)).click();
      await page.getByRole('option', { name: 'Reception' }).click();
      await expect(row.getByLabel(l.group(customerName))).toHaveText('Reception');
      await expect(
        page.getByRole('region', {
          name: l.groupName === 'Liefergruppe' ? 'Liefergruppen' : 'Delivery groups',
        }),
      ).toContainText(customerName);

      // Order count at the programme price, then a price override.
      const value = row.getByTestId('sp-customer-value');
      await row.getByLabel(l.countOf(customerName)).fill('4');
      await row.getByLabel(l.countOf(customerName)).press('Enter');
      await expect(value).toHaveText(l.chf('80.00'));
      await row.getByLabel(l.priceOf(customerName)).fill('12.50');
      await row.getByLabel(l.priceOf(customerName)).press('Enter');
      await expect(value).toHaveText(l.chf('50.00'));
      await expect(page.getByTestId('sp-total-value')).toHaveText(l.chf('50.00'));
      // The switch shows the saved state: it turns on once the server has it.
      await row.getByLabel(l.accounting(customerName)).click();
      await expect(row.getByLabel(l.accounting(customerName))).toBeChecked();
      await expect(row.getByLabel(l.accounting(customerName))).toBeEnabled();
      await shot(`special-programme-detail-${l.lang}`);

      // Reset to defaults: no group, no override, not accounting; the order count stays.
      await closeNotices(page);
      await row.getByRole('button', { name: l.reset(customerName) }).click();
      await page.getByRole('dialog').getByRole('button', { name: l.yes }).click();
      await expect(value).toHaveText(l.chf('80.00'));
      await expect(row.getByLabel(l.group(customerName))).toContainText(l.noGroup);
      await expect(row.getByLabel(l.priceOf(customerName))).toHaveValue('');
      await expect(row.getByLabel(l.accounting(customerName))).not.toBeChecked();
      await expect(row.getByLabel(l.countOf(customerName))).toHaveValue('4');

      // Remove, after confirming.
      await closeNotices(page);
      await row.getByRole('button', { name: l.remove(customerName) }).click();
      await page.getByRole('dialog').getByRole('button', { name: l.yes }).click();
      await expect(page.getByText(l.none)).toBeVisible();
      const saved = await (await page.request.get(`/api/v1/special-programmes?q=${id}`)).json();
      expect(saved.items[0]).toMatchObject({ start_date: '2026-12-07', price_chf: 20, customer_count: 0 });
    });
  }

  test('an invalid start date is refused with the spec message', async ({ page, loginAs }) => {
    await loginAs('super');
    const response = await page.request.post('/api/v1/special-programmes', {
      data: { name: 'Bad date', start_date: '07.12.2026' },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).details).toEqual({
      start_date: 'The start date for the Special Programme is invalid.',
    });
  });

  test('the list shows a programme with its totals and opens it @phone', async ({ page, loginAs, shot }) => {
    await loginAs('super');
    const id = unique();
    const created = await page.request.post('/api/v1/special-programmes', {
      data: { name: `Listed ${id}`, start_date: '2027-01-04', price_chf: 15 },
    });
    expect(created.status()).toBe(201);
    await page.goto('/customers/special-programmes');
    await page.getByRole('searchbox', { name: /search/i }).fill(id);
    const row = page.getByRole('row', { name: new RegExp(`Listed ${id}`) });
    await expect(row).toContainText('04/01/2027');
    await shot('special-programmes-list-en');
    await row.getByText(`Listed ${id}`).click();
    await expect(page.getByRole('heading', { name: `Listed ${id}` })).toBeVisible();
    await expect(page.getByLabel('Price per order (CHF)')).toHaveValue('15');
    await expect(page.getByText('No customers on this programme yet.')).toBeVisible();
    await shot('special-programme-empty-en');
  });
});
