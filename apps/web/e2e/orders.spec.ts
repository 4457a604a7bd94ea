import { parseWeekId } from '@brigade/domain/calendar/week-id';
import { dayRate } from '@brigade/domain/pricing/day-rate';
import { defaultDiscountMeals } from '@brigade/domain/programmes/default-discount-meals';
import type { Page } from '@playwright/test';
import { chf, createCustomer, expect, nextMonday, searchOne, test, unique } from './fixtures.ts';

/** A customer with a billing address, created through the API as customer service would. */
const newCustomer = (page: Page, last: string) =>
  createCustomer(page, {
    first_name: 'Lea',
    last_name: last,
    email: `lea.${last.toLowerCase()}@example.ch`,
    billing_address: { street: 'Seefeldstrasse 12', postcode: '8008', city: 'Zürich' },
  });

async function chooseCustomer(page: Page, dialogName: string, label: string, name: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel(label).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

test.describe('Orders and programmes', () => {
  // Each test creates a customer and an order through the screens: a loaded machine needs more than 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('creates a LEAN flex order from next Monday with the model-3 day rate, edits it, finds it in /orders', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs('super');
    const last = `Order${unique()}`;
    const customer = await newCustomer(page, last);
    const week = nextMonday().weekId;
    const expectedRate = dayRate(3, {
      type: 'LEAN',
      isFlex: true,
      discountMeals: defaultDiscountMeals('LEAN', true),
    });

    await page.goto('/orders');
    await page.getByRole('button', { name: 'New order' }).click();
    const dialog = page.getByRole('dialog', { name: 'New order' });
    await chooseCustomer(page, 'New order', 'Customer', customer.name);
    await dialog.getByLabel('Flex').check();
    await dialog.getByRole('combobox', { name: 'Start week' }).click();
    await page.getByRole('option', { name: new RegExp(`^Week ${parseWeekId(week).week} ·`) }).click();
    await expect(dialog.getByTestId('order-day-rate')).toHaveText(chf(expectedRate, 'en'));
    await expect(dialog.getByTestId('order-week-price')).toHaveText(chf(expectedRate * 5, 'en'));
    await expect(dialog.getByRole('button', { name: 'Power shake' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('button', { name: 'Dinner' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByLabel('Delivery instructions').fill('Ring twice');
    await shot('order-new-dialog');
    await dialog.getByRole('button', { name: 'Create order' }).click();
    await expect(dialog).toBeHidden();

    const list = await (await page.request.get(`/api/v1/orders?customer_id=${customer.customer_id}`)).json();
    expect(list.total).toBe(1);
    const created = await (await page.request.get(`/api/v1/orders/${list.items[0].order_id}`)).json();
    expect(created).toMatchObject({
      programme: 'LEAN flex',
      start_week: week,
      weekdays: [1, 2, 3, 4, 5],
      price_model: 3,
      day_rate: expectedRate,
      delivery_instructions: 'Ring twice',
    });

    await page.reload();
    await searchOne(page, last);
    const row = page.getByRole('row', { name: new RegExp(customer.name) });
    await expect(row).toContainText('LEAN flex');
    await expect(row).toContainText(chf(expectedRate, 'en'));
    await shot('orders-list');
    await row.click();
    const edit = page.getByRole('dialog', { name: `Order ${created.order_id} · ${customer.name}` });
    await expect(edit.getByLabel('Delivery instructions')).toHaveValue('Ring twice');
    await edit.getByRole('button', { name: 'Wednesday' }).click();
    await expect(edit.getByTestId('order-week-price')).toHaveText(chf(expectedRate * 4, 'en'));
    await shot('order-edit-dialog');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const saved = await (await page.request.get(`/api/v1/orders/${created.order_id}`)).json();
    expect(saved).toMatchObject({ weekdays: [1, 2, 4, 5], version: 2, week_price: expectedRate * 4 });
  });

  test('the programmes page lists the programme types with their prices, in EN and DE @phone', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs('super');
    await page.goto('/programmes');
    const leanFlex = page.getByRole('region', { name: 'LEAN flex' });
    const rate = dayRate(3, {
      type: 'LEAN',
      isFlex: true,
      discountMeals: defaultDiscountMeals('LEAN', true),
    });
    await expect(leanFlex).toContainText(`Day rate: ${chf(rate, 'en')}`);
    await expect(leanFlex).toContainText(`Week (5 days): ${chf(rate * 5, 'en')}`);
    await expect(page.getByRole('region', { name: 'STRONG 1-day trial' })).toContainText(chf(65, 'en'));
    await shot('programmes');
    await page.getByRole('button', { name: 'Add programme (new order for a customer)' }).click();
    await expect(page.getByRole('dialog', { name: 'New order' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/de/programmes');
    await expect(page.getByRole('region', { name: 'LEAN flex' })).toContainText(
      `Tagespreis: ${chf(rate, 'de')}`,
    );
    await expect(page.getByRole('region', { name: 'LEAN 1-Tages-Probe' })).toContainText(chf(60, 'de'));
    await shot('programmes-de');
  });

  test('an order in German: /de/orders', async ({ page, loginAs, shot }) => {
    await loginAs('super');
    const last = `Bestellung${unique()}`;
    const customer = await newCustomer(page, last);
    await page.goto('/de/orders');
    await page.getByRole('button', { name: 'Neue Bestellung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Bestellung' });
    await chooseCustomer(page, 'Neue Bestellung', 'Kunde', customer.name);
    await dialog.getByRole('combobox', { name: 'Programmtyp' }).click();
    await page.getByRole('option', { name: 'STRONG' }).click();
    const strong = dayRate(3, { type: 'STRONG', isFlex: false, discountMeals: [] });
    await expect(dialog.getByTestId('order-day-rate')).toHaveText(chf(strong, 'de'));
    await expect(dialog.getByRole('button', { name: 'Power-Shake' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await shot('order-new-dialog-de');
    await dialog.getByRole('button', { name: 'Bestellung erstellen' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: /suchen/i }).fill(last);
    await expect(page.getByText(/^1–1 von 1$/)).toBeVisible({ timeout: 15_000 });
    const row = page.getByRole('row', { name: new RegExp(customer.name) });
    await expect(row).toContainText('STRONG');
    await expect(row).toContainText(chf(strong, 'de'));
    await shot('orders-list-de');
  });
});
