import type { Page } from '@playwright/test';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import type { InvoiceDetail, InvoiceList, InvoiceRunResult } from '@brigade/domain/schemas/invoices';
import type { WeekCustomersResponse } from '@brigade/domain/schemas/week';
import { chf, expect, test } from './fixtures.ts';

// Payments (issue 19): an open invoice of /bexio gets its payment link; the customer opens it without a login,
// sees the invoice number and the amount, pays (local port, demo) and sees "Paid"; the invoice is then paid.
// The payment goes through the same signed webhook a card payment would.

const en = {
  prefix: '',
  link: 'Payment link',
  heading: 'Invoice',
  payNow: 'Pay now (demo)',
  paid: 'Paid',
};
const de = {
  prefix: '/de',
  link: 'Zahlungslink',
  heading: 'Rechnung',
  payNow: 'Jetzt bezahlen (Demo)',
  paid: 'Bezahlt',
};

/** Invoices the week of a customer with a priced order and no invoice yet (from the end of the list). */
async function invoiceOne(page: Page, monday: string, fromEnd: number) {
  const week = (await (
    await page.request.get(`/api/v1/week/customers?start_date=${monday}`)
  ).json()) as WeekCustomersResponse;
  const invoiced = (await (
    await page.request.get(`/api/v1/invoices?week_start=${monday}`)
  ).json()) as InvoiceList;
  const taken = new Set(invoiced.items.map((i) => i.customer_id));
  const ids = [
    ...new Set(week.rows.filter((r) => r.week_price !== null && r.num_days > 0).map((r) => r.customer_id)),
  ].filter((id) => !taken.has(id));
  const response = await page.request.post('/api/v1/invoices/week', {
    data: { week_start: monday, customer_id: ids.at(-1 - fromEnd) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as InvoiceRunResult).created[0]!;
}

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test(`an invoice's payment link is paid on the pay page (${language})`, async ({ page, loginAs, shot }) => {
    test.setTimeout(60_000);
    await loginAs('super');
    const monday = defaultWeekMonday(new Date());
    const invoice = await invoiceOne(page, monday, language === 'en' ? 0 : 1);

    await page.goto(`${x.prefix}/bexio?date=${monday}`);
    const row = page.getByTestId('invoice-row').filter({ hasText: invoice.number });
    await row.getByRole('button', { name: x.link }).click();
    const dialog = page.getByRole('dialog', { name: x.link });
    const url = await dialog.getByTestId('payment-link-url').inputValue();
    expect(url).toMatch(/\/pay\/cs_local_[0-9a-f]{32}$/);
    // The dialog's fade-in done, so the screenshot shows it as the user does.
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await shot(`payment-link-${language}`);

    // The customer has no login: the pay page is public.
    await page.context().clearCookies();
    const sessionId = url.split('/pay/')[1]!;
    await page.goto(`${x.prefix}/pay/${sessionId}`);
    await expect(page.getByRole('heading', { name: `${x.heading} ${invoice.number}` })).toBeVisible();
    await expect(page.getByTestId('pay-amount')).toHaveText(chf(invoice.total, language));
    await shot(`pay-page-${language}`);
    await page.getByRole('button', { name: x.payNow }).click();
    await expect(page.getByTestId('pay-paid')).toContainText(x.paid);
    await shot(`pay-page-paid-${language}`);

    await loginAs('super');
    const paid = (await (
      await page.request.get(`/api/v1/invoices/${invoice.invoice_id}`)
    ).json()) as InvoiceDetail;
    expect(paid.status).toBe('PAID');
    expect(paid.version).toBe(invoice.version + 1);
    await page.goto(`${x.prefix}/bexio?date=${monday}`);
    await expect(page.getByTestId('invoice-row').filter({ hasText: invoice.number })).toContainText(x.paid);
  });
}
