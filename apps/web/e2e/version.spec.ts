import { expect, test } from './fixtures.ts';

// Runs after every other spec (its own project): a broadcast reaches every open page.
test('a broadcast of a new version shows UPDATE AVAILABLE, and LATER hides it', async ({
  page,
  loginAs,
  shot,
}) => {
  await loginAs('super');
  await page.goto('/');
  const current = (await (await page.request.get('/api/v1/system/version')).json()) as { version: string };
  await expect(page.getByText('UPDATE AVAILABLE')).toHaveCount(0);

  const res = await page.request.post('/api/v1/system/version', { data: { new_version: '99.0.0' } });
  expect(res.status()).toBe(200);
  await expect(page.getByText('UPDATE AVAILABLE')).toBeVisible();
  await shot('update-available');
  await page.getByRole('button', { name: 'LATER' }).click();
  await expect(page.getByText('UPDATE AVAILABLE')).toBeHidden();

  await page.request.post('/api/v1/system/version', { data: { new_version: current.version } });
});
