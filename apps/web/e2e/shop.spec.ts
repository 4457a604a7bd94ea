import { createHmac } from 'node:crypto';
import type { APIResponse, Page } from '@playwright/test';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { closeNotices, expect, nextMonday, test, unique } from './fixtures.ts';

// Shop orders in (ADR 058): the shop's signed webhook, the import queue, mapping a product, the developers'
// tools with the jobs and the outbox, and the kitchen e-mail of a shopping list. The e2e server runs with
// SHOP_WEBHOOK_SECRET and SHOP_URL (scripts/e2e-server.mjs).

const secret = 'e2e-shop-webhook-secret-0001';
const shopUrl = 'https://brigade-e2e.myshopify.com';

/** Ids the shop would give: unique per run and language, far below Number.MAX_SAFE_INTEGER. */
const shopId = () => 1_000_000_000 + (Date.now() % 1_000_000_000) + Math.floor(Math.random() * 1000);

/** A shop order as the orders/create webhook sends it: one line of a variant, starting on `start`. */
function shopOrder(o: {
  id: number;
  email: string;
  first: string;
  last: string;
  variantId: number;
  start: string;
}) {
  const address = {
    first_name: o.first,
    last_name: o.last,
    name: `${o.first} ${o.last}`,
    address1: 'Langstrasse 12',
    address2: null,
    city: 'Zürich',
    zip: '8004',
    country: 'Switzerland',
    country_code: 'CH',
    phone: '+41 79 555 12 34',
  };
  const now = new Date().toISOString();
  return {
    id: o.id,
    name: `#${o.id}`,
    email: o.email,
    created_at: now,
    updated_at: now,
    cancelled_at: null,
    currency: 'CHF',
    total_price: '289.00',
    note: 'Please leave at the door',
    customer: { id: o.id + 100, email: o.email, first_name: o.first, last_name: o.last },
    billing_address: address,
    shipping_address: address,
    line_items: [
      {
        id: o.id * 10 + 1,
        product_id: 9000 + o.variantId,
        variant_id: o.variantId,
        title: 'LEAN programme',
        variant_title: '2 weeks',
        quantity: 1,
        price: '289.00',
        properties: [{ name: 'Start date', value: o.start }],
      },
    ],
  };
}

/** Delivers a webhook signed as the shop signs it (base64 HMAC-SHA256 of the raw body). */
async function deliver(
  page: Page,
  payload: object,
  o: { eventId: string; key?: string },
): Promise<APIResponse> {
  const body = JSON.stringify(payload);
  return page.request.post('/api/v1/shop/webhooks/orders', {
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/create',
      'x-shopify-hmac-sha256': createHmac('sha256', o.key ?? secret)
        .update(body)
        .digest('base64'),
      'x-shopify-event-id': o.eventId,
      'x-shopify-webhook-id': `wh-${o.eventId}`,
    },
    data: body,
  });
}

