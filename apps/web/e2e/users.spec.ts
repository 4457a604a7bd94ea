import { expect, searchOne, test } from './fixtures.ts';

test('a SUPER user adds a user, changes their password and deletes them', async ({
  page,
  loginAs,
  shot,
  browser,
}) => {
  const name = `cook${Date.now().toString(36)}`;
  await loginAs('super');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'Add user' });
  await add.getByLabel('Username').fill(name);
  await add.getByLabel('E-mail').fill(`${name}@brigade.local`);
  await add.getByLabel(/^Password/).fill('short');
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(add.getByText('Password must be at least 12 characters')).toBeVisible();
  await add.getByLabel(/^Password/).fill('first-password-123');
  await shot('user-add-dialog');
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(add).toBeHidden();

  await page.reload();
  await searchOne(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await shot('users-list');

  await row.getByRole('button', { name: 'Change password' }).click();
  const pw = page.getByRole('dialog');
  await pw.getByLabel(/New password/).fill('second-password-456');
  await pw.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(`The password of ${name} has been changed.`)).toBeVisible();

  // The new password works in a fresh browser, where the user changes it again from their own menu (its
  // dialog loads when opened, not with the top bar).
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const login = await other.request.post('/api/v1/auth/login', {
    data: { category: 'AP', username: name, password: 'second-password-456' },
  });
  expect(login.status()).toBe(200);
  const own = await other.newPage();
  await own.goto('/');
  await own.getByRole('button', { name: `Account of ${name}` }).click();
  await own.getByRole('menuitem', { name: 'Change my password' }).click();
  const mine = own.getByRole('dialog', { name: 'Change my password' });
  await mine.getByLabel('Current password').fill('second-password-456');
  await mine.getByLabel(/New password/).fill('third-password-789');
  await mine.getByRole('button', { name: 'Change password' }).click();
  await expect(own.getByText('Your password has been changed.')).toBeVisible();
  await expect(mine).toBeHidden();
  const again = await other.request.post('/api/v1/auth/login', {
    data: { category: 'AP', username: name, password: 'third-password-789' },
  });
  expect(again.status()).toBe(200);
  await other.close();

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`User ${name} deleted.`)).toBeVisible();
  await expect(row).toBeHidden();
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
