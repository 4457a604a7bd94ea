import type { Page } from '@playwright/test';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import type { InvoiceList } from '@brigade/domain/schemas/invoices';
import type { WeekCustomersResponse } from '@brigade/domain/schemas/week';
import { pdfQrCodes, qrBillFields } from '../../server/test/qr-bill.ts';
import { expect, test } from './fixtures.ts';

// Invoices (issue 19, ADR 069): a customer's week of the default week is invoiced from /bexio with 'Add
// invoice'; its PDF carries a Swiss QR-bill that reads back with the IBAN, the amount and the reference; marked
// paid, it shows so. English invoices the first customer of the week's list, German the second.

const en = {
  prefix: '',
  add: 'Add invoice',
  customer: 'Customer',
  create: 'Invoice',
  markPaid: 'Mark paid',
  open: 'Open',
  paid: 'Paid',
  money: 'Payments and invoices',
  message: 'Invoice',
  close: 'Close',
};
const de = {
  prefix: '/de',
  add: 'Rechnung hinzufügen',
  customer: 'Kunde',
  create: 'Verrechnen',
  markPaid: 'Als bezahlt markieren',
  open: 'Offen',
  paid: 'Bezahlt',
  money: 'Zahlungen und Rechnungen',
  message: 'Rechnung',
  close: 'Schliessen',
};

/** The nth customer with a priced order in the default week who has no invoice yet. */
async function customerToBill(page: Page, monday: string, nth: number) {
  const week = (await (
    await page.request.get(`/api/v1/week/customers?start_date=${monday}`)
  ).json()) as WeekCustomersResponse;
  const priced = week.rows.filter((r) => r.week_price !== null && r.num_days > 0);
  const ids = [...new Set(priced.map((r) => r.customer_id))];
  const row = priced.find((r) => r.customer_id === ids[nth])!;
  return { id: row.customer_id, orderId: row.order_id, name: `${row.first_name} ${row.last_name}` };
}

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test(`invoices a customer's week, reads the QR-bill of its PDF and marks it paid (${language})`, async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(90_000);
    await loginAs('super');
    const monday = defaultWeekMonday(new Date());
    const customer = await customerToBill(page, monday, language === 'en' ? 0 : 1);

    await page.goto(`${x.prefix}/bexio?date=${monday}`);
    await page.getByRole('button', { name: x.add }).click();
    const dialog = page.getByRole('dialog', { name: x.add });
    await dialog.getByLabel(x.customer).fill(customer.name);
    await page
      .getByRole('option', { name: new RegExp(customer.name) })
      .first()
      .click();
    await dialog.getByRole('button', { name: x.create, exact: true }).click();
    await expect(dialog).toBeHidden();

    const list = (await (
      await page.request.get(`/api/v1/invoices?customer_id=${customer.id}&week_start=${monday}`)
    ).json()) as InvoiceList;
    const invoice = list.items[0]!;
    const row = page.getByTestId('invoice-row').filter({ hasText: invoice.number });
    await expect(row).toContainText(customer.name);
    await expect(row).toContainText(x.open);
    await shot(`invoices-${language}`);

    // The PDF's payment part: what a banking app reads.
    const href = await row.getByRole('link', { name: 'PDF' }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const codes = await pdfQrCodes(await pdf.body());
    expect(codes).toHaveLength(1);
    expect(qrBillFields(codes[0]!)).toMatchObject({
      iban: 'CH4431999123000889012',
      amount: invoice.total.toFixed(2),
      reference: invoice.reference,
      message: `${x.message} ${invoice.number}`,
    });

    await row.getByRole('button', { name: x.markPaid }).click();
    await expect(row).toContainText(x.paid);

    // The accounting tool: the service's connection (local here) and the open invoices.
    await page.goto(`${x.prefix}/tools/bexio`);
    await expect(page.getByTestId('open-invoices')).toBeVisible();
    await shot(`accounting-tool-${language}`);

    // The customer's page shows it among their payments and invoices.
    await page.goto(`${x.prefix}/customers/${customer.id}`);
    await page.getByRole('button', { name: x.money }).click();
    await expect(
      page.getByRole('dialog').getByTestId('invoice-row').filter({ hasText: invoice.number }),
    ).toContainText(x.paid);
    await shot(`customer-money-${language}`);
    await page.getByRole('dialog').getByRole('button', { name: x.close }).click();

    // The order's dialog opens the same, with that order's row marked.
    await page.getByRole('cell', { name: String(customer.orderId), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: x.money }).click();
    const money = page.getByRole('dialog', { name: new RegExp(`#${customer.orderId}`) });
    await expect(money.getByTestId('money-order').and(page.locator('[aria-current="true"]'))).toContainText(
      String(customer.orderId),
    );
    await expect(money.getByTestId('invoice-row').filter({ hasText: invoice.number })).toContainText(x.paid);
  });
}
