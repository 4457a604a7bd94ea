import { addDays } from '@brigade/domain/calendar/iso-date';
import { parseWeekId } from '@brigade/domain/calendar/week-id';
import type { Page } from '@playwright/test';
import { createCustomer, expect, nextMonday, test, unique } from './fixtures.ts';

/** A customer with a billing address and an allergy, and a LEAN flex order from next Monday, through the API. */
async function createCustomerWithOrder(page: Page, last: string, startWeek: string) {
  const { customer_id } = await createCustomer(page, {
    first_name: 'Mia',
    last_name: last,
    email: `mia.${last.toLowerCase()}@example.ch`,
    billing_address: { street: 'Seefeldstrasse 40', postcode: '8008', city: 'Zürich' },
    other_allergens: ['Sesame'],
  });
  const order = await page.request.post('/api/v1/orders', {
    data: { customer_id, type: 'LEAN', is_flex: true, start_week: startWeek },
  });
  expect(order.status(), await order.text()).toBe(201);
  return { customerId: customer_id, orderId: ((await order.json()) as { order_id: number }).order_id };
}

/** The Week's row of the customer, found with the grid's search box. */
async function weekRow(page: Page, last: string, searchLabel: RegExp) {
  await page.getByRole('searchbox', { name: searchLabel }).fill(last);
  const row = page.getByRole('row', { name: new RegExp(last) });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('The Week and the customer overview', () => {
  test('a LEAN flex order from next Monday: skip Wednesday in the overview, The Week shows 4 days (EN)', async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(90_000);
    await loginAs('super');
    const last = `Week${unique()}`;
    const { monday, weekId, overview } = nextMonday();
    const { orderId } = await createCustomerWithOrder(page, last, weekId);

    await page.goto(`/week/customers?start_date=${monday}`);
    await expect(page.getByRole('banner')).toContainText('The Week');
    await expect(page.getByTestId('week-heading')).toContainText(`Week ${parseWeekId(weekId).week}, `);
    await expect(page.getByRole('row', { name: /Order #\d+/ }).first()).toBeVisible();
    await shot('week-customers-all');
    let row = await weekRow(page, last, /search name/i);
    await expect(row.locator('[data-field="programme"]')).toHaveText('LEAN flex');
    await expect(row.locator('[data-field="num_days"]')).toHaveText('5');
    await expect(row.locator('[data-field="wednesday"]')).toHaveText('Br Sh Lu Dr Tr Ot');
    await expect(row.locator('[data-field="address"]')).toContainText('Seefeldstrasse 40');
    await expect(row.locator('[data-field="health"]')).toContainText('Sesame');
    await expect(row.locator('[data-field="map"]')).toContainText('Unable to determine coordinates');

    // '+ Order' opens the edit-order dialog for a new order.
    await page.getByRole('button', { name: '+ Order' }).click();
    await expect(page.getByRole('dialog', { name: 'New order' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The overview: skip Wednesday in place.
    await page.goto(overview);
    await expect(page.getByRole('banner')).toContainText('Customer Overview');
    await page.getByRole('searchbox', { name: /search name/i }).fill(last);
    const order = page.getByTestId(`overview-order-${orderId}`);
    const wednesday = order.getByRole('checkbox', { name: `Deliver Mia ${last} on Wednesday` });
    await expect(wednesday).toBeChecked();
    await wednesday.click(); // saved first: the box follows the server
    await expect(wednesday).not.toBeChecked();
    await expect(order.getByTestId('num-days')).toHaveText('4');
    await expect(order).toContainText('skipped');

    // An additional bag on Thursday through the edit day bag dialog.
    await order.getByRole('button', { name: `Edit day bag: Mia ${last} Thursday` }).click();
    const bagDialog = page.getByRole('dialog', { name: 'Edit day bag' });
    await bagDialog.getByLabel('Quantity').fill('2');
    await bagDialog.getByLabel('Note').fill('For the colleague');
    await bagDialog.getByRole('button', { name: 'Save' }).click();
    await expect(bagDialog).toBeHidden();
    const bags = await (await page.request.get(`/api/v1/orders/${orderId}/additional-bags`)).json();
    expect(bags.items[0]).toMatchObject({
      bags_json: [{ meal_type: 'lunch', qty: 2, note: 'For the colleague' }],
    });
    await shot('customer-overview');

    await page.goto(`/week/customers?start_date=${monday}`);
    row = await weekRow(page, last, /search name/i);
    await expect(row.locator('[data-field="num_days"]')).toHaveText('4');
    await expect(row.locator('[data-field="wednesday"]')).toHaveText('–');
    await expect(row.locator('[data-field="thursday"]')).toHaveText('Br Sh Lu Dr Tr Ot');
    await shot('week-customers');

    // The order link opens the order in the edit-order dialog.
    await row.getByRole('button', { name: `Order #${orderId}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('in German: Die Woche and the Kundenübersicht; delivering Wednesday again brings 5 days back (DE)', async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(90_000);
    await loginAs('super');
    const last = `Woche${unique()}`;
    const { monday, weekId, overview } = nextMonday();
    const { orderId } = await createCustomerWithOrder(page, last, weekId);
    const skip = await page.request.put(`/api/v1/orders/${orderId}/day-overrides/${addDays(monday, 2)}`, {
      data: { status: 0, has_discount_meals: true, programme_type: null, is_flex: null, version: 0 },
    });
    expect(skip.status(), await skip.text()).toBe(200);

    await page.goto(`/de/week/customers?start_date=${monday}`);
    await expect(page.getByRole('banner')).toContainText('Die Woche');
    let row = await weekRow(page, last, /suchen/i);
    await expect(row.locator('[data-field="num_days"]')).toHaveText('4');
    await expect(row.locator('[data-field="wednesday"]')).toHaveText('–');
    await expect(row.locator('[data-field="tuesday"]')).toHaveText('Fr Sh Mi Dr Sn An');
    await expect(row.locator('[data-field="map"]')).toContainText('Koordinaten können nicht bestimmt werden');
    await expect(page.getByRole('columnheader', { name: 'Tage', exact: true })).toBeVisible();
    await shot('week-customers-de');

    await page.goto(`/de${overview}/${orderId}`);
    await expect(page.getByRole('banner')).toContainText('Kundenübersicht');
    await expect(page.getByText(`Nur Bestellung #${orderId} wird angezeigt.`)).toBeVisible();
    const order = page.getByTestId(`overview-order-${orderId}`);
    const wednesday = order.getByRole('checkbox', { name: `Mia ${last} am Mittwoch beliefern` });
    await expect(wednesday).not.toBeChecked();
    await wednesday.click();
    await expect(wednesday).toBeChecked();
    await expect(order.getByTestId('num-days')).toHaveText('5');

    // A meal override: STRONG on Tuesday.
    await order.getByRole('button', { name: `Mahlzeiten ändern: Mia ${last} Dienstag` }).click();
    const mealDialog = page.getByRole('dialog', { name: 'Mahlzeiten ändern' });
    await mealDialog.getByRole('combobox', { name: 'Programm' }).click();
    await page.getByRole('option', { name: 'STRONG' }).click();
    await mealDialog.getByLabel('Flex').uncheck();
    await shot('meal-override-de');
    await mealDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(mealDialog).toBeHidden();
    await shot('customer-overview-de');

    await page.goto(`/de/week/customers?start_date=${monday}`);
    row = await weekRow(page, last, /suchen/i);
    await expect(row.locator('[data-field="num_days"]')).toHaveText('5');
    await expect(row.locator('[data-field="wednesday"]')).toHaveText('Fr Sh Mi Dr Sn An');
    await expect(row.locator('[data-field="tuesday"]')).toHaveText('Fr Sh Mi Dr Sn PS Ab An');
  });

  test('/customers/overview opens the default week; an invalid week says so', async ({ page, loginAs }) => {
    await loginAs('super');
    await page.goto('/customers/overview');
    await expect(page).toHaveURL(/\/customers\/overview\/\d{4}\/\d{1,2}$/);
    await page.goto('/customers/overview/2026/60');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Invalid weekId');
  });
});
