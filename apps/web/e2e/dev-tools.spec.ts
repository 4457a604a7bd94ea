import type { Page } from '@playwright/test';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { createCustomer, expect, test, unique } from './fixtures.ts';

// The developers' tools (SUPER): a maintenance script's dry run, its run as a job and the dry run after it
// (ADR 060), and the readiness poll of cached documents.

/** A Swiss postcode the postcode list does not have yet (so update-postcodes would add it). */
async function unknownPostcode(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/postcodes?length=10000');
  expect(res.status(), await res.text()).toBe(200);
  const known = new Set(
    ((await res.json()) as { items: { postcode: string }[] }).items.map((p) => p.postcode),
  );
  for (;;) {
    const code = String(1000 + Math.floor(Math.random() * 9000));
    if (!known.has(code)) return code;
  }
}

/** Back to the top, so that a full-page screenshot shows the fixed app bar and drawer where they belong. */
const top = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

const en = {
  prefix: '',
  maintenance: 'Maintenance scripts',
  dryRun: 'Dry run',
  changes: 'Changes of update-postcodes',
  run: 'Run',
  confirm: /^Apply \d+ changes?\?$/,
  done: 'Done',
  changed: /\d+ changes? made/,
  nothing: 'Nothing to change.',
  readiness: 'Cache readiness',
  keys: 'Cache keys',
  rounds: 'Give up after (rounds)',
  check: 'Check until ready',
  table: 'Readiness of the cache keys',
  ready: 'Ready in round 1',
  notReady: 'Not ready after 3 rounds',
  gaveUp: 'Gave up after 3 rounds: not every key is ready.',
};

const de: typeof en = {
  prefix: '/de',
  maintenance: 'Wartungsskripte',
  dryRun: 'Probelauf',
  changes: 'Änderungen von update-postcodes',
  run: 'Ausführen',
  confirm: /^\d+ Änderung(en)? vornehmen\?$/,
  done: 'Erledigt',
  changed: /\d+ Änderung(en)? vorgenommen/,
  nothing: 'Nichts zu ändern.',
  readiness: 'Cache-Bereitschaft',
  keys: 'Cache-Schlüssel',
  rounds: 'Aufgeben nach (Runden)',
  check: 'Prüfen bis bereit',
  table: 'Bereitschaft der Cache-Schlüssel',
  ready: 'Bereit in Runde 1',
  notReady: 'Nach 3 Runden nicht bereit',
  gaveUp: 'Nach 3 Runden aufgegeben: nicht jeder Schlüssel ist bereit.',
};

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test.describe(`dev tools (${language})`, () => {
    test('update-postcodes: the dry run lists a missing postcode, the run adds it, then nothing is left', async ({
      page,
      loginAs,
      shot,
    }) => {
      test.setTimeout(60_000);
      await loginAs('super');
      const code = await unknownPostcode(page);
      const city = `Testwil${unique()}`;
      await createCustomer(page, {
        first_name: 'Post',
        last_name: `Leitzahl${unique()}`,
        billing_address: { street: 'Dorfstrasse 1', postcode: code, city },
        allergen_ids: [],
      });

      await page.goto(`${x.prefix}/dev/tools`);
      const section = page.getByRole('region', { name: x.maintenance });
      const script = section.getByRole('group', { name: 'update-postcodes' });
      await expect(script.getByRole('button', { name: x.run, exact: true })).toHaveCount(0);
      await script.getByRole('button', { name: x.dryRun }).click();
      const changes = script.getByRole('table', { name: x.changes });
      const row = changes.getByRole('row', { name: new RegExp(`^${code} ${city} \\(1 address\\)`) });
      await expect(row).toContainText('zone');
      await expect(row).toContainText('UNKNOWN');
      await expect(script.getByRole('button', { name: x.dryRun })).toBeEnabled();
      await top(page);
      await shot(`dev-tools-maintenance-dry-run-${language}`);

      await script.getByRole('button', { name: x.run, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: x.confirm });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: x.run, exact: true }).click();
      await expect(confirm).toBeHidden();
      const run = script.getByTestId('maintenance-run');
      await expect(run).toContainText(x.done, { timeout: 15_000 });
      await expect(run).toContainText(x.changed);
      await expect(changes).toBeHidden();
      await top(page);
      await shot(`dev-tools-maintenance-run-${language}`);

      await script.getByRole('button', { name: x.dryRun }).click();
      await expect(script.getByText(x.nothing)).toBeVisible();
      await expect(script.getByRole('button', { name: x.run, exact: true })).toHaveCount(0);
      await expect(script.getByRole('button', { name: x.dryRun })).toBeEnabled();
      // The postcode is now on the list, without a zone.
      const added = await page.request.get(`/api/v1/postcodes?q=${code}`);
      const items = ((await added.json()) as { items: { postcode: string; place: string }[] }).items;
      expect(items.find((p) => p.postcode === code)).toMatchObject({ place: city });
      await top(page);
      await shot(`dev-tools-maintenance-nothing-left-${language}`);
    });

    test('cache readiness: a stored shopping list is ready, a key nobody wrote is not', async ({
      page,
      loginAs,
      shot,
    }) => {
      test.setTimeout(60_000);
      await loginAs('super');
      const name = `Ready ${unique()}`;
      const created = await page.request.post('/api/v1/shopping-lists', {
        data: { name, dates: [defaultWeekMonday(new Date())] },
      });
      expect(created.status(), await created.text()).toBe(201);
      const list = (await created.json()) as { shopping_list_id: number; stored: boolean };
      expect(list.stored).toBe(true);
      const readyKey = `ap/shopping_list/${list.shopping_list_id}/list`;
      const missingKey = `ap/shopping_list/${list.shopping_list_id + 100000}/list`;

      await page.goto(`${x.prefix}/dev/tools`);
      const section = page.getByRole('region', { name: x.readiness });
      const keys = section.getByRole('combobox', { name: x.keys });
      await keys.click();
      await page.getByRole('option', { name: new RegExp(name) }).click();
      await keys.fill(missingKey);
      await keys.press('Enter');
      await section.getByRole('spinbutton', { name: x.rounds }).fill('3');
      await section.getByRole('button', { name: x.check }).click();

      const table = section.getByRole('table', { name: x.table });
      await expect(table.getByRole('row', { name: new RegExp(readyKey) })).toContainText(x.ready);
      await expect(section.getByTestId('readiness-outcome')).toHaveText(x.gaveUp, { timeout: 10_000 });
      await expect(table.getByRole('row', { name: new RegExp(missingKey) })).toContainText(x.notReady);
      await top(page);
      await shot(`dev-tools-readiness-${language}`);
    });
  });
}

test('a chef (level 2) sees this client, but neither the maintenance scripts nor the cache readiness', async ({
  page,
  loginAs,
}) => {
  await loginAs('chef');
  await page.goto('/dev/tools');
  await expect(page.getByRole('heading', { name: 'This client' })).toBeVisible();
  await expect(page.getByRole('region', { name: en.maintenance })).toHaveCount(0);
  await expect(page.getByRole('region', { name: en.readiness })).toHaveCount(0);
});
