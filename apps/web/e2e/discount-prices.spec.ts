import { dayRate } from '@brigade/domain/pricing/day-rate';
import { defaultDiscountMeals } from '@brigade/domain/programmes/default-discount-meals';
import type { Page } from '@playwright/test';
import { chf, createCustomer, expect, searchOne, test, unique } from './fixtures.ts';

/** LEAN flex today (price model 3): the sum of its meals a day, five days a week. */
const leanFlexRate = dayRate(3, {
  type: 'LEAN',
  isFlex: true,
  discountMeals: defaultDiscountMeals('LEAN', true),
});
const week = leanFlexRate * 5;
/** 15 % off: the multiplier 0.85, rounded to the cent. */
const afterCode = Math.round(week * 85) / 100;

/** A discount code of the test's own, made through the API as staff would in Controls → Discount codes. */
async function addCode(page: Page, code: string, validTo: string, validFrom: string | null = null) {
  const response = await page.request.post('/api/v1/discounts', {
    data: { code, kind: 'PERCENT', value: 15, valid_from: validFrom, valid_to: validTo, usage_limit: 5 },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function setUp(page: Page, language: 'en' | 'de') {
  const tag = unique().toUpperCase();
  const customer = await createCustomer(page, {
    first_name: 'Rita',
    last_name: `Rabatt${tag}`,
    email: `rita.${tag.toLowerCase()}@example.ch`,
    billing_address: { street: 'Seefeldstrasse 12', postcode: '8008', city: 'Zürich' },
  });
  const lang = language.toUpperCase();
  const codes = { valid: `E2E-${lang}-${tag}`, expired: `E2E-OLD-${lang}-${tag}` };
  await addCode(page, codes.valid, '2099-12-31');
  await addCode(page, codes.expired, '2021-12-31', '2021-01-01');
  return { customer, codes };
}

/** Types part of a code into the dialog's code field and picks it from the suggestions. */
async function pickCode(page: Page, label: string, code: string) {
  await page.getByRole('combobox', { name: label }).fill(code.slice(0, -2).toLowerCase());
  await page.getByRole('option', { name: new RegExp(`^${code} · `) }).click();
}

test.describe('Discount codes in order prices', () => {
  test.describe.configure({ timeout: 60_000 });

  test('applies a code to an order and shows the price change; an expired code is refused', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs('super');
    const { customer, codes } = await setUp(page, 'en');
    await page.goto('/orders');
    await page.getByRole('button', { name: 'New order' }).click();
    const dialog = page.getByRole('dialog', { name: 'New order' });
    await dialog.getByLabel('Customer').fill(customer.last_name);
    await page.getByRole('option', { name: new RegExp(customer.last_name) }).click();
    await dialog.getByLabel('Flex').check();
    await expect(dialog.getByTestId('order-week-price')).toHaveText(chf(week, 'en'));

    await pickCode(page, 'Discount code', codes.valid);
    await expect(dialog.getByTestId('order-week-price')).toHaveText(chf(afterCode, 'en'));
    await expect(dialog.getByTestId('order-day-rate')).toHaveText(chf(afterCode / 5, 'en'));
    await expect(dialog.getByTestId('order-discount-amount')).toHaveText(`− ${chf(week - afterCode, 'en')}`);
    await expect(dialog.getByTestId('order-week-price-before')).toHaveText(chf(week, 'en'));
    await expect(dialog.getByTestId('order-discount')).toContainText(`Code ${codes.valid} (15 %)`);
    await dialog.getByRole('region', { name: 'Price' }).scrollIntoViewIfNeeded();
    await shot('order-discount-dialog');
    await dialog.getByRole('button', { name: 'Create order' }).click();
    await expect(dialog).toBeHidden();

    const list = await (await page.request.get(`/api/v1/orders?customer_id=${customer.customer_id}`)).json();
    const created = list.items[0];
    expect(created).toMatchObject({ discount_code: codes.valid, week_price: afterCode });
    await page.reload();
    await searchOne(page, customer.last_name);
    const row = page.getByRole('row', { name: new RegExp(customer.last_name) });
    await expect(row).toContainText(codes.valid);
    await expect(row).toContainText(chf(afterCode / 5, 'en'));
    await shot('orders-list-discount');

    // Another code that has expired: refused under the field, the order keeps its code.
    await row.click();
    const edit = page.getByRole('dialog', { name: new RegExp(`^Order ${created.order_id} · `) });
    await expect(edit.getByRole('combobox', { name: 'Discount code' })).toHaveValue(codes.valid);
    await edit.getByRole('combobox', { name: 'Discount code' }).fill(codes.expired);
    await expect(edit.getByText('The discount code is checked when the order is saved.')).toBeVisible();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('This discount code has expired')).toBeVisible();
    await shot('order-discount-expired');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    const stored = await (await page.request.get(`/api/v1/orders/${created.order_id}`)).json();
    expect(stored).toMatchObject({ discount_code: codes.valid, version: created.version });
  });

  test('in German: an expired code is refused, a valid one priced and saved', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs('super');
    const { customer, codes } = await setUp(page, 'de');
    await page.goto('/de/orders');
    await page.getByRole('button', { name: 'Neue Bestellung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Bestellung' });
    await dialog.getByLabel('Kunde').fill(customer.last_name);
    await page.getByRole('option', { name: new RegExp(customer.last_name) }).click();
    await dialog.getByLabel('Flex').check();

    await dialog.getByRole('combobox', { name: 'Rabattcode' }).fill(codes.expired);
    await dialog.getByRole('button', { name: 'Bestellung erstellen' }).click();
    await expect(dialog.getByText('Dieser Rabattcode ist abgelaufen')).toBeVisible();
    await shot('order-discount-expired-de');
    const none = await (await page.request.get(`/api/v1/orders?customer_id=${customer.customer_id}`)).json();
    expect(none.total).toBe(0);

    await pickCode(page, 'Rabattcode', codes.valid);
    await expect(dialog.getByTestId('order-week-price')).toHaveText(chf(afterCode, 'de'));
    await expect(dialog.getByTestId('order-discount-amount')).toHaveText(`− ${chf(week - afterCode, 'de')}`);
    await expect(dialog.getByTestId('order-discount')).toContainText('pro Woche');
    await shot('order-discount-dialog-de');
    await dialog.getByRole('button', { name: 'Bestellung erstellen' }).click();
    await expect(dialog).toBeHidden();
    const saved = await (await page.request.get(`/api/v1/orders?customer_id=${customer.customer_id}`)).json();
    expect(saved.items[0]).toMatchObject({ discount_code: codes.valid, week_price: afterCode });
  });
});
