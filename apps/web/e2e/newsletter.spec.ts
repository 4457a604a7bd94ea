import type { Page } from '@playwright/test';
import { closeNotices, createCustomer, expect, test, unique } from './fixtures.ts';

// E-mail marketing (ADR 059): chosen customers are signed up for the newsletter as one run. The e2e server has
// no marketing list configured, so the local adapter adds every opted-in contact; those who did not opt in are
// answered "did not opt in" and never sent.

const firstNames = [
  'Anna',
  'Beat',
  'Carla',
  'Dario',
  'Elena',
  'Fabian',
  'Gina',
  'Hugo',
  'Ines',
  'Jonas',
  'Katrin',
  'Luca',
  'Mara',
  'Nico',
  'Olivia',
  'Peter',
  'Quirin',
  'Rahel',
  'Silvan',
  'Tanja',
];
/** Three of the twenty did not opt in. */
const notOptedIn = new Set(['Elena', 'Luca', 'Rahel']);

/** A full-page screenshot from the top, after the chips' colour change has faded in (the list was scrolled). */
async function settledShot(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await shot(name);
}

/** Twenty customers with one last name (the search finds exactly them), through the API. */
async function createContacts(page: Page, last: string) {
  for (const first of firstNames) {
    await createCustomer(page, {
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.ch`,
      newsletter: !notOptedIn.has(first),
      billing_address: { street: 'Bahnhofstrasse 1', postcode: '8001', city: 'Zürich' },
    });
  }
}

const en = {
  prefix: '',
  title: /e-mail marketing/i,
  search: 'Search name or e-mail',
  shown: (n: number) => `1–${n} of ${n}`,
  selectPage: 'Select all on this page',
  signUp: (n: number) => `Sign up ${n} chosen`,
  onlyOptedIn: 'Only opted in',
  panel: 'Newsletter sign-up',
  done: (n: number) => `Done: ${n} customers processed`,
  progress: 'Sign-up progress',
  results: 'Results per contact',
  contacts: 'Customers for the newsletter',
  firstSummary: '17 signed up, 0 already on the list, 3 did not opt in, 0 failed',
  againSummary: '0 signed up, 17 already on the list, 0 did not opt in, 0 failed',
  success: 'Signed up',
  noSignUp: 'Did not opt in',
  already: 'Already on the list',
  no: 'No',
};

const de: typeof en = {
  prefix: '/de',
  title: /E-Mail-Marketing/,
  search: 'Name oder E-Mail suchen',
  shown: (n: number) => `1–${n} von ${n}`,
  selectPage: 'Alle auf dieser Seite auswählen',
  signUp: (n: number) => `${n} Ausgewählte anmelden`,
  onlyOptedIn: 'Nur mit Einwilligung',
  panel: 'Newsletter-Anmeldung',
  done: (n: number) => `Fertig: ${n} Kundinnen und Kunden verarbeitet`,
  progress: 'Fortschritt der Anmeldung',
  results: 'Ergebnisse pro Kontakt',
  contacts: 'Kundinnen und Kunden für den Newsletter',
  firstSummary: '17 angemeldet, 0 bereits auf der Liste, 3 nicht eingewilligt, 0 fehlgeschlagen',
  againSummary: '0 angemeldet, 17 bereits auf der Liste, 0 nicht eingewilligt, 0 fehlgeschlagen',
  success: 'Angemeldet',
  noSignUp: 'Nicht eingewilligt',
  already: 'Bereits auf der Liste',
  no: 'Nein',
};

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test.describe(`e-mail marketing (${language})`, () => {
    test('twenty chosen customers are signed up; those who did not opt in are never sent', async ({
      page,
      loginAs,
      shot,
    }) => {
      test.setTimeout(90_000);
      await loginAs('super');
      const last = `News${unique()}`;
      await createContacts(page, last);

      await page.goto(`${x.prefix}/vbout`);
      await expect(page.getByRole('banner')).toContainText(x.title);
      await page.getByRole('searchbox', { name: x.search }).fill(last);
      await expect(page.getByText(x.shown(20))).toBeVisible();
      const contacts = page.getByRole('table', { name: x.contacts });
      await expect(contacts.getByTestId('newsletter-contact')).toHaveCount(20);
      const rowOf = (first: string) => contacts.getByRole('row', { name: new RegExp(`${first} ${last}`) });
      await expect(rowOf('Elena').getByRole('cell').nth(3)).toHaveText(x.no);

      await expect(page.getByRole('button', { name: x.signUp(0) })).toBeDisabled();
      await contacts.getByRole('checkbox', { name: x.selectPage }).check();
      const signUp = page.getByRole('button', { name: x.signUp(20) });
      await expect(signUp).toBeEnabled();
      // Only for the screenshot: the button's colour fades in when it turns enabled.
      await page.waitForTimeout(400);
      await shot(`newsletter-chosen-${language}`);
      await signUp.click();

      const panel = page.getByRole('region', { name: x.panel });
      await expect(panel.getByRole('progressbar', { name: x.progress })).toBeVisible();
      await expect(panel.getByTestId('newsletter-run-state')).toHaveText(x.done(20), { timeout: 20_000 });
      await expect(panel.getByRole('progressbar', { name: x.progress })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
      await expect(panel.getByTestId('newsletter-summary')).toHaveText(x.firstSummary);
      const results = panel.getByRole('table', { name: x.results });
      await expect(results.getByTestId('newsletter-run-result')).toHaveCount(20);
      for (const first of firstNames) {
        const row = results.getByRole('row', { name: new RegExp(`${first} ${last}`) });
        await expect(row).toContainText(`${first.toLowerCase()}.${last.toLowerCase()}@example.ch`);
        await expect(row.getByTestId('newsletter-result')).toHaveText(
          notOptedIn.has(first) ? x.noSignUp : x.success,
        );
      }
      // The provider's (here the server's own) message is shown as sent.
      await expect(results.getByRole('row', { name: new RegExp(`Elena ${last}`) })).toContainText(
        'Did not opt in to the newsletter',
      );
      await expect(results.getByRole('row', { name: new RegExp(`Anna ${last}`) })).toContainText(
        'Added to the list',
      );
      await closeNotices(page);

      // The list is read again: each customer's last answer shows there, and the choice is cleared.
      await expect(rowOf('Anna').getByTestId('newsletter-result')).toHaveText(x.success);
      await expect(rowOf('Luca').getByTestId('newsletter-result')).toHaveText(x.noSignUp);
      await expect(page.getByRole('button', { name: x.signUp(0) })).toBeDisabled();
      await settledShot(page, shot, `newsletter-results-${language}`);

      // Only the opted-in, once more: every one of them is already on the list.
      await page.getByRole('switch', { name: x.onlyOptedIn }).check();
      await expect(page.getByText(x.shown(17))).toBeVisible();
      await contacts.getByRole('checkbox', { name: x.selectPage }).check();
      await page.getByRole('button', { name: x.signUp(17) }).click();
      await expect(panel.getByTestId('newsletter-run-state')).toHaveText(x.done(17), { timeout: 20_000 });
      await expect(panel.getByTestId('newsletter-summary')).toHaveText(x.againSummary);
      await expect(results.getByTestId('newsletter-result').filter({ hasText: x.already })).toHaveCount(17);
      await expect(rowOf('Anna').getByTestId('newsletter-result')).toHaveText(x.already);
      await settledShot(page, shot, `newsletter-again-${language}`);
    });
  });
}
