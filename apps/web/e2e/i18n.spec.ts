import { expect, test } from './fixtures.ts';

test('the language switch moves to /de, keeps the screen and remembers the choice for 365 days @phone', async ({
  page,
  loginAs,
  context,
  shot,
}) => {
  await loginAs('super');
  await page.goto('/allergens');
  await expect(page).toHaveTitle(/Allergens & Dislikes/);
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/allergens$/);
  await expect(page).toHaveTitle(/Allergene & Abneigungen/);
  await expect(page.getByRole('columnheader', { name: 'Deutscher Name' })).toBeVisible();
  await shot('allergens-de');

  const locale = (await context.cookies()).find((c) => c.name === 'locale');
  expect(locale?.value).toBe('de');
  const days = ((locale?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  await page.reload();
  await expect(page).toHaveTitle(/Allergene & Abneigungen/);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/allergens$/);
  await expect(page).toHaveTitle(/Allergens & Dislikes/);
});

test('the German login screen', async ({ page }) => {
  await page.goto('/de');
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Benutzername/E-Mail ist erforderlich')).toBeVisible();
});
