import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '@brigade/domain/calendar/iso-date';
import { businessDate } from '@brigade/domain/calendar/business-date';
import type { DriverRun } from '@brigade/domain/schemas/dispatch';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import { expect, passwordOf, test, unique } from './fixtures.ts';

// The drivers' app (issue 17, ADR 066) on a phone: the demo driver (Logistics, ultrakurier) checks in and
// delivers, loses the network, delivers again offline and sees it sent when the network returns; a Logistics
// user of another company is refused the run.

type Identifier = 'AM-0' | 'PM-0';
interface RunCase {
  date: string;
  identifier: Identifier;
}

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
test.use(phone);

/** A session of the demo SUPER for the set-up, apart from the browser's (which is the driver's). */
async function adminRequest(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/v1/auth/login', {
    data: { category: 'AP', username: 'super', password: passwordOf('super') },
  });
  expect(login.status(), await login.text()).toBe(200);
  return admin;
}

/**
 * The ultrakurier runs of the next two weeks with at least two stops, the morning and the last days first,
 * so that they are not the ones the dispatcher's spec reorders and publishes (the first afternoons); English
 * and German each take their own.
 */
async function ultrakurierRuns(admin: APIRequestContext): Promise<RunCase[]> {
  const today = businessDate(new Date());
  const runs: RunCase[] = [];
  for (let day = 14; day >= 0 && runs.length < 2; day -= 1) {
    for (const identifier of ['AM-0', 'PM-0'] as const) {
      const date = addDays(today, day);
      const response = await admin.get(`/api/v1/logistics/consignments/ultrakurier/${date}/${identifier}`);
      expect(response.status(), await response.text()).toBe(200);
      const board = (await response.json()) as ConsignmentsResponse;
      if (board.consignments.length >= 2 && runs.length < 2) runs.push({ date, identifier });
    }
  }
  expect(runs.length, 'two ultrakurier runs with at least 2 stops in the demo data').toBe(2);
  return runs;
}

