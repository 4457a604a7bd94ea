import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { ProviderError } from '../../lib/provider-call.ts';
import { startAccountingStub, type AccountingStub } from './accounting-stub.ts';
import { createLiveAccounting } from './live.ts';
import { ACCOUNTING_SCOPES, organisationOf } from './live-oauth.ts';

const redirect = 'https://brigade.example/bexio/v3/login';
const anna = {
  name_1: 'Muster',
  name_2: 'Anna',
  address: 'Bahnhofstrasse 1',
  postcode: '8001',
  city: 'Zürich',
  mail: 'anna@example.ch',
  phone_fixed: '+41 79 123 45 67',
  birthday: '1985-04-23',
  remarks: 'Brigade customer 42',
};

describe('accounting adapter against the loopback accounting service', () => {
  let stub: AccountingStub;
  const waits: number[] = [];
  const accounting = (over: { clientSecret?: string; timeoutMs?: number; taxId?: number } = {}) =>
    createLiveAccounting({
      authUrl: stub.authUrl,
      apiUrl: stub.apiUrl,
      clientId: stub.clientId,
      clientSecret: over.clientSecret ?? stub.clientSecret,
      userId: 7,
      taxId: over.taxId,
      sleep: async (ms) => void waits.push(ms),
      timeoutMs: over.timeoutMs,
    });

  /** Logs in as a browser would: the authorize address redirects back with a code. */
  async function login() {
    const live = accounting();
    const answer = await fetch(live.authorizeUrl('Ab3dE6gH9k', redirect), { redirect: 'manual' });
    const back = new URL(answer.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('Ab3dE6gH9k');
    return live.exchangeCode(back.searchParams.get('code')!, redirect);
  }

  beforeAll(async () => {
    stub = await startAccountingStub({ companyName: 'Brigade Kitchen AG' });
  });
  afterAll(async () => stub.close());
  beforeEach(() => {
    waits.length = 0;
    stub.requests.length = 0;
  });

  it('builds the authorize address of the realm with the scopes and the state', () => {
    const url = new URL(accounting().authorizeUrl('Ab3dE6gH9k', redirect));
    expect(`${url.origin}${url.pathname}`).toBe(`${stub.authUrl}/protocol/openid-connect/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: stub.clientId,
      redirect_uri: redirect,
      scope: ACCOUNTING_SCOPES.join(' '),
      state: 'Ab3dE6gH9k',
    });
    for (const scope of ['openid', 'article_show', 'contact_edit', 'kb_invoice_edit', 'kb_order_edit']) {
      expect(url.searchParams.get('scope')!.split(' ')).toContain(scope);
    }
  });

  it('exchanges the code with a form body carrying the client credentials, and reads the organisation', async () => {
    const tokens = await login();
    expect(tokens).toEqual({
      accessToken: expect.stringMatching(/^stub-access-/),
      refreshToken: expect.stringMatching(/^stub-refresh-/),
      expiresIn: 3600,
      organisation: 'Brigade Kitchen AG',
    });
    const [sent] = stub.calls('/realms/bexio/protocol/openid-connect/token');
    expect(sent!.contentType).toBe('application/x-www-form-urlencoded');
    expect(sent!.query).toEqual({});
    expect(sent!.body).toEqual({
      grant_type: 'authorization_code',
      code: expect.stringMatching(/^stub-code-/),
      redirect_uri: redirect,
      client_id: stub.clientId,
      client_secret: stub.clientSecret,
    });
  });

  it('refuses a used code as a 422 the user can redo', async () => {
    const live = accounting();
    const answer = await fetch(live.authorizeUrl('Ab3dE6gH9k', redirect), { redirect: 'manual' });
    const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
    await live.exchangeCode(code, redirect);
    const again = await live.exchangeCode(code, redirect).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ProviderError);
    expect(again).toMatchObject({
      statusCode: 422,
      status: 400,
      message:
        'Unable to complete the accounting login. The service refused the request (HTTP 400): Code not valid',
    });
  });

  it('refreshes with rotation: the new refresh token works, the old one is refused', async () => {
    const first = await login();
    const second = await accounting().refresh(first.refreshToken!);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(stub.calls('/realms/bexio/protocol/openid-connect/token').at(-1)!.body).toEqual({
      grant_type: 'refresh_token',
      refresh_token: first.refreshToken,
      client_id: stub.clientId,
      client_secret: stub.clientSecret,
    });
    await expect(accounting().refresh(first.refreshToken!)).rejects.toMatchObject({ status: 400 });
    await expect(accounting().refresh(second.refreshToken!)).resolves.toMatchObject({
      accessToken: expect.stringMatching(/^stub-access-/),
    });
  });

  it('refuses wrong client credentials with the realm’s words', async () => {
    await expect(accounting({ clientSecret: 'wrong' }).refresh('x')).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringContaining('(HTTP 401): Invalid client credentials'),
    });
  });

  it('creates a person contact with the documented body and answers its id', async () => {
    const { accessToken } = await login();
    const id = await accounting().createContact(accessToken, anna);
    expect(id).toMatch(/^\d+$/);
    const [sent] = stub.calls('/2.0/contact');
    expect(sent!.authorization).toBe(`Bearer ${accessToken}`);
    expect(sent!.body).toEqual({
      contact_type_id: 2,
      name_1: 'Muster',
      name_2: 'Anna',
      address: 'Bahnhofstrasse 1',
      postcode: '8001',
      city: 'Zürich',
      mail: 'anna@example.ch',
      phone_fixed: '+41 79 123 45 67',
      birthday: '1985-04-23',
      remarks: 'Brigade customer 42',
      user_id: 7,
      owner_id: 7,
    });
    const { birthday: _none, ...withoutBirthday } = anna;
    await accounting().createContact(accessToken, withoutBirthday);
    expect(stub.calls('/2.0/contact').at(-1)!.body).not.toHaveProperty('birthday');
  });

  it("maps the service's refusal {error_code, message[]} to a 422 in its words", async () => {
    const { accessToken } = await login();
    const refused = await accounting()
      .createContact(accessToken, { ...anna, mail: 'not-an-address' })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      statusCode: 422,
      code: 'BUSINESS_RULE',
      message:
        'Unable to create the accounting contact of Anna Muster. The service refused the request (HTTP 422): mail: This value is not a valid email address.',
    });
  });

  it('creates an invoice (201) and maps its id, document number and total', async () => {
    const { accessToken } = await login();
    const contactId = await accounting().createContact(accessToken, anna);
    const invoice = await accounting({ taxId: 16 }).createInvoice(accessToken, {
      contactId,
      title: 'Invoice 2026-00001',
      apiReference: '2026-00001',
      positions: [
        { text: 'Week 10: LEAN, 5 days', quantity: 5, unitPrice: 32.5 },
        { text: 'Extra bag', quantity: 1, unitPrice: 4 },
      ],
      currency: 'CHF',
    });
    expect(invoice).toEqual({
      id: expect.stringMatching(/^\d+$/),
      documentNr: expect.stringMatching(/^RE-/),
      total: '166.50',
    });
    expect(stub.calls('/2.0/kb_invoice')[0]!.body).toEqual({
      title: 'Invoice 2026-00001',
      contact_id: Number(contactId),
      user_id: 7,
      api_reference: '2026-00001',
      mwst_type: 0,
      mwst_is_net: false,
      positions: [
        { type: 'KbPositionCustom', text: 'Week 10: LEAN, 5 days', amount: '5', unit_price: '32.50' },
        { type: 'KbPositionCustom', text: 'Extra bag', amount: '1', unit_price: '4.00' },
      ].map((p) => ({ ...p, discount_in_percent: '0', tax_id: 16 })),
    });
  });

  it('names a currency other than CHF by the service’s id, and refuses one it does not know', async () => {
    const { accessToken } = await login();
    const contactId = await accounting().createContact(accessToken, anna);
    const base = {
      contactId,
      title: 'T',
      apiReference: 'R',
      positions: [{ text: 'x', quantity: 1, unitPrice: 1 }],
    };
    const live = accounting();
    await live.createInvoice(accessToken, { ...base, currency: 'EUR' });
    expect(stub.calls('/2.0/kb_invoice').at(-1)!.body).toMatchObject({ currency_id: 2 });
    await expect(live.createInvoice(accessToken, { ...base, currency: 'USD' })).rejects.toMatchObject({
      statusCode: 422,
      message: 'The accounting service does not know the currency of this invoice',
    });
  });

  it('deletes an invoice, and answers 404 for one the service does not know', async () => {
    const { accessToken } = await login();
    const contactId = await accounting().createContact(accessToken, anna);
    const { id } = await accounting().createInvoice(accessToken, {
      contactId,
      title: 'T',
      apiReference: 'R',
      positions: [],
      currency: 'CHF',
    });
    await accounting().deleteInvoice(accessToken, id);
    expect(stub.calls(`/2.0/kb_invoice/${id}`)[0]!.method).toBe('DELETE');
    const again = await accounting()
      .deleteInvoice(accessToken, id)
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(AppError);
    expect(again).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('keeps the HTTP status 401 of a refused token for the caller to renew it', async () => {
    const refused = await accounting()
      .getJson('expired', '/2.0/contact')
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 401, statusCode: 502 });
  });

  it('retries a 429 after the ratelimit-reset seconds, then answers', async () => {
    const { accessToken } = await login();
    stub.fail({ kind: 'status', status: 429, headers: { 'ratelimit-reset': '3' }, path: '/2.0/contact' });
    await expect(accounting().getJson(accessToken, '/2.0/contact', { limit: '5' })).resolves.toEqual(
      expect.any(Array),
    );
    expect(waits).toEqual([3000]);
    expect(stub.calls('/2.0/contact').map((r) => r.query)).toEqual([{ limit: '5' }, { limit: '5' }]);
  });

  it('honours Retry-After before ratelimit-reset, and backs off on a 503 without either', async () => {
    const { accessToken } = await login();
    stub.fail(
      { kind: 'status', status: 429, headers: { 'retry-after': '1', 'ratelimit-reset': '9' } },
      { kind: 'status', status: 503 },
      { kind: 'status', status: 503 },
    );
    await expect(accounting().getJson(accessToken, '/3.0/currencies')).resolves.toHaveLength(2);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('gives up after a few attempts with a clear 502', async () => {
    const { accessToken } = await login();
    const busy = { kind: 'status', status: 503, body: { error_code: 503, message: 'Maintenance' } } as const;
    stub.fail(busy, busy, busy, busy);
    await expect(accounting().getJson(accessToken, '/2.0/contact')).rejects.toMatchObject({
      statusCode: 502,
      message:
        'Unable to read /2.0/contact of the accounting service. The service failed (HTTP 503): Maintenance',
    });
    expect(waits).toHaveLength(3);
  });

  it('fails a call that does not answer in time with a clear message', async () => {
    const { accessToken } = await login();
    stub.fail({ kind: 'hang', path: '/2.0/contact' });
    await expect(
      accounting({ timeoutMs: 200 }).postJson(accessToken, '/2.0/contact', anna),
    ).rejects.toMatchObject({
      statusCode: 502,
      message:
        'Unable to send /2.0/contact to the accounting service. The service did not answer within 0.2 s',
    });
  });
});

describe('organisationOf', () => {
  const token = (claims: unknown) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  it('reads the company from the ID token, else nothing', () => {
    expect(organisationOf(token({ company_name: 'Kitchen AG', company_id: 'x' }))).toBe('Kitchen AG');
    expect(organisationOf(token({ company_id: 123 }))).toBe('123');
    expect(organisationOf(token({}))).toBeNull();
    expect(organisationOf('not-a-jwt')).toBeNull();
    expect(organisationOf(undefined)).toBeNull();
  });
});
