import { test as base, expect, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** The demo users of the embedded database (docs/api-foundation.md); password `<username>-demo-2026`. */
export const demoUsers = {
  super: { username: 'super', category: 'AP', level: 0 },
  superchef: { username: 'superchef', category: 'AP', level: 1 },
  chef: { username: 'chef', category: 'AP', level: 2 },
  driver: { username: 'driver', category: 'LOGISTICS', level: 2 },
} as const;
export type DemoUser = keyof typeof demoUsers;
export const passwordOf = (user: DemoUser) => `${demoUsers[user].username}-demo-2026`;

const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

type Fixtures = {
  /** Starts a session for a demo user through the API (the login screen itself has its own spec). */
  loginAs: (user: DemoUser) => Promise<void>;
  /** Saves a full-page screenshot under e2e/screenshots/<project>-<name>.png, to be looked at. */
  shot: (name: string) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  loginAs: async ({ page }, use) => {
    await use(async (user) => {
      const res = await page.request.post('/api/v1/auth/login', {
        data: {
          category: demoUsers[user].category,
          username: demoUsers[user].username,
          password: passwordOf(user),
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    });
  },
  shot: async ({ page }, use, testInfo) => {
    await use(async (name) => {
      await page.screenshot({ path: `${screenshotDir}${testInfo.project.name}-${name}.png`, fullPage: true });
    });
  },
});

export { expect };

/** Opens the drawer on phone-sized screens, where it is temporary. */
export async function openDrawer(page: Page) {
  await page.getByRole('banner').waitFor();
  const menu = page.getByRole('button', { name: /open the menu|menü öffnen/i });
  if (await menu.isVisible()) await menu.click();
}

/** The drawer's navigation landmark. */
export const drawer = (page: Page) => page.getByRole('navigation', { name: /main menu|hauptmenü/i });

/** Types into a list's search box and waits until the server has answered with exactly one row. */
export async function searchOne(page: Page, text: string) {
  await page
    .getByRole('searchbox', { name: /search/i })
    .first()
    .fill(text);
  await expect(page.getByText(/^1–1 of 1$/)).toBeVisible();
}