/** Publishes the run with tracking and waits until the drivers' app lists its stops. */
async function publish(admin: APIRequestContext, run: RunCase): Promise<DriverRun> {
  const base = `/api/v1/logistics/consignments/ultrakurier/${run.date}/${run.identifier}`;
  const response = await admin.post(`${base}/publish`, { data: { tracking: true, mode: 'testing' } });
  expect(response.status(), await response.text()).toBe(202);
  let published: DriverRun | undefined;
  await expect
    .poll(
      async () => {
        published = (await (await admin.get(`${base}/app`)).json()) as DriverRun;
        return published.stops.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(2);
  return published!;
}

const en = {
  prefix: '',
  stop: /^Stop \d+:/,
  checkIn: 'Check in',
  recipient: 'Delivered: Recipient',
  mailbox: 'Delivered: Mailbox',
  notDelivered: 'Not delivered',
  notDeliveredTitle: /^Not delivered: stop \d+$/,
  nobodyHome: 'Nobody home',
  cancel: 'Cancel',
  enRoute: /^En route ·/,
  handed: /^Handed to recipient ·/,
  inMailbox: /^In mailbox ·/,
  offline: 'Offline',
  pending: 'Delivered in mailbox: pending — will be sent when online',
  oneWaiting: '1 action waiting to be sent',
  allSent: 'Everything sent',
  otherCompany: 'This run belongs to another company',
  forbidden: 'You are not allowed to do this.',
};
const de: typeof en = {
  prefix: '/de',
  stop: /^Halt \d+:/,
  checkIn: 'Einchecken',
  recipient: 'Zugestellt: Empfänger',
  mailbox: 'Zugestellt: Briefkasten',
  notDelivered: 'Nicht zugestellt',
  notDeliveredTitle: /^Nicht zugestellt: Halt \d+$/,
  nobodyHome: 'Niemand zu Hause',
  cancel: 'Abbrechen',
  enRoute: /^Unterwegs ·/,
  handed: /^An Empfänger übergeben ·/,
  inMailbox: /^Im Briefkasten ·/,
  offline: 'Offline',
  pending: 'In den Briefkasten gelegt: ausstehend — wird gesendet, sobald online',
  oneWaiting: '1 Aktion wartet auf das Senden',
  allSent: 'Alles gesendet',
  otherCompany: 'Diese Tour gehört einer anderen Firma',
  forbidden: 'Dazu sind Sie nicht berechtigt.',
};

const stopCards = (page: Page, x: typeof en) => page.getByRole('region', { name: x.stop });

for (const [index, [language, x]] of (
  [
    ['en', en],
    ['de', de],
  ] as const
).entries()) {
  test.describe(`the drivers' app (${language})`, () => {
    test('checks in and delivers, keeps a delivery made offline and sends it when back online', async ({
      page,
      context,
      playwright,
      baseURL,
      loginAs,
      shot,
    }) => {
      test.setTimeout(120_000);
      const admin = await adminRequest(playwright, baseURL!);
      const run = (await ultrakurierRuns(admin))[index]!;
      const published = await publish(admin, run);
      const [first, second] = published.stops;

      await loginAs('driver');
      await page.goto(`${x.prefix}/consignments/ultrakurier/${run.date}/${run.identifier}/app`);
      const stop1 = stopCards(page, x).nth(0);
      const stop2 = stopCards(page, x).nth(1);
      await expect(stop1.getByRole('heading', { name: first!.name })).toBeVisible();
      await expect(stop2.getByRole('heading', { name: second!.name })).toBeVisible();
      await expect(stopCards(page, x)).toHaveCount(published.stops.length);
      await shot(`driver-app-start-${language}`);

      // Someone else (the office, through the API) checks stop 2 in: the phone shows it live (SSE).
      const base = `/api/v1/logistics/consignments/ultrakurier/${run.date}/${run.identifier}`;
      const other = await admin.post(`${base}/stops/${second!.code}/check-in`, {
        data: { action_id: randomUUID() },
      });
      expect(other.status(), await other.text()).toBe(200);
      await expect(stop2.getByText(x.enRoute)).toBeVisible();

      await stop1.getByRole('button', { name: x.checkIn }).click();
      await expect(stop1.getByText(x.enRoute)).toBeVisible();
      await stop1.getByRole('button', { name: x.recipient }).click();
      await expect(stop1.getByText(x.handed)).toBeVisible();

      // Not delivered asks why (looked at, then cancelled).
      await stop2.getByRole('button', { name: x.notDelivered }).click();
      const dialog = page.getByRole('dialog', { name: x.notDeliveredTitle });
      await dialog.getByRole('radio', { name: x.nobodyHome }).click();
      await shot(`driver-app-not-delivered-${language}`);
      await dialog.getByRole('button', { name: x.cancel }).click();
      await expect(dialog).toBeHidden();

      await context.setOffline(true);
      await expect(page.getByText(x.offline, { exact: true })).toBeVisible();
      await stop2.getByRole('button', { name: x.mailbox }).click();
      await expect(stop2.getByText(x.pending)).toBeVisible();
      await expect(page.getByText(x.oneWaiting)).toBeVisible();
      await expect(stop2.getByText(x.inMailbox)).toHaveCount(0);
      await shot(`driver-app-offline-${language}`);

      await context.setOffline(false);
      await expect(stop2.getByText(x.inMailbox)).toBeVisible({ timeout: 20_000 });
      await expect(stop2.getByText(x.pending)).toHaveCount(0);
      await expect(page.getByText(x.allSent)).toBeVisible();

      await page.reload();
      await expect(stop1.getByText(x.handed)).toBeVisible();
      await expect(stop2.getByText(x.inMailbox)).toBeVisible();
      await shot(`driver-app-delivered-${language}`);

      // The server recorded each once: stop 1 handed over, stop 2 in the mailbox.
      const after = (await (await admin.get(`${base}/app`)).json()) as DriverRun;
      expect(after.stops.slice(0, 2).map((s) => s.status)).toEqual([4, 6]);
      await admin.dispose();
    });
  });
}

test('tells a Logistics user of another company that the run is not theirs (403), in English and German', async ({
  page,
  playwright,
  baseURL,
  shot,
}) => {
  const admin = await adminRequest(playwright, baseURL!);
  const username = `rico-driver-${unique()}`;
  const password = 'rico-driver-pass-2026';
  const created = await admin.post('/api/v1/users', {
    data: {
      username,
      password,
      user_group: 'CHEF',
      user_category: 'LOGISTICS',
      company_slug: 'rico',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
  const login = await page.request.post('/api/v1/auth/login', {
    data: { category: 'LOGISTICS', username, password },
  });
  expect(login.status(), await login.text()).toBe(200);

  const date = addDays(businessDate(new Date()), 1);
  for (const x of [en, de]) {
    await page.goto(`${x.prefix}/consignments/ultrakurier/${date}/AM-0/app`);
    await expect(page.getByText(x.otherCompany)).toBeVisible();
    await expect(page.getByText(x.forbidden)).toBeVisible();
    await shot(`driver-app-other-company-${x === en ? 'en' : 'de'}`);
  }
});
