import { drawer, expect, openDrawer, test, type DemoUser } from './fixtures.ts';

const sections = [
  'Home',
  'Customers',
  'Recipes',
  'Groups',
  'Orders',
  'Postal service',
  'Tools',
  'Controls',
  'Pop-Up Shop',
  'Analytics',
  'Logout',
];

/** What each role sees in the drawer (levels of ADR 002: SUPER 0, SUPER_CHEF 1, CHEF 2). */
const visible: Record<DemoUser, string[]> = {
  super: sections,
  superchef: ['Home', 'Recipes', 'Tools', 'Pop-Up Shop', 'Logout'],
  chef: ['Home', 'Tools', 'Pop-Up Shop', 'Logout'],
  driver: ['Home', 'Tools', 'Pop-Up Shop', 'Logout'],
};

for (const user of Object.keys(visible) as DemoUser[]) {
  test(`${user} sees the drawer entries of their level @phone`, async ({ page, loginAs, shot }) => {
    await loginAs(user);
    await page.goto('/');
    await openDrawer(page);
    const nav = drawer(page);
    for (const name of sections) {
      const entry = nav
        .getByRole('button', { name, exact: true })
        .or(nav.getByRole('link', { name, exact: true }));
      if (visible[user].includes(name)) await expect(entry, name).toBeVisible();
      else await expect(entry, name).toHaveCount(0);
    }
    await shot(`drawer-${user}`);
  });
}

test('a chef opening a level-0 screen by its address is refused', async ({ page, loginAs }) => {
  await loginAs('chef');
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  const api = await page.request.get('/api/v1/users');
  expect(api.status()).toBe(403);
});