/** Maps a variant through the API, as the 'Map product' dialog does. */
async function mapVariant(page: Page, variantId: number) {
  const res = await page.request.put(`/api/v1/shop/variants/${variantId}`, {
    data: {
      product_id: null,
      title: 'LEAN 2 weeks',
      kind: 'programme',
      type: 'LEAN',
      is_flex: false,
      day_trial: false,
      weeks: 2,
      version: 0,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Waits until the shop order's import has settled in `status`, and gives the order. */
async function settled(page: Page, id: number, status: string) {
  let order: { status: string; customer_id: number | null; order_ids: number[] } | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/v1/shop/orders/${id}`);
      order = res.ok() ? await res.json() : undefined;
      return order?.status;
    })
    .toBe(status);
  return order!;
}

const en = {
  prefix: '',
  shopOrders: 'Shop orders',
  week: 'The Week',
  weekSearch: /search name/i,
  imported: 'Imported',
  waiting: 'Waiting',
  unknown: 'Unknown product: LEAN programme – 2 weeks',
  heading: (name: string) => `Shop order ${name}`,
  openInShop: 'Open in shop admin',
  map: 'Map product',
  mapDialog: 'Map product: LEAN programme – 2 weeks',
  name: 'Name',
  programme: 'Programme',
  weeks: 'Weeks',
  saveMapping: 'Save mapping',
  customerLink: /^Customer #\d+$/,
  payload: 'Shop data (JSON)',
  jobs: 'Jobs',
  services: 'Outside services',
  outbox: 'Outbox',
  email: 'E-mail',
  emailDialog: 'E-mail the shopping list',
  to: 'To',
  subject: 'Subject',
  send: 'Send',
  queued: /^E-mail to .* queued/,
  kept: 'Kept (no mail server)',
};

const de: typeof en = {
  prefix: '/de',
  shopOrders: 'Shop-Bestellungen',
  week: 'Die Woche',
  weekSearch: /suchen/i,
  imported: 'Importiert',
  waiting: 'Wartet',
  unknown: 'Unbekanntes Produkt: LEAN programme – 2 weeks',
  heading: (name: string) => `Shop-Bestellung ${name}`,
  openInShop: 'Im Shop-Admin öffnen',
  map: 'Produkt zuordnen',
  mapDialog: 'Produkt zuordnen: LEAN programme – 2 weeks',
  name: 'Name',
  programme: 'Programm',
  weeks: 'Wochen',
  saveMapping: 'Zuordnung speichern',
  customerLink: /^Kunde #\d+$/,
  payload: 'Shop-Daten (JSON)',
  jobs: 'Jobs',
  services: 'Externe Dienste',
  outbox: 'Postausgang',
  email: 'E-Mail',
  emailDialog: 'Einkaufsliste per E-Mail senden',
  to: 'An',
  subject: 'Betreff',
  send: 'Senden',
  queued: /^E-Mail an .* eingereiht/,
  kept: 'Aufbewahrt (kein Mailserver)',
};

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test.describe(`shop orders (${language})`, () => {
    test('a signed webhook of a mapped product makes a customer and an order in The Week, once', async ({
      page,
      loginAs,
      shot,
    }) => {
      test.setTimeout(60_000);
      await loginAs('super');
      const variantId = shopId();
      await mapVariant(page, variantId);
      const { monday } = nextMonday();
      const id = shopId();
      const last = `Shop${unique()}`;
      const email = `mia.${last.toLowerCase()}@example.ch`;
      const payload = shopOrder({ id, email, first: 'Mia', last, variantId, start: monday });
      const eventId = `evt-${id}`;

      const first = await deliver(page, payload, { eventId });
      expect(first.status(), await first.text()).toBe(200);
      expect(await first.json()).toEqual({ outcome: 'queued' });
      const imported = await settled(page, id, 'imported');
      expect(imported.order_ids).toHaveLength(1);

      await page.goto(`${x.prefix}/orders/shopify?status=imported`);
      await expect(page.getByRole('banner')).toContainText(x.shopOrders);
      const row = page.getByRole('row', { name: new RegExp(`#${id}`) });
      await expect(row).toContainText(`Mia ${last}`);
      await expect(row).toContainText(x.imported);
      await shot(`shop-orders-imported-${language}`);

      await page.goto(`${x.prefix}/week/customers?start_date=${monday}`);
      await expect(page.getByRole('banner')).toContainText(x.week);
      await page.getByRole('searchbox', { name: x.weekSearch }).fill(last);
      const weekRow = page.getByRole('row', { name: new RegExp(last) });
      await expect(weekRow).toHaveCount(1);
      await expect(weekRow.locator('[data-field="programme"]')).toHaveText('LEAN');
      await shot(`shop-order-in-the-week-${language}`);

      // The shop delivers the same event again: nothing changes.
      const again = await deliver(page, payload, { eventId });
      expect(await again.json()).toEqual({ outcome: 'duplicate' });
      const orders = await page.request.get(`/api/v1/orders?customer_id=${imported.customer_id}`);
      expect(((await orders.json()) as { total: number }).total).toBe(1);

      // A delivery signed with another key is refused and kept nowhere.
      const forgedOrder = shopOrder({ id: id + 1, email, first: 'Eve', last, variantId, start: monday });
      const forged = await deliver(page, forgedOrder, {
        eventId: `evt-forged-${id}`,
        key: 'someone-elses-secret-000',
      });
      expect(forged.status()).toBe(401);
      expect((await page.request.get(`/api/v1/shop/orders/${id + 1}`)).status()).toBe(404);
    });

    test('an unknown product waits in the import queue; mapping it on the detail page imports it', async ({
      page,
      loginAs,
      shot,
    }) => {
      test.setTimeout(60_000);
      await loginAs('super');
      const id = shopId();
      const last = `Queue${unique()}`;
      const payload = shopOrder({
        id,
        email: `lena.${last.toLowerCase()}@example.ch`,
        first: 'Lena',
        last,
        variantId: shopId(),
        start: nextMonday().monday,
      });
      expect((await deliver(page, payload, { eventId: `evt-${id}` })).status()).toBe(200);
      await settled(page, id, 'waiting');

      await page.goto(`${x.prefix}/orders/shopify`);
      const row = page.getByRole('row', { name: new RegExp(`#${id}`) });
      await expect(row).toContainText(x.unknown);
      await expect(row).toContainText(x.waiting);
      await shot(`shop-import-queue-${language}`);
      await row.getByRole('link', { name: `#${id}` }).click();

      await expect(page.getByRole('heading', { name: x.heading(`#${id}`) })).toBeVisible();
      await expect(page.getByRole('link', { name: x.openInShop })).toHaveAttribute(
        'href',
        `${shopUrl}/admin/orders/${id}`,
      );
      await page.getByRole('button', { name: x.map }).click();
      const dialog = page.getByRole('dialog', { name: x.mapDialog });
      await expect(dialog.getByRole('textbox', { name: x.name })).toHaveValue('LEAN programme – 2 weeks');
      await dialog.getByRole('combobox', { name: x.programme }).click();
      await page.getByRole('option', { name: 'LEAN', exact: true }).click();
      await dialog.getByRole('spinbutton', { name: x.weeks }).fill('2');
      await shot(`shop-map-product-${language}`);
      await dialog.getByRole('button', { name: x.saveMapping }).click();
      await expect(dialog).toBeHidden();
      await closeNotices(page);

      // The detail follows the import until it settles.
      await expect(page.getByTestId('shop-status')).toHaveText(x.imported, { timeout: 15_000 });
      const customer = page.getByRole('link', { name: x.customerLink });
      await expect(customer).toHaveAttribute('href', new RegExp(`^${x.prefix}/customers/\\d+$`));
      await page.getByRole('button', { name: x.payload }).click();
      await expect(page.getByTestId('shop-payload')).toContainText(`lena.${last.toLowerCase()}@example.ch`);
      await expect(
        page.locator('.MuiCollapse-entered').filter({ has: page.getByTestId('shop-payload') }),
      ).toHaveCount(1);
      await shot(`shop-order-imported-${language}`);

      await page.goto(`${x.prefix}/dev/tools`);
      const jobs = page.getByRole('region', { name: x.jobs });
      await expect(jobs.getByRole('row', { name: /shop\.import/ }).first()).toBeVisible();
      const services = page.getByRole('region', { name: x.services });
      await expect(services.getByRole('rowheader', { name: 'Shop', exact: true })).toBeVisible();
      await shot(`dev-tools-jobs-${language}`);
    });

    test('a superchef e-mails a shopping list; the e-mail shows in the outbox of the dev tools', async ({
      page,
      loginAs,
      shot,
    }) => {
      test.setTimeout(60_000);
      await loginAs('superchef');
      const name = `Mail ${unique()}`;
      const created = await page.request.post('/api/v1/shopping-lists', {
        data: { name, dates: [defaultWeekMonday(new Date())] },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { shopping_list_id } = (await created.json()) as { shopping_list_id: number };

      await page.goto(`${x.prefix}/shopping-lists/${shopping_list_id}`);
      await expect(page.getByTestId('shopping-line').first()).toBeVisible();
      await page.getByRole('button', { name: x.email, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: x.emailDialog });
      await expect(dialog.getByRole('textbox', { name: x.subject })).toHaveValue(name);
      await expect(dialog.getByRole('textbox', { name: 'Text' })).toHaveValue(new RegExp(`^${name}\\n`));
      const to = `kitchen.${unique()}@example.ch`;
      await dialog.getByRole('textbox', { name: x.to }).fill(to);
      await shot(`kitchen-email-${language}`);
      await dialog.getByRole('button', { name: x.send }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(x.queued)).toBeVisible();

      await loginAs('super');
      await page.goto(`${x.prefix}/dev/tools`);
      const outbox = page.getByRole('region', { name: x.outbox });
      const row = outbox.getByRole('row', { name: new RegExp(to) });
      await expect(row).toContainText(name);
      await expect(row).toContainText(x.kept, { timeout: 15_000 });
      await row.getByRole('button', { name }).click();
      const message = page.getByRole('dialog', { name });
      await expect(message.getByTestId('outbox-text')).toContainText(name);
      await shot(`dev-tools-outbox-${language}`);
    });
  });
}
