import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addDays } from '@brigade/domain/calendar/iso-date';
import { businessDate } from '@brigade/domain/calendar/business-date';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import { closeNotices, expect, passwordOf, test } from './fixtures.ts';

// The dispatcher's board (issue 17, ADR 066): AP SUPER reorders a run's stops, publishes it with tracking and
// follows the statuses while the driver delivers on a phone; the run sheet and the CSV export carry the kept order; a label link opens the labels
// without a login. The demo courier of type ULTRA KURIER plans team 'ultrakurier'.

interface RunCase {
  date: string;
  identifier: 'AM-0' | 'PM-0';
  stops: number;
}

/**
 * The runs of team ultrakurier in the demo data's next two weeks with at least three stops, the afternoon
 * first: English and German each take their own, so neither sees the other's order or publish.
 */
async function ultrakurierRuns(page: Page): Promise<RunCase[]> {
  const today = businessDate(new Date());
  const runs: RunCase[] = [];
  for (let day = 0; day < 15 && runs.length < 2; day += 1) {
    for (const identifier of ['PM-0', 'AM-0'] as const) {
      const date = addDays(today, day);
      const response = await page.request.get(
        `/api/v1/logistics/consignments/ultrakurier/${date}/${identifier}`,
      );
      expect(response.status(), await response.text()).toBe(200);
      const board = (await response.json()) as ConsignmentsResponse;
      if (board.consignments.length >= 3) runs.push({ date, identifier, stops: board.consignments.length });
    }
  }
  expect(runs.length, 'two ultrakurier runs with at least 3 stops in the demo data').toBeGreaterThanOrEqual(
    2,
  );
  return runs;
}

const en = {
  prefix: '',
  stops: (n: number) => `${n} stops`,
  down: (name: string) => `Move ${name} down`,
  save: 'Save order',
  saved: 'Stop order saved.',
  publishTracking: /^(Publish|Re-publish) with tracking$/,
  published: /^Version \d+ published/,
  created: 'Created',
  createdCount: (n: number) => `Created: ${n}`,
  stop: /^Stop \d+:/,
  checkIn: 'Check in',
  recipient: 'Delivered: Recipient',
  enRouteCount: (n: number) => `En route: ${n}`,
  handedCount: (n: number) => `Handed to recipient: ${n}`,
  handed: 'Handed to recipient',
  mailbox: 'Delivered: Mailbox',
  pending: 'Delivered in mailbox: pending — will be sent when online',
  mailboxCount: (n: number) => `In mailbox: ${n}`,
  inMailbox: 'In mailbox',
  runSheet: 'Run sheet',
  sheetTitle: 'Run sheet Ultrakurier',
  back: 'Back to the run',
  createLink: 'Create link for this run',
  password: 'Password',
  open: 'Show labels',
  wrong: 'Wrong password.',
};

const de: typeof en = {
  prefix: '/de',
  stops: (n: number) => `${n} Stopps`,
  down: (name: string) => `${name} nach unten`,
  save: 'Reihenfolge speichern',
  saved: 'Reihenfolge der Stopps gespeichert.',
  publishTracking: /^(Mit Tracking veröffentlichen|Erneut mit Tracking veröffentlichen)$/,
  published: /^Version \d+ veröffentlicht/,
  created: 'Erstellt',
  createdCount: (n: number) => `Erstellt: ${n}`,
  stop: /^Halt \d+:/,
  checkIn: 'Einchecken',
  recipient: 'Zugestellt: Empfänger',
  enRouteCount: (n: number) => `Unterwegs: ${n}`,
  handedCount: (n: number) => `An Empfänger übergeben: ${n}`,
  handed: 'An Empfänger übergeben',
  mailbox: 'Zugestellt: Briefkasten',
  pending: 'In den Briefkasten gelegt: ausstehend — wird gesendet, sobald online',
  mailboxCount: (n: number) => `Im Briefkasten: ${n}`,
  inMailbox: 'Im Briefkasten',
  runSheet: 'Tourenblatt',
  sheetTitle: 'Tourenblatt Ultrakurier',
  back: 'Zurück zur Tour',
  createLink: 'Link für diese Tour erstellen',
  password: 'Passwort',
  open: 'Etiketten anzeigen',
  wrong: 'Falsches Passwort.',
};

const names = (page: Page) => page.getByTestId('stop-name').allTextContents();

