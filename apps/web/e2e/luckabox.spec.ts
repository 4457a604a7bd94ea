import { addDays } from '@brigade/domain/calendar/iso-date';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { expect, test } from './fixtures.ts';

// External logistics ('/luckabox', ADR 066): the external logistics service's orders of a date. The end-to-end
// server has no LOGISTICS_URL, so it runs in local mode: the screen says the service is not connected (our own
// tracking is the courier) and its table is empty; the API answers the same. The screen against a live service
// is covered by the server's tests against the loopback stand-in (courier-orders.test.ts).

const en = {
  prefix: '',
  banner: /External logistics/,
  heading: 'External logistics',
  notice: /external logistics service is not connected .* own tracking/,
  table: 'Orders at the external logistics service',
  empty: 'No orders at the external logistics service on',
  date: 'Date',
  next: 'Next day',
  previous: 'Previous day',
  today: 'Today',
  noAccess: 'No access',
};

const de: typeof en = {
  prefix: '/de',
  banner: /Externe Logistik/,
  heading: 'Externe Logistik',
  notice: /externe Logistikdienst ist nicht verbunden .* eigenes Tracking/,
  table: 'Aufträge beim externen Logistikdienst',
  empty: 'Keine Aufträge beim externen Logistikdienst am',
  date: 'Datum',
  next: 'Nächster Tag',
  previous: 'Vorheriger Tag',
  today: 'Heute',
  noAccess: 'Kein Zugriff',
};

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test.describe(`external logistics (${language})`, () => {
    test('local mode: the service is not connected and no orders are listed; days can be browsed', async ({
      page,
      loginAs,
      shot,
    }) => {
      await loginAs('super');
      const today = businessDate(new Date());
      await page.goto(`${x.prefix}/luckabox`);
      await expect(page.getByRole('banner')).toContainText(x.banner);
      await expect(page.getByRole('main').getByRole('heading', { name: x.heading, level: 2 })).toBeVisible();
      await expect(page.getByTestId('courier-not-connected')).toContainText(x.notice);
      const table = page.getByRole('table', { name: x.table });
      await expect(table.getByTestId('courier-orders-empty')).toContainText(x.empty);
      await expect(table.getByTestId('courier-order-row')).toHaveCount(0);
      await expect(page.getByLabel(x.date)).toHaveValue(today);
      await expect(page.getByRole('button', { name: x.today })).toBeDisabled();
      await shot(`luckabox-local-${language}`);

      await page.getByRole('button', { name: x.next }).click();
      await expect(page).toHaveURL(new RegExp(`\\?date=${addDays(today, 1)}$`));
      await expect(page.getByLabel(x.date)).toHaveValue(addDays(today, 1));
      await expect(table.getByTestId('courier-orders-empty')).toBeVisible();
      await page.getByRole('button', { name: x.today }).click();
      await expect(page.getByLabel(x.date)).toHaveValue(today);
      await page.getByRole('button', { name: x.previous }).click();
      await expect(page.getByLabel(x.date)).toHaveValue(addDays(today, -1));

      // A date in the address opens that date; the API says the same as the screen.
      await page.goto(`${x.prefix}/luckabox?date=2031-03-03`);
      await expect(page.getByLabel(x.date)).toHaveValue('2031-03-03');
      const api = await page.request.get('/api/v1/courier-orders?date=2031-03-03');
      expect(await api.json()).toEqual({ mode: 'local', orders: [] });
    });

    test("a company's dispatcher opens it too; a driver has no access", async ({ page, loginAs }) => {
      // The demo Logistics SUPER (a dispatcher of one company); the shared fixtures name only the driver.
      const login = await page.request.post('/api/v1/auth/login', {
        data: { category: 'LOGISTICS', username: 'dispatcher', password: 'dispatcher-demo-2026' },
      });
      expect(login.status(), await login.text()).toBe(200);
      await page.goto(`${x.prefix}/luckabox`);
      await expect(page.getByTestId('courier-not-connected')).toContainText(x.notice);

      await loginAs('driver');
      await page.goto(`${x.prefix}/luckabox`);
      await expect(page.getByText(x.noAccess).first()).toBeVisible();
      await expect(page.getByTestId('courier-not-connected')).toHaveCount(0);
    });
  });
}
