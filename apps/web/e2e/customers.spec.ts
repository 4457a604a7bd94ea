import type { Locator, Page } from '@playwright/test';
import { createCustomer, expect, field, searchOne, test, unique } from './fixtures.ts';

/** Picks options of a multi-select (MUI Autocomplete) by their visible names. */
async function choose(page: Page, field: Locator, names: string[]) {
  for (const name of names) {
    await field.click();
    await field.fill(name.slice(0, 4));
    await page.getByRole('option', { name, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

async function fillAddress(group: Locator, a: Record<string, string>) {
  for (const [label, value] of Object.entries(a)) {
    await field(group, label).fill(value);
  }
}

test.describe('Customers', () => {
  test('create a customer with both addresses and two allergens, find them, edit them (EN)', async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(90_000);
    await loginAs('super');
    const id = unique();
    const last = `Muster${id}`;
    await page.goto('/customers');
    await page.getByRole('button', { name: 'New customer' }).click();
    await expect(page).toHaveURL(/\/customers\/0$/);

    await field(page, 'First name').fill('Anna');
    await field(page, 'Last name').fill(last);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).first().fill(`anna.${id}@example.ch`);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).first().fill('079 123 45 67');
    await fillAddress(page.getByRole('group', { name: 'Billing address' }), {
      Company: 'Muster AG',
      Street: 'Bahnhofstrasse 10',
      'c/o': 'Empfang',
      Postcode: '8001',
      City: 'Zürich',
    });
    await page.getByLabel('Use billing address for delivery').uncheck();
    await fillAddress(page.getByRole('group', { name: 'Delivery address' }), {
      Street: 'Seefeldstrasse 5',
      Postcode: '8008',
      City: 'Zürich',
      Instruction: 'Leave at the door',
      Latitude: '47.36',
      Longitude: '8.55',
    });
    await choose(page, page.getByRole('combobox', { name: 'Allergens', exact: true }), ['Peanuts', 'Milk']);
    const dislikes = page.getByRole('combobox', { name: 'Dislikes', exact: true });
    await dislikes.fill('Coriander');
    await dislikes.press('Enter');
    // Notes must be JSON: the field says so before anything is sent.
    await page.getByLabel('Notes (JSON)').fill('not json');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Notes must be valid JSON', { exact: false })).toBeVisible();
    await page.getByLabel('Notes (JSON)').fill('{"text": "VIP"}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Customer Anna ${last} added.`)).toBeVisible();
    // Admin notices stay until closed.
    await page
      .getByRole('status')
      .filter({ hasText: 'added' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(page).toHaveURL(/\/customers\/[1-9]\d*$/);
    await expect(page.getByRole('heading', { name: `Anna ${last}` })).toBeVisible();
    await expect(page.getByText('+41 791234567')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Map' })).toHaveAttribute('href', /query=47\.36,8\.55/);
    await expect(page.getByRole('link', { name: 'Contact card' })).toBeVisible();
    await shot('customer-page');

    await page.goto('/customers');
    await searchOne(page, last);
    const row = page.getByRole('row', { name: new RegExp(`Anna ${last}`) });
    await expect(row).toContainText('8008 Zürich');
    await expect(row).toContainText('Delivery address');
    await shot('customers-list');

    await page.goto('/customers/allergies');
    await searchOne(page, last);
    const allergyRow = page.getByRole('row', { name: new RegExp(`Anna ${last}`) });
    await expect(allergyRow).toContainText('Peanuts');
    await expect(allergyRow).toContainText('Milk');
    await expect(allergyRow).toContainText('Coriander');
    await page.getByRole('combobox', { name: 'Allergen' }).click();
    await page.getByRole('option', { name: 'Peanuts' }).click();
    await expect(page.getByText(/^1–1 of 1$/)).toBeVisible();
    await shot('customer-allergies');

    await allergyRow.click();
    await expect(page.getByRole('heading', { name: `Anna ${last}` })).toBeVisible();
    await page.getByLabel('Special requirements').fill('Low salt');
    await page
      .getByRole('group', { name: 'Delivery address' })
      .getByRole('textbox', { name: 'City', exact: true })
      .fill('Zollikon');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Customer Anna ${last} saved.`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Special requirements')).toHaveValue('Low salt');
    await expect(
      page
        .getByRole('group', { name: 'Delivery address' })
        .getByRole('textbox', { name: 'City', exact: true }),
    ).toHaveValue('Zollikon');
    await page.goto('/customers');
    await searchOne(page, last);
    await expect(row).toContainText('8008 Zollikon');
  });

  test('create in German, see it in the lists, delete it with confirmation (DE)', async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(90_000);
    await loginAs('super');
    const id = unique();
    const last = `Keller${id}`;
    await page.goto('/de/customers/0');
    await expect(page.getByRole('heading', { name: 'Neuer Kunde' })).toBeVisible();
    await field(page, 'Vorname').fill('Beat');
    await field(page, 'Nachname').fill(last);
    await fillAddress(page.getByRole('group', { name: 'Rechnungsadresse' }), {
      Strasse: 'Marktgasse 4',
      PLZ: '3011',
      Ort: 'Bern',
    });
    await expect(page.getByLabel('Rechnungsadresse für die Lieferung verwenden')).toBeChecked();
    await choose(page, page.getByRole('combobox', { name: 'Allergene', exact: true }), [
      'Erdnüsse',
      'Sellerie',
    ]);
    // A Swiss postcode has four digits: the field says so in German.
    await page
      .getByRole('group', { name: 'Rechnungsadresse' })
      .getByRole('textbox', { name: 'PLZ', exact: true })
      .fill('301');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByText('Die Postleitzahl muss 4 Ziffern haben', { exact: false }).first(),
    ).toBeVisible();
    await page
      .getByRole('group', { name: 'Rechnungsadresse' })
      .getByRole('textbox', { name: 'PLZ', exact: true })
      .fill('3011');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`Kunde Beat ${last} hinzugefügt.`)).toBeVisible();
    await expect(page.getByText('Rechnungsadresse', { exact: true }).first()).toBeVisible();
    await shot('customer-page-de');

    await page.goto('/de/customers');
    await page.getByRole('searchbox').first().fill(last);
    const row = page.getByRole('row', { name: new RegExp(`Beat ${last}`) });
    await expect(row).toContainText('3011 Bern');
    await expect(row).toContainText('Rechnungsadresse');
    await shot('customers-list-de');

    await page.goto('/de/customers/allergies');
    await page.getByRole('searchbox').first().fill(last);
    const allergyRow = page.getByRole('row', { name: new RegExp(`Beat ${last}`) });
    await expect(allergyRow).toContainText('Erdnüsse');
    await expect(allergyRow).toContainText('Sellerie');
    await shot('customer-allergies-de');

    await allergyRow.click();
    await expect(page.getByRole('heading', { name: `Beat ${last}` })).toBeVisible();
    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Kunde Beat ${last} mit Adressen und Gesundheitsangaben löschen?`);
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByText(`Kunde Beat ${last} gelöscht.`)).toBeVisible();
    await expect(page).toHaveURL(/\/de\/customers$/);
    const gone = await (await page.request.get(`/api/v1/customers?q=${last}`)).json();
    expect(gone.total).toBe(0);
  });
});

test('the customer list and page fit a phone @phone', async ({ page, loginAs, shot }) => {
  await loginAs('super');
  const id = unique();
  const { customer_id } = await createCustomer(page, {
    first_name: 'Phone',
    last_name: `Fit${id}`,
    billing_address: { street: 'Limmatquai 1', postcode: '8001', city: 'Zürich' },
    allergen_ids: [],
  });
  await page.goto('/customers');
  await page.getByRole('searchbox').first().fill(`Fit${id}`);
  await expect(page.getByRole('row', { name: new RegExp(`Phone Fit${id}`) })).toBeVisible();
  await shot('customers-list-fit');
  await page.goto(`/customers/${customer_id}`);
  await expect(page.getByRole('heading', { name: `Phone Fit${id}` })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shot('customer-page-fit');
});