for (const [index, [language, x]] of (
  [
    ['en', en],
    ['de', de],
  ] as const
).entries()) {
  test.describe(`the dispatcher's board (${language})`, () => {
    // The label link opens the stops the first test publishes: one after the other (the suite runs in parallel).
    test.describe.configure({ mode: 'serial' });
    test('reorders and saves the stops, publishes with tracking, follows a driver live, prints the run sheet and exports the CSV', async ({
      page,
      browser,
      baseURL,
      loginAs,
      shot,
    }) => {
      test.setTimeout(120_000);
      await loginAs('super');
      const run = (await ultrakurierRuns(page))[index]!;
      const path = `/consignments/ultrakurier/${run.date}/${run.identifier}`;
      await page.goto(`${x.prefix}${path}`);
      await expect(page.getByRole('heading', { name: x.stops(run.stops) })).toBeVisible();
      await expect(page.getByTestId('stop-row')).toHaveCount(run.stops);

      // Move the first stop down one place and keep that order.
      const before = await names(page);
      await page.getByRole('button', { name: x.down(before[0]!), exact: true }).click();
      const moved = [before[1]!, before[0]!, ...before.slice(2)];
      expect(await names(page)).toEqual(moved);
      await page.getByRole('button', { name: x.save }).click();
      await expect(page.getByText(x.saved)).toBeVisible();
      await closeNotices(page);
      await page.reload();
      await expect(page.getByTestId('stop-row')).toHaveCount(run.stops);
      expect(await names(page)).toEqual(moved);
      await expect(page.getByRole('button', { name: x.save })).toBeDisabled();

      // Publish with tracking: the job runs, then every stop is 'created'.
      await page.getByRole('button', { name: x.publishTracking }).click();
      await expect(page.getByTestId('publish-job')).toBeVisible();
      await expect(page.getByTestId('publish-result')).toHaveText(x.published, { timeout: 30_000 });
      await expect(page.getByTestId('stop-status').filter({ hasText: x.created })).toHaveCount(run.stops);
      await expect(page.getByTestId('status-count-1')).toHaveText(x.createdCount(run.stops));
      await shot(`dispatch-board-${language}`);

      // Cross-device: the driver checks in and delivers the first stop on a phone, then the second while
      // offline; this board, not reloaded, follows over SSE.
      const phone = await browser.newContext({
        baseURL,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const driver = await phone.newPage();
      const driverLogin = await driver.request.post('/api/v1/auth/login', {
        data: { category: 'LOGISTICS', username: 'driver', password: passwordOf('driver') },
      });
      expect(driverLogin.status(), await driverLogin.text()).toBe(200);
      await driver.goto(`${x.prefix}${path}/app`);
      const firstStop = driver.getByRole('region', { name: x.stop }).first();
      await expect(firstStop.getByRole('heading', { name: moved[0]!.split(', ')[0]! })).toBeVisible();
      await firstStop.getByRole('button', { name: x.checkIn }).click();
      await expect(page.getByTestId('status-count-3')).toHaveText(x.enRouteCount(1));
      await firstStop.getByRole('button', { name: x.recipient }).click();
      await expect(page.getByTestId('status-count-4')).toHaveText(x.handedCount(1));
      await expect(page.getByTestId('stop-status').first()).toHaveText(x.handed);
      // The second stop is delivered while the phone has no network: kept on the phone as pending, sent when
      // the network returns, and then the board shows it too.
      const secondStop = driver.getByRole('region', { name: x.stop }).nth(1);
      await phone.setOffline(true);
      await secondStop.getByRole('button', { name: x.mailbox }).click();
      await expect(secondStop.getByText(x.pending)).toBeVisible();
      await expect(page.getByTestId('status-count-6')).toHaveText(x.mailboxCount(0));
      await phone.setOffline(false);
      await expect(secondStop.getByText(x.pending)).toHaveCount(0, { timeout: 20_000 });
      await expect(page.getByTestId('status-count-6')).toHaveText(x.mailboxCount(1));
      await expect(page.getByTestId('stop-status').nth(1)).toHaveText(x.inMailbox);
      await shot(`dispatch-board-live-${language}`);
      await phone.close();

      // The run sheet: the stops in the kept order, ready to print.
      await page.getByRole('link', { name: x.runSheet }).click();
      await expect(page.getByRole('heading', { name: new RegExp(x.sheetTitle) })).toBeVisible();
      const sheetRows = page.getByTestId('run-sheet-stop');
      await expect(sheetRows).toHaveCount(run.stops);
      await expect(sheetRows.first()).toContainText(moved[0]!);
      await expect(sheetRows.nth(1)).toContainText(moved[1]!);
      await shot(`dispatch-run-sheet-${language}`);
      await page.getByRole('link', { name: x.back }).click();
      await expect(page.getByTestId('stop-row')).toHaveCount(run.stops);

      // The CSV export: one line per stop, in the kept order.
      const codes = await page.getByTestId('stop-code').allTextContents();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'CSV' }).click(),
      ]);
      const csv = readFileSync((await download.path())!, 'utf8');
      const lines = csv.split(/\r?\n/);
      const lineOf = (code: string) =>
        lines.findIndex((line) => line.split(/[,;]/).some((field) => field.replace(/"/g, '') === code));
      const positions = codes.map(lineOf);
      expect(positions.every((p) => p > 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      // The first line is the stop moved up (the CSV names the recipient without the company).
      expect(lines[1]).toContain(moved[0]!.split(', ')[0]!);
    });

    test('a label link opens the run’s labels with its password, without a login', async ({
      page,
      browser,
      loginAs,
      shot,
    }) => {
      test.setTimeout(90_000);
      await loginAs('super');
      const run = (await ultrakurierRuns(page))[index]!;
      await page.goto(`${x.prefix}/consignments/ultrakurier/${run.date}/${run.identifier}`);
      await page.getByRole('button', { name: x.createLink }).click();
      const address = await page.getByTestId('label-secret-address').textContent();
      const password = await page.getByTestId('label-secret-password').textContent();
      expect(address).toMatch(new RegExp(`${x.prefix}/labels/`));
      await expect(page.getByTestId('label-link-row').first()).toBeVisible();
      await shot(`dispatch-label-link-${language}`);

      const courier = await browser.newContext();
      const labels = await courier.newPage();
      await labels.goto(address!);
      await labels.getByLabel(x.password).fill('not the password');
      await labels.getByRole('button', { name: x.open }).click();
      await expect(labels.getByText(x.wrong)).toBeVisible();
      await labels.getByLabel(x.password).fill(password!);
      await labels.getByRole('button', { name: x.open }).click();
      await expect(labels.getByTestId('label-card')).toHaveCount(run.stops);
      await labels.screenshot({
        path: `${import.meta.dirname}/screenshots/desktop-dispatch-labels-${language}.png`,
        fullPage: true,
      });
      await courier.close();
    });
  });
}
