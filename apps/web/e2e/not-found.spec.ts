import { expect, test } from './fixtures.ts';

test('an unknown route shows the not-found page in both languages', async ({ page, loginAs, shot }) => {
  await loginAs('chef');
  await page.goto('/no/such/page');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await shot('not-found');
  await page.goto('/de/gibt/es/nicht');
  await expect(page.getByText('Diese Seite wurde nicht gefunden')).toBeVisible();
});

test('unknown assets answer 404, never the app', async ({ request }) => {
  const res = await request.get('/assets/no-such-file.js');
  expect(res.status()).toBe(404);
});
