import { expect, searchOne, test, unique } from './fixtures.ts';

test.describe('Discount codes', () => {
  test('add, edit and delete a code, checked after reload @phone', async ({ page, loginAs, shot }) => {
    await loginAs('super');
    const code = `E2E-${unique().toUpperCase()}`;
    await page.goto('/discounts');
    await expect(page.getByRole('row', { name: /WELCOME10/ })).toBeVisible();
    await shot('discounts-list');

    await page.getByRole('button', { name: 'Add discount code' }).click();
    const add = page.getByRole('dialog', { name: 'Add discount code' });
    await add.getByLabel(/^Code/).fill(code.toLowerCase());
    await add.getByLabel('Description').fill('Autumn flyer');
    await add.getByLabel(/^Value/).fill('15');
    await add.getByLabel('Valid to').fill('2030-12-31');
    await add.getByLabel('Usage limit').fill('3');
    await shot('discount-add-dialog');
    await add.getByRole('button', { name: 'Add discount code' }).click();
    await expect(add).toBeHidden();

    await page.reload();
    await searchOne(page, code);
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('15 %');
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${code}` });
    await edit.getByLabel('Kind').click();
    await page.getByRole('option', { name: 'Fixed CHF off' }).click();
    await edit.getByLabel(/^Value/).fill('20');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();

    await page.reload();
    await searchOne(page, code);
    await expect(row).toContainText('CHF');
    await expect(row).toContainText('20.00');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Discount code ${code} deleted.`)).toBeVisible();
    await page.reload();
    await page.getByRole('searchbox', { name: /search/i }).fill(code);
    await expect(page.getByText('No rows')).toBeVisible({ timeout: 15_000 });
  });

  test('finds a code by autocomplete and filters unredeemed codes', async ({ page, loginAs, shot }) => {
    await loginAs('super');
    await page.goto('/discounts');
    await page.getByLabel('Find a code').fill('gym');
    await page.getByRole('option', { name: /GYM-OERLIKON/ }).click();
    await expect(page.getByRole('dialog', { name: 'Edit GYM-OERLIKON' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Unredeemed' }).click();
    await expect(page.getByRole('row', { name: /WELCOME10/ })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /SORRY10/ })).toBeVisible();
    await shot('discounts-unredeemed');
  });

  test('bad input shows the field messages and saves nothing', async ({ page, loginAs }) => {
    await loginAs('super');
    await page.goto('/discounts');
    await page.getByRole('button', { name: 'Add discount code' }).click();
    const add = page.getByRole('dialog', { name: 'Add discount code' });
    await add.getByLabel(/^Code/).fill('x');
    await add.getByLabel(/^Value/).fill('150');
    await add.getByLabel('Valid from').fill('2030-05-01');
    await add.getByLabel('Valid to').fill('2030-04-01');
    await add.getByRole('button', { name: 'Add discount code' }).click();
    await expect(add.getByText('Code must be 3 to 30 letters, digits, - or _')).toBeVisible();
    await add.getByLabel(/^Code/).fill('VALIDCODE');
    await add.getByRole('button', { name: 'Add discount code' }).click();
    await expect(add.getByText('A percentage must be more than 0 and at most 100')).toBeVisible();
    await expect(add.getByText('Valid to must be on or after valid from')).toBeVisible();
    await expect(add).toBeVisible();
  });

  test('a stale edit shows the conflict message and overwrites nothing', async ({ page, loginAs }) => {
    await loginAs('super');
    const code = `STALE-${unique().toUpperCase()}`;
    const data = {
      code,
      description: '',
      kind: 'PERCENT',
      value: 5,
      valid_from: null,
      valid_to: null,
      usage_limit: null,
    };
    const created = await (await page.request.post('/api/v1/discounts', { data })).json();
    await page.goto('/discounts');
    await searchOne(page, code);
    await page
      .getByRole('row', { name: new RegExp(code) })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel(/^Value/).fill('7');
    const theirs = await page.request.put(`/api/v1/discounts/${created.discount_id}`, {
      data: { ...data, value: 9, version: 1 },
    });
    expect(theirs.status()).toBe(200);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText(/Someone else changed this record/)).toBeVisible();
    const now = await (await page.request.get(`/api/v1/discounts/${created.discount_id}`)).json();
    expect(now.value).toBe(9);
    await page.request.delete(`/api/v1/discounts/${created.discount_id}?version=2`);
  });

  test('works in German and is refused to a super chef and a chef', async ({ page, loginAs, shot }) => {
    await loginAs('super');
    await page.goto('/de/discounts');
    await expect(page.getByRole('button', { name: 'Rabattcode hinzufügen' })).toBeVisible();
    await expect(page.getByText('Aufgebraucht').first()).toBeVisible();
    await shot('discounts-de');
    for (const user of ['superchef', 'chef'] as const) {
      await loginAs(user);
      await page.goto('/discounts');
      await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
      expect((await page.request.get('/api/v1/discounts')).status()).toBe(403);
    }
  });
});
