import type { InvoiceRunResult, InvoiceSummary } from '@brigade/domain/schemas/invoices';
import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { startAccountingStub, type AccountingStub } from '../../integrations/accounting/accounting-stub.ts';
import { insertHandWorkedDelivery, type HandWorkedDelivery } from '../logistics/test-delivery.ts';
import { MONDAY } from '../production/test-week.ts';

// With the accounting service live (ADR 069), an invoice is made there too, in the same step: not logged in,
// nothing is made anywhere and the number is not used up; cancelled, it is deleted there.

let stub: AccountingStub;
let t: TestApp;
let admin: string;
let week: HandWorkedDelivery;

const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

/** Logs Brigade in to the stub as a SUPER would: start, follow the authorize address, hand back the code. */
async function connect() {
  const start = await inject('POST', '/accounting/oauth/start');
  const answer = await fetch(new URL(start.json<{ authorize_url: string }>().authorize_url), {
    redirect: 'manual',
  });
  const back = new URL(answer.headers.get('location')!);
  const state = back.searchParams.get('state');
  const done = await inject('POST', '/accounting/oauth/callback', {
    code: back.searchParams.get('code'),
    state,
  });
  expect(done.statusCode, done.body).toBe(200);
}

beforeAll(async () => {
  stub = await startAccountingStub();
  t = await buildTestApp({
    env: {
      ACCOUNTING_CLIENT_ID: stub.clientId,
      ACCOUNTING_CLIENT_SECRET: stub.clientSecret,
      ACCOUNTING_AUTH_URL: stub.authUrl,
      ACCOUNTING_API_URL: stub.apiUrl,
      ACCOUNTING_REDIRECT_URL: 'http://brigade.test/bexio/v3/login',
    },
  });
  admin = await loginAs(t.app, 'SUPER');
  week = await insertHandWorkedDelivery(t, admin);
});
afterAll(async () => {
  await t?.app.close();
  await stub?.close();
});

describe('invoices with the accounting service live (ADR 069)', () => {
  it('makes nothing while Brigade is not logged in to the accounting service', async () => {
    const refused = await inject('POST', '/invoices/week', {
      week_start: MONDAY,
      customer_id: week.ids.customer.a,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toBe(messages.accountingLoginRequired);
    expect((await inject('GET', '/invoices')).json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('makes the invoice there too, under the number it has here, and deletes it there when cancelled', async () => {
    await connect();
    const made = await inject('POST', '/invoices/week', {
      week_start: MONDAY,
      customer_id: week.ids.customer.a,
    });
    expect(made.statusCode, made.body).toBe(201);
    const invoice = made.json<InvoiceRunResult>().created[0]!;
    expect(invoice.number).toMatch(/-00001$/);
    const posted = stub.calls('/2.0/kb_invoice').filter((r) => r.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toMatchObject({ api_reference: invoice.number, title: invoice.title });
    expect(stub.invoices.size).toBe(1);
    const cancelled = await inject('POST', `/invoices/${invoice.invoice_id}/cancel`, {
      version: invoice.version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<InvoiceSummary>().kind).toBe('CREDIT_NOTE');
    expect(stub.invoices.size).toBe(0);
  });
});
