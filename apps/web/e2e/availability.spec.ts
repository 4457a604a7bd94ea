import { expect, test } from './fixtures.ts';

/** Two weekdays in a far year no other test uses, so parallel runs never share them. */
function farDates(): [string, string] {
  const year = 2100 + Math.floor(Math.random() * 800);
  return [`${year}-03-01`, `${year}-03-02`];
}

test.describe('Availability', () => {
  test('block two dates at once, check after reload, unblock one @phone', async ({ page, loginAs, shot }) => {
    await loginAs('super');
    const [first, second] = farDates();
    const year = first.slice(0, 4);
    await page.goto('/availability');
    await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible(); // the demo holidays
    await shot('availability-list');

    await page.getByRole('button', { name: 'Block dates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block dates' });
    for (const date of [first, second]) {
      await dialog.getByLabel('Date', { exact: true }).fill(date);
      await dialog.getByRole('button', { name: 'Add date' }).click();
    }
    await expect(dialog.getByRole('button', { name: /Mar/ })).toHaveCount(2);
    await shot('availability-add-dialog');
    await dialog.getByRole('button', { name: 'Block dates' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('2 dates blocked.')).toBeVisible();

    await page.reload();
    await page.getByRole('searchbox', { name: /search/i }).fill(year);
    await expect(page.getByText(/^1–2 of 2$/)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(first) });
    await row.getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(/is available again\./)).toBeVisible();

    await page.reload();
    await page.getByRole('searchbox', { name: /search/i }).fill(year);
    await expect(page.getByText(/^1–1 of 1$/)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(second) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(first) })).toHaveCount(0);
    await page.request.delete(`/api/v1/availability/dates-blocked?dates=${second}`);
  });

  test('saving without a date shows the field message and blocks nothing', async ({ page, loginAs }) => {
    await loginAs('super');
    await page.goto('/availability');
    await page.getByRole('button', { name: 'Block dates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block dates' });
    await dialog.getByRole('button', { name: 'Block dates' }).click();
    await expect(dialog.getByText('Choose at least one date')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('works in German', async ({ page, loginAs, shot }) => {
    await loginAs('super');
    await page.goto('/de/availability');
    await expect(page.getByRole('button', { name: 'Daten sperren' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Gesperrt am' })).toBeVisible();
    await shot('availability-de');
  });

  test('is refused to a super chef and a chef', async ({ page, loginAs }) => {
    for (const user of ['superchef', 'chef'] as const) {
      await loginAs(user);
      await page.goto('/availability');
      await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
      expect((await page.request.get('/api/v1/availability/dates-blocked')).status()).toBe(403);
    }
  });
});
