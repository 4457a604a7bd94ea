import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { accountingConnection, accountingContacts } from '../../db/schema/money.ts';
import { startAccountingStub, type AccountingStub } from '../../integrations/accounting/accounting-stub.ts';
import { createLiveAccounting } from '../../integrations/accounting/live.ts';
import { createLocalAccounting } from '../../integrations/accounting/local.ts';
import type { AccountingService } from '../../integrations/accounting/port.ts';
import { createAuditService } from '../audit/service.ts';
import { createCustomersService } from '../customers/service.ts';
import { createIntegrationsService } from '../integrations/service.ts';
import { createAccountingModule } from './module.ts';

/** The accounting services other modules call, over the test app's database. */
function servicesOver(t: TestApp, service: AccountingService) {
  const core = {
    db: t.database.db,
    clock: t.clock,
    audit: createAuditService({ db: t.database.db, clock: t.clock }),
  };
  return createAccountingModule({
    ...core,
    service,
    redirectUrl: 'http://brigade.test/bexio/v3/login',
    customers: createCustomersService(core),
    integrations: createIntegrationsService({ ...core, modes: { accounting: service.mode } }),
  }).services.accounting;
}

async function createCustomer(t: TestApp, cookie: string, extra: object = {}): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/customers',
    headers: { cookie },
    payload: {
      first_name: 'Anna',
      last_name: 'Muster',
      email: `anna.${Math.random().toString(36).slice(2)}@example.ch`,
      phone_number: '079 123 45 67',
      dob: '1985-04-23',
      billing_address: { name: 'Anna Muster', street: 'Bahnhofstrasse 10', postcode: '8001', city: 'Zürich' },
      ...extra,
    },
  });
  if (response.statusCode !== 201) throw new Error(`customer: ${response.statusCode} ${response.body}`);
  return (response.json() as { customer_id: number }).customer_id;
}

describe('accounting calls of other modules', () => {
  let stub: AccountingStub;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    stub = await startAccountingStub();
    t = await buildTestApp();
    admin = await loginAs(t.app, 'SUPER');
  });
  afterAll(async () => {
    await t.app.close();
    await stub.close();
  });
  beforeEach(() => void (stub.requests.length = 0));

  const live = () =>
    createLiveAccounting({
      authUrl: stub.authUrl,
      apiUrl: stub.apiUrl,
      clientId: stub.clientId,
      clientSecret: stub.clientSecret,
      userId: 3,
    });

  /** A connection as a login leaves it, with tokens the stub handed out. */
  async function connect() {
    const answer = await fetch(live().authorizeUrl('Ab3dE6gH9k', 'http://brigade.test/bexio/v3/login'), {
      redirect: 'manual',
    });
    const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
    const tokens = await live().exchangeCode(code, 'http://brigade.test/bexio/v3/login');
    await t.database.db.delete(accountingConnection);
    await t.database.db.insert(accountingConnection).values({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: new Date(t.clock().getTime() + tokens.expiresIn * 1000),
      connectedAt: t.clock(),
    });
  }

  it('in local mode answers null and calls nothing', async () => {
    const local = servicesOver(t, createLocalAccounting());
    const customerId = await createCustomer(t, admin);
    expect(local.mode).toBe('local');
    expect(await local.ensureContact(customerId)).toBeNull();
    const invoice = { customerId, title: 'T', apiReference: 'R', positions: [], currency: 'CHF' };
    expect(await local.createInvoice(invoice)).toBeNull();
    expect(await local.deleteInvoice('12')).toBeNull();
    expect(stub.requests).toEqual([]);
  });

  it('live without a connection asks for the login (409)', async () => {
    await t.database.db.delete(accountingConnection);
    const customerId = await createCustomer(t, admin);
    await expect(servicesOver(t, live()).ensureContact(customerId)).rejects.toMatchObject({
      statusCode: 409,
      message: 'You must login to Bexio to continue',
    });
  });

  it("makes a customer's contact once from the accounting parameters, and remembers it", async () => {
    await connect();
    const accounting = servicesOver(t, live());
    const customerId = await createCustomer(t, admin);
    const [first, second] = await Promise.all([
      accounting.ensureContact(customerId),
      accounting.ensureContact(customerId),
    ]);
    expect(first).toMatch(/^\d+$/);
    expect(second).toBe(first);
    expect(await accounting.ensureContact(customerId)).toBe(first);
    const made = stub.calls('/2.0/contact');
    expect(made).toHaveLength(1);
    expect(made[0]!.body).toEqual({
      contact_type_id: 2,
      name_1: 'Muster',
      name_2: 'Anna',
      address: 'Bahnhofstrasse 10',
      postcode: '8001',
      city: 'Zürich',
      mail: expect.stringMatching(/^anna\..*@example\.ch$/),
      phone_fixed: '+41 791234567',
      birthday: '1985-04-23',
      remarks: `Brigade customer ${customerId}`,
      user_id: 3,
      owner_id: 3,
    });
    const kept = await t.database.db.select().from(accountingContacts);
    expect(kept.find((k) => k.customerId === customerId)?.contactId).toBe(first);
  });

  it('leaves out a birthday that is not a valid date', async () => {
    await connect();
    const customerId = await createCustomer(t, admin, { dob: null });
    await servicesOver(t, live()).ensureContact(customerId);
    expect(stub.calls('/2.0/contact')[0]!.body).not.toHaveProperty('birthday');
  });

  it('creates an invoice for the customer’s contact and maps the answer; deleting twice is fine', async () => {
    await connect();
    const accounting = servicesOver(t, live());
    const customerId = await createCustomer(t, admin);
    const invoice = await accounting.createInvoice({
      customerId,
      title: 'Invoice 2026-00007',
      apiReference: '2026-00007',
      positions: [{ text: 'Week 10: LEAN, 5 days', quantity: 5, unitPrice: 30 }],
      currency: 'CHF',
    });
    expect(invoice).toEqual({
      id: expect.any(String),
      documentNr: expect.stringMatching(/^RE-\d{5}$/),
      total: '150.00',
    });
    const contactId = await accounting.ensureContact(customerId);
    expect(stub.calls('/2.0/kb_invoice')[0]!.body).toMatchObject({
      contact_id: Number(contactId),
      api_reference: '2026-00007',
    });
    expect(await accounting.deleteInvoice(invoice!.id)).toBe(true);
    expect(stub.invoices.has(Number(invoice!.id))).toBe(false);
    expect(await accounting.deleteInvoice(invoice!.id)).toBe(true);
  });

  it('passes the service’s refusal on as a clear 422', async () => {
    await connect();
    const customerId = await createCustomer(t, admin);
    stub.fail({
      kind: 'status',
      status: 422,
      path: '/2.0/contact',
      body: { error_code: 422, message: ['name_1: too long'] },
    });
    await expect(servicesOver(t, live()).ensureContact(customerId)).rejects.toMatchObject({
      statusCode: 422,
      message:
        'Unable to create the accounting contact of Anna Muster. The service refused the request (HTTP 422): name_1: too long',
    });
    expect(await t.database.db.select().from(accountingContacts)).not.toContainEqual(
      expect.objectContaining({ customerId }),
    );
  });
});
