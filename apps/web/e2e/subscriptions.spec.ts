import type { Page } from '@playwright/test';
import { addDays } from '@brigade/domain/calendar/iso-date';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { createCustomer, expect, test } from './fixtures.ts';
import { e2eContracts } from './subscription-contracts.ts';

// The subscription tool (ADR 061): the subscription service's contracts (its loopback stand-in,
// subscription-service.ts) beside our customers; pausing or cancelling a contract ends our subscription order.

/** Our customer with the contract's e-mail and a subscription order that started eight weeks ago. */
async function customerWithSubscription(page: Page, contract: (typeof e2eContracts)['en']) {
  const customer = await createCustomer(page, {
    first_name: contract.firstName,
    last_name: contract.lastName,
    email: contract.email,
    billing_address: { street: 'Seefeldstrasse 8', postcode: '8008', city: 'Zürich' },
  });
  const start = weekIdOfDate(addDays(businessDate(new Date()), -56));
  const order = await page.request.post('/api/v1/orders', {
    data: { customer_id: customer.customer_id, type: 'LEAN', start_week: start, is_subscription: true },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { order_id } = (await order.json()) as { order_id: number };
  return { customerId: customer.customer_id, orderId: order_id, start };
}

const en = {
  prefix: '',
  title: /subscription tool/i,
  list: 'Subscription contracts',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
  email: 'Customer e-mail',
  open: (id: number) => `Open contract ${id}`,
  dialog: (id: number) => `Contract ${id}`,
  untilCancelled: 'until cancelled',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel contract',
  confirmText: /subscription orders end this week/,
  pausedNote: (order: number) => `The contract is paused. Our order changed: #${order}.`,
  cancelledNote: (order: number) => `The contract is cancelled. Our order changed: #${order}.`,
  changed: 'Changed',
  yes: 'Yes',
  no: 'No',
  close: 'Close',
};

const de: typeof en = {
  prefix: '/de',
  title: /Abo-Tool/,
  list: 'Abo-Verträge',
  active: 'Aktiv',
  paused: 'Pausiert',
  cancelled: 'Gekündigt',
  email: 'E-Mail der Kundin/des Kunden',
  open: (id: number) => `Vertrag ${id} öffnen`,
  dialog: (id: number) => `Vertrag ${id}`,
  untilCancelled: 'bis zur Kündigung',
  pause: 'Pausieren',
  resume: 'Fortsetzen',
  cancel: 'Vertrag kündigen',
  confirmText: /Abo-Bestellungen unserer Kundin\/unseres Kunden enden diese Woche/,
  pausedNote: (order: number) => `Der Vertrag ist pausiert. Unsere Bestellung wurde geändert: #${order}.`,
  cancelledNote: (order: number) => `Der Vertrag ist gekündigt. Unsere Bestellung wurde geändert: #${order}.`,
  changed: 'Geändert',
  yes: 'Ja',
  no: 'Nein',
  close: 'Schliessen',
};

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test.describe(`subscription tool (${language})`, () => {
    test("the service's contracts beside our customer; pausing and cancelling end our order", async ({
      page,
      loginAs,
      shot,
    }) => {
      test.setTimeout(60_000);
      await loginAs('super');
      const contract = e2eContracts[language];
      const { customerId, orderId, start } = await customerWithSubscription(page, contract);
      const thisWeek = weekIdOfDate(businessDate(new Date()));

      await page.goto(`${x.prefix}/appstle`);
      await expect(page.getByRole('banner')).toContainText(x.title);
      const list = page.getByRole('table', { name: x.list });
      const rowOf = (id: number) => list.getByTestId('contract-row').filter({ hasText: String(id) });
      const ours = rowOf(contract.id);
      await expect(ours.getByTestId('contract-status')).toHaveText(x.active);
      await expect(
        ours.getByRole('link', { name: `${contract.firstName} ${contract.lastName}` }),
      ).toHaveAttribute('href', `${x.prefix}/customers/${customerId}`);
      await expect(ours).toContainText(contract.email);
      await expect(rowOf(e2eContracts.paused.id).getByTestId('contract-status')).toHaveText(x.paused);
      await expect(rowOf(e2eContracts.cancelled.id).getByTestId('contract-status')).toHaveText(x.cancelled);
      await expect(ours).toContainText('CHF');
      await shot(`subscriptions-list-${language}`);

      await page.getByRole('searchbox', { name: x.email }).fill(contract.email);
      await expect(list.getByTestId('contract-row')).toHaveCount(1);
      await ours.getByRole('button', { name: x.open(contract.id) }).click();

      const dialog = page.getByRole('dialog', { name: x.dialog(contract.id) });
      await expect(dialog.getByRole('cell', { name: 'LEAN', exact: true })).toBeVisible();
      const order = dialog.getByTestId('contract-order').filter({ hasText: `#${orderId}` });
      await expect(order).toContainText(`${start}${x.untilCancelled}`);
      await dialog.getByRole('button', { name: x.pause }).click();

      await expect(dialog.getByTestId('contract-changed')).toHaveText(x.pausedNote(orderId));
      await expect(dialog.getByTestId('contract-status')).toHaveText(x.paused);
      await expect(order).toContainText(`${start}${thisWeek}${x.yes}${x.no}${x.changed}`);
      await expect(dialog.getByRole('button', { name: x.resume })).toBeVisible();
      await shot(`subscriptions-paused-${language}`);

      // Cancelling asks first; it is final: our order is no longer a subscription.
      await dialog.getByRole('button', { name: x.cancel }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: x.confirmText });
      await expect(confirm).toBeVisible();
      // Only for the screenshot: the confirmation fades in.
      await page.waitForTimeout(400);
      await shot(`subscriptions-cancel-confirm-${language}`);
      await confirm.getByRole('button', { name: x.cancel }).click();
      await expect(dialog.getByTestId('contract-changed')).toHaveText(x.cancelledNote(orderId));
      await expect(dialog.getByTestId('contract-status')).toHaveText(x.cancelled);
      await expect(order).toContainText(`${start}${thisWeek}${x.no}${x.no}${x.changed}`);
      await expect(dialog.getByRole('button', { name: x.pause })).toHaveCount(0);
      await dialog.getByRole('button', { name: x.close }).last().click();
      await expect(dialog).toBeHidden();
      await expect(ours.getByTestId('contract-status')).toHaveText(x.cancelled);

      // The same screen under the tools.
      await page.goto(`${x.prefix}/tools/appstle`);
      await expect(rowOf(contract.id).getByTestId('contract-status')).toHaveText(x.cancelled);
      await expect(rowOf(e2eContracts.paused.id).getByTestId('contract-status')).toHaveText(x.paused);
    });
  });
}
