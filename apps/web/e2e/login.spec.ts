import { expect, passwordOf, test } from './fixtures.ts';

test.describe('login screen', () => {
  test('a wrong password says Unauthorised @phone', async ({ page, shot }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
    await page.getByLabel('Username/Email').fill('super');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Unauthorised')).toBeVisible();
    await shot('login-unauthorised');
  });

  test('empty fields give the required messages and send nothing', async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (r) => r.url().endsWith('/api/v1/auth/login') && loginCalls++);
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username/Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test('Enter logs in, the route is replaced by / and the dashboard shows @phone', async ({ page, shot }) => {
    await page.goto('/allergens');
    await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByLabel('Username/Email').fill('super');
    await page.getByLabel('Password').fill(passwordOf('super'));
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('heading', { name: 'Welcome, super' })).toBeVisible();
    await expect(page).toHaveTitle(/Dashboard/);
    await shot('dashboard-super');
  });

  test('I am in Logistics switches the category; a driver lands on the logistics home', async ({
    page,
    shot,
  }) => {
    await page.goto('/');
    await page.getByText('I am in Logistics').click();
    await expect(page.getByRole('heading', { name: 'Logistics' })).toBeVisible();
    await expect(page.getByText('I am in Administration')).toBeVisible();
    await shot('login-logistics');

    // An Administration user is not a Logistics user.
    await page.getByLabel('Username/Email').fill('super');
    await page.getByLabel('Password').fill(passwordOf('super'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Unauthorised')).toBeVisible();

    await page.getByLabel('Username/Email').fill('driver');
    await page.getByLabel('Password').fill(passwordOf('driver'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(/runs of your team open in the drivers' app/)).toBeVisible();
    await shot('logistics-home');
    // Today's afternoon run of the driver's company (ultrakurier) opens in the drivers' app.
    await page.getByRole('link', { name: "Drivers' app: afternoon (PM-0)" }).click();
    await expect(page).toHaveURL(/\/consignments\/ultrakurier\/\d{4}-\d{2}-\d{2}\/PM-0\/app$/);
  });

  test('logout ends the session', async ({ page, loginAs }) => {
    await loginAs('chef');
    await page.goto('/log_out');
    await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
    // Nobody is logged in: the session check answers 204, without an error status.
    const me = await page.request.get('/api/v1/auth/me');
    expect(me.status()).toBe(204);
  });
});
