import { chooseOption, expect, searchOne, test, unique } from './fixtures.ts';

test.describe('Delivery: couriers, delivery types, zones, postcodes', () => {
  test.beforeEach(async ({ loginAs }) => loginAs('super'));

  test('couriers: add, edit and delete, checked after reload @phone', async ({ page, shot }) => {
    const id = unique();
    await page.goto('/delivery_types?tab=couriers');
    await page.getByRole('button', { name: 'Add courier' }).click();
    const add = page.getByRole('dialog', { name: 'Add courier' });
    await add.getByLabel('Name').fill(`Velo ${id}`);
    await chooseOption(page, add, 'Courier type', 'Luckabox');
    await add.getByLabel(/Delivery times/).fill('07:00-09:00, 17:00-19:00');
    await shot('courier-add-dialog');
    await add.getByRole('button', { name: 'Add courier' }).click();
    await expect(add).toBeHidden();

    await page.reload();
    await searchOne(page, id);
    const row = page.getByRole('row', { name: new RegExp(`Velo ${id}`) });
    await expect(row).toContainText('Luckabox');
    await shot('couriers-list');
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: new RegExp(`Edit Velo ${id}`) });
    await expect(edit.getByLabel(/Delivery times/)).toHaveValue('07:00-09:00, 17:00-19:00');
    await edit.getByLabel(/Delivery times/).fill('08:00-09:00');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await page.reload();
    await searchOne(page, id);
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(edit.getByLabel(/Delivery times/)).toHaveValue('08:00-09:00');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Courier Velo ${id} deleted.`)).toBeVisible();
    await page.reload();
    await page
      .getByRole('searchbox', { name: /search/i })
      .first()
      .fill(id);
    await expect(page.getByText('No rows')).toBeVisible();
  });

  test('delivery type: create at /delivery_types/0, edit, delete; bad times show the message', async ({
    page,
    shot,
  }) => {
    const id = unique();
    await page.goto('/delivery_types');
    await page.getByRole('button', { name: 'New delivery type' }).click();
    await expect(page).toHaveURL(/\/delivery_types\/0$/);
    await page.getByRole('textbox', { name: /^Name/ }).fill(`Lunch ${id}`);
    const first = page.getByRole('group', { name: 'Courier 1' });
    await chooseOption(page, first, 'Courier 1', 'Luckabox Express');
    await first.getByLabel('From 1').fill('12:00');
    await first.getByLabel('To 1').fill('11:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(first.getByText('The from time must be before the to time')).toBeVisible();
    await first.getByLabel('To 1').fill('13:30');
    await expect(page.getByText('Luckabox Express: 12:00 - 13:30')).toBeVisible();
    await shot('delivery-type-new');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/delivery_types\/[1-9]\d*$/);

    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(`Lunch ${id}`);
    const second = page.getByRole('group', { name: 'Courier 2' });
    await chooseOption(page, second, 'Courier 2', 'Mailbox drop');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Delivery type Lunch ${id} saved.`)).toBeVisible();
    await page.goto('/delivery_types');
    await searchOne(page, id);
    const row = page.getByRole('row', { name: new RegExp(`Lunch ${id}`) });
    await expect(row).toContainText('Mailbox drop');
    await shot('delivery-types-list');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Delivery type Lunch ${id} deleted.`)).toBeVisible();
    await page.reload();
    await page
      .getByRole('searchbox', { name: /search/i })
      .first()
      .fill(id);
    await expect(page.getByText('No rows')).toBeVisible();
  });

  test('delivery zones: add, edit, delete; bad price shows the message @phone', async ({ page, shot }) => {
    const id = unique().slice(-6).toUpperCase();
    await page.goto('/delivery-zones');
    await page.getByRole('button', { name: 'Add delivery zone' }).click();
    const add = page.getByRole('dialog', { name: 'Add delivery zone' });
    await add.getByLabel('Zone').fill(`Z${id}`);
    await add.getByLabel('Price (CHF)').fill('-3');
    await add.getByRole('button', { name: 'Add zone' }).click();
    await expect(add.getByText('Price must be a CHF amount from 0 to 1000')).toBeVisible();
    await add.getByLabel('Price (CHF)').fill('11.50');
    await chooseOption(page, add, 'Delivery type', 'City evening');
    await chooseOption(page, add, 'Default courier', 'Luckabox Express');
    await shot('zone-add-dialog');
    await add.getByRole('button', { name: 'Add zone' }).click();
    await expect(add).toBeHidden();
    await page.reload();
    await searchOne(page, `Z${id}`);
    const row = page.getByRole('row', { name: new RegExp(`Z${id}`) });
    await expect(row).toContainText('11.50');
    await shot('zones-list');
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: new RegExp(`Edit zone Z${id}`) });
    await edit.getByLabel('Price (CHF)').fill('12');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await page.reload();
    await searchOne(page, `Z${id}`);
    await expect(row).toContainText('12.00');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Zone Z${id} deleted.`)).toBeVisible();
  });

  test('postcodes: add, edit, delete, bulk update, courier lookup', async ({ page, shot }) => {
    const code = String(1000 + Math.floor(Math.random() * 8999));
    await page.request.delete(`/api/v1/postcodes/${code}?version=1`);
    await page.goto('/postcodes');
    await expect(page.getByRole('listitem').filter({ hasText: 'UNKNOWN' })).toBeVisible();
    await page.getByLabel('Courier for postcode').fill('8001');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('status')).toContainText('Ultra Kurier Zürich');
    await shot('postcodes');

    await page.getByRole('button', { name: 'Add postcode' }).click();
    const add = page.getByRole('dialog', { name: 'Add postcode' });
    await add.getByLabel('Postcode').fill('12');
    await add.getByRole('button', { name: 'Add postcode' }).click();
    await expect(add.getByText('Postcode must be 4 digits')).toBeVisible();
    await add.getByLabel('Postcode').fill(code);
    await add.getByLabel('Place').fill('Testdorf');
    await chooseOption(page, add, 'Zone', 'ZH2');
    await add.getByRole('button', { name: 'Add postcode' }).click();
    await expect(add).toBeHidden();
    await page.reload();
    await searchOne(page, 'Testdorf');
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('ZH2');

    await page.getByRole('button', { name: 'Bulk update zones' }).click();
    const bulk = page.getByRole('dialog', { name: 'Bulk update of postcode zone codes' });
    await bulk.getByLabel('Postcodes and zones').fill(`postcode;zone\n${code};MARS`);
    await bulk.getByRole('button', { name: 'Update zones' }).click();
    await expect(bulk.getByText(/Some lines name a zone that does not exist/)).toBeVisible();
    await bulk.getByLabel('Postcodes and zones').fill(`postcode;zone\n${code};WIN`);
    await shot('postcodes-bulk');
    await bulk.getByRole('button', { name: 'Update zones' }).click();
    await expect(bulk).toBeHidden();
    await page.reload();
    await searchOne(page, 'Testdorf');
    await expect(row).toContainText('WIN');

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit postcode ${code}` });
    await edit.getByLabel('Place').fill('Testdorf Süd');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await page.reload();
    await searchOne(page, 'Testdorf');
    await expect(row).toContainText('Testdorf Süd');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Postcode ${code} deleted.`)).toBeVisible();
    await page.reload();
    await page
      .getByRole('searchbox', { name: /search/i })
      .first()
      .fill('Testdorf');
    await expect(page.getByText('No rows')).toBeVisible();
  });

  test('German screens @phone', async ({ page, shot }) => {
    await page.goto('/de/delivery_types');
    await expect(page.getByRole('tab', { name: 'Lieferarten' })).toBeVisible();
    await expect(page.getByText('City morning')).toBeVisible();
    await shot('de-delivery-types');
    await page.goto('/de/delivery_types/1');
    await expect(page.getByRole('group', { name: 'Kurier 1' })).toBeVisible();
    await shot('de-delivery-type');
    await page.goto('/de/delivery-zones');
    await expect(page.getByText('ZH1')).toBeVisible();
    await shot('de-zones');
    await page.goto('/de/postcodes');
    await expect(page.getByRole('button', { name: 'Zonen gesammelt ändern' })).toBeVisible();
    await shot('de-postcodes');
  });
});

test('delivery screens and API are refused to SUPER_CHEF and CHEF', async ({ page, loginAs }) => {
  for (const user of ['superchef', 'chef'] as const) {
    await loginAs(user);
    for (const path of ['/couriers', '/delivery-types', '/postcode-zones', '/postcodes']) {
      expect((await page.request.get(`/api/v1${path}`)).status(), `${user} ${path}`).toBe(403);
    }
    await page.goto('/postcodes');
    await expect(page.getByRole('textbox', { name: 'Courier for postcode' })).toHaveCount(0);
  }
});
