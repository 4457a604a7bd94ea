import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { addDays, isoWeekday } from '@brigade/domain/calendar/iso-date';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { parseWeekId, weekIdOfDate } from '@brigade/domain/calendar/week-id';
import type { CreateCustomerRequest, Customer } from '@brigade/domain/schemas/customers';

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

/** A short random suffix, so that names made by tests running in parallel (or again) never collide. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An amount in Swiss francs as the screens show it in `language`. */
export const chf = (amount: number, language: 'en' | 'de') =>
  new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-CH', { style: 'currency', currency: 'CHF' }).format(
    amount,
  );

/** A text field by its accessible name (a required one's ' *' is not part of it). */
export const field = (scope: Locator | Page, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true });

/** Picks `option` in the single-select field `label` within `scope`. */
export async function chooseOption(
  page: Page,
  scope: Locator,
  label: string,
  option: string,
  { exactLabel = true }: { exactLabel?: boolean } = {},
) {
  await scope.getByRole('combobox', { name: label, exact: exactLabel }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Closes the notices (they stay until closed) so they cover nothing the test clicks next. */
export async function closeNotices(page: Page) {
  const close = page.getByRole('button', { name: /^(Close|Schliessen)$/ });
  while ((await close.count()) > 0) await close.first().click();
}

/** Next Monday in Zurich, its week and the customer overview path of that week. */
export function nextMonday() {
  const today = businessDate(new Date());
  const monday = addDays(today, 8 - isoWeekday(today));
  const weekId = weekIdOfDate(monday);
  const { year, week } = parseWeekId(weekId);
  return { monday, weekId, week, overview: `/customers/overview/${year}/${week}` };
}

/** Creates a customer through the API, as customer service would. */
export async function createCustomer(page: Page, customer: Partial<CreateCustomerRequest>) {
  const response = await page.request.post('/api/v1/customers', { data: customer });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Customer;
}

type Declared = { allergen_id: number; kind: string };

/**
 * An ingredient's allergen declarations for the API: the ones given, every other allergen of the catalogue
 * FREE — what "reviewed" requires (no allergen unknown).
 */
export async function declareAll(page: Page, given: readonly Declared[] = []): Promise<Declared[]> {
  const catalogue = (await (await page.request.get('/api/v1/allergens?length=100')).json()) as {
    items: { allergen_id: number }[];
  };
  const declared = new Set(given.map((d) => d.allergen_id));
  return [
    ...given,
    ...catalogue.items
      .filter((a) => !declared.has(a.allergen_id))
      .map((a) => ({ allergen_id: a.allergen_id, kind: 'FREE' })),
  ];
}
