import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { startPostalStub } from '../../integrations/postal/postal-stub.ts';
import { createAuditService } from '../audit/service.ts';
import { MONDAY } from '../production/test-week.ts';
import { insertPostParcels } from './test-parcels.ts';

type Ids = Awaited<ReturnType<typeof insertPostParcels>>['ids'];
const address = {
  name: 'Eva Kitchen',
  street: 'Dorfweg',
  house_number: '9',
  postcode: '3902',
  city: 'Zz Village',
};

function client(t: TestApp, cookie: string) {
  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
    t.app.inject({
      method,
      url: `/api/v1/postal${url}`,
      headers: { cookie: as },
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string, as?: string) => call('GET', url, undefined, as),
    post: (url: string, p: object, as?: string) => call('POST', url, p, as),
  };
}

describe('postal service in local mode: labels drawn by Brigade', () => {
  let t: TestApp;
  let admin: string;
  let ids: Ids;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAs(t.app, 'SUPER');
    ({ ids } = await insertPostParcels(t, admin));
    api = client(t, admin);
  });
  afterAll(async () => t.app.close());

  it('says it is local and can always be called', async () => {
    const status = await api.get('/status');
    expect(status.json()).toEqual({
      mode: 'local',
      has_token: true,
      message: null,
      reason: null,
      franking_zones: ['standard'],
    });
  });

  it("lists the date's parcels that go by post, each with its address check", async () => {
    const day = await api.get(`/days/${MONDAY}`);
    expect(day.statusCode, day.body).toBe(200);
    const body = day.json();
    expect(body.mode).toBe('local');
    expect(body.orders.map((o: { order_ids: number[] }) => o.order_ids)).toEqual([
      [ids.order.d],
      [ids.order.e],
    ]);
    const [dan, eva] = body.orders;
    expect(eva).toMatchObject({
      code: `${MONDAY}-${ids.order.e}`,
      recipient: { name: 'Eva Kitchen', street: 'Dorfweg 9', postcode: '3902', city: 'Zz Village' },
      courier: 'Zz Post',
      validation: { quality: 'CERTIFIED', messages: [] },
      label: null,
    });
    // The bag's weight (ADR 065): 1 kg empty; no recipes are assigned this week, so no meals.
    expect(eva.weight_grams).toBe(1000);
    expect(dan.validation).toMatchObject({
      quality: 'UNUSABLE',
      messages: [messages.postalHouseNumberRequired],
    });
    expect((await api.get('/days/2031-13-01')).statusCode).toBe(400);
  });

  it("makes an order's label once, kept with its PDF and audited; refusals change nothing", async () => {
    const made = await api.post('/labels', { date: MONDAY, order_id: ids.order.e });
    expect(made.statusCode, made.body).toBe(201);
    const label = made.json();
    expect(label).toMatchObject({
      code: `${MONDAY}-${ids.order.e}`,
      order_ids: [ids.order.e],
      mode: 'local',
      franking_zone: 'standard',
    });
    expect(label.identcode).toMatch(/^9900000000\d{8}$/);
    expect(label.identcode_text).toBe(`99.00.000000.${label.identcode.slice(10)}`);
    const pdf = await api.get(`/labels/${label.label_id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const trail = await createAuditService({ db: t.database.db, clock: t.clock }).list(
      'postal_label',
      String(label.label_id),
    );
    expect(trail[0]?.change).toMatchObject({ date: MONDAY, identcode: label.identcode });

    const refusals: [object, number, string][] = [
      [{ date: MONDAY, order_id: ids.order.e }, 409, messages.postalLabelExists],
      [{ date: MONDAY, order_id: ids.order.d }, 422, messages.postalAddressUnusable],
      [{ date: MONDAY, order_id: ids.order.a }, 422, messages.postalOrderNotByPost],
      [{ date: '10.03.2031', order_id: ids.order.d }, 400, messages.dateInvalid],
      [{ date: MONDAY, order_id: 'x' }, 400, ''],
      [{ date: MONDAY, order_id: ids.order.d, franking_zone: 'express' }, 400, ''],
    ];
    for (const [payload, status, message] of refusals) {
      const refused = await api.post('/labels', payload);
      expect(refused.statusCode, refused.body).toBe(status);
      if (message) expect(refused.body).toContain(message);
    }
    expect((await api.get(`/labels?date=${MONDAY}`)).json().labels).toHaveLength(1);
    expect((await api.get('/labels/999/pdf')).statusCode).toBe(404);
  });

  it("makes the day's missing labels in one go and serves them as one PDF", async () => {
    const before = (await api.get(`/labels?date=${MONDAY}`)).json().labels;
    const day = await api.post(`/days/${MONDAY}/labels`, {});
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json()).toMatchObject({
      created: [],
      labels: before,
      skipped: [
        {
          code: `${MONDAY}-${ids.order.d}`,
          order_ids: [ids.order.d],
          reason: messages.postalAddressUnusable,
        },
      ],
      sheet_url: `/api/v1/postal/days/${MONDAY}/labels/pdf`,
    });
    const sheet = await t.app.inject({ url: day.json().sheet_url, headers: { cookie: admin } });
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const none = await api.get('/days/2031-03-12/labels/pdf');
    expect(none.statusCode).toBe(422);
    expect(none.json().error_message).toBe(messages.postalNoLabels);
    const zone = await api.post(`/days/2031-03-12/labels`, { franking_zone: 'later' });
    expect(zone.statusCode).toBe(400);
  });

  it('checks an address against the postcode list; missing parts are a 400 per field', async () => {
    const good = await api.post('/address-validations', address);
    expect(good.json()).toEqual({
      quality: 'CERTIFIED',
      address: { street: 'Dorfweg', house_number: '9', postcode: '3902', city: 'Zz Village' },
      messages: [],
    });
    expect((await api.post('/address-validations', { ...address, city: 'Elsewhere' })).json()).toMatchObject({
      quality: 'FIXED',
      address: { city: 'Zz Village' },
    });
    expect((await api.post('/address-validations', { ...address, postcode: '9998' })).json()).toMatchObject({
      quality: 'UNUSABLE',
      messages: [messages.postalPostcodeUnknown],
    });
    const bad = await api.post('/address-validations', { ...address, house_number: ' ', postcode: '39' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      house_number: messages.postalHouseNumberRequired,
      postcode: messages.postcodeInvalid,
    });
  });

  it('is for AP SUPER only: a level-2 AP user and a Logistics user are refused, no session is 401', async () => {
    const calls = (as: string) => [
      api.get('/status', as),
      api.get(`/days/${MONDAY}`, as),
      api.get(`/labels?date=${MONDAY}`, as),
      api.get('/labels/1/pdf', as),
      api.get(`/days/${MONDAY}/labels/pdf`, as),
      api.post('/labels', { date: MONDAY, order_id: ids.order.d }, as),
      api.post(`/days/${MONDAY}/labels`, {}, as),
      api.post('/address-validations', address, as),
    ];
    for (const [group, category] of [
      ['CHEF', 'AP'],
      ['SUPER', 'LOGISTICS'],
    ] as const) {
      const cookie = await loginAs(t.app, group, category);
      expect((await Promise.all(calls(cookie))).map((r) => r.statusCode)).toEqual(Array(8).fill(403));
    }
    expect((await Promise.all(calls(''))).map((r) => r.statusCode)).toEqual(Array(8).fill(401));
    expect((await api.get(`/labels?date=${MONDAY}`)).json().labels).toHaveLength(1);
  });
});

describe('postal service in live mode against the loopback Swiss Post API', () => {
  let stub: Awaited<ReturnType<typeof startPostalStub>>;
  let t: TestApp;
  let admin: string;
  let ids: Ids;
  let api: ReturnType<typeof client>;
  const answers: string[] = [];
  const env = (secret: string) => ({
    POSTAL_CLIENT_ID: stub.clientId,
    POSTAL_CLIENT_SECRET: secret,
    POSTAL_FRANKING_LICENSE: '60013217',
    POSTAL_API_URL: stub.apiUrl,
    POSTAL_TOKEN_URL: stub.tokenUrl,
  });
  beforeAll(async () => {
    stub = await startPostalStub({ places: { '3902': 'Zz Village', '8005': 'Zürich' } });
    t = await buildTestApp({ env: env(stub.clientSecret) });
    admin = await loginAs(t.app, 'SUPER');
    ({ ids } = await insertPostParcels(t, admin));
    const plain = client(t, admin);
    const keep = async (r: Promise<{ body: string }>) => {
      const answer = await r;
      answers.push(answer.body);
      return answer;
    };
    api = {
      get: (url, as) => keep(plain.get(url, as)) as never,
      post: (url, p, as) => keep(plain.post(url, p, as)) as never,
    };
  });
  afterAll(async () => {
    await t.app.close();
    await stub.close();
  });

  it("makes a label at Swiss Post with the server's token and keeps the PDF it sent", async () => {
    expect((await api.get('/status')).json()).toMatchObject({ mode: 'live', has_token: true, message: null });
    const day = (await api.get(`/days/${MONDAY}`)).json();
    expect(day.orders.map((o: { validation: { quality: string } }) => o.validation.quality)).toEqual([
      'UNUSABLE',
      'CERTIFIED',
    ]);
    const made = await api.post('/labels', { date: MONDAY, order_id: ids.order.e });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      mode: 'live',
      identcode: expect.stringMatching(/^9960013217\d{8}$/),
    });
    const pdf = await t.app.inject({
      url: `/api/v1/postal/labels/${made.json().label_id}/pdf`,
      headers: { cookie: admin },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.toString('latin1')).toContain(`Stub label ${MONDAY}-${ids.order.e}`);
    const sent = stub.bodies.find((b) => b.path === '/barcode/v1/generateAddressLabel')!.body as {
      item: object;
    };
    expect(sent.item).toMatchObject({
      itemID: `${MONDAY}-${ids.order.e}`,
      recipient: { name1: 'Eva Kitchen', street: 'Dorfweg 9', zip: '3902' },
    });
    // The day in one go: the service's labels are separate PDFs.
    const all = (await api.post(`/days/${MONDAY}/labels`, {})).json();
    expect(all).toMatchObject({ created: [], sheet_url: null });
    const sheet = await api.get(`/days/${MONDAY}/labels/pdf`);
    expect(sheet.statusCode).toBe(422);
    expect(sheet.json().error_message).toBe(messages.postalSheetNotMerged);
  });

  it('the access token never appears in any answer', () => {
    expect(stub.issued.length).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(3);
    for (const token of stub.issued) for (const body of answers) expect(body).not.toContain(token);
  });

  it("without a token every call answers 'No access token found', and the status says why", async () => {
    const refused = await buildTestApp({ env: env('wrong-secret') });
    try {
      const cookie = await loginAs(refused.app, 'SUPER');
      const other = client(refused, cookie);
      expect((await other.get('/status')).json()).toMatchObject({
        mode: 'live',
        has_token: false,
        message: messages.postalNoToken,
        reason: expect.stringContaining('(HTTP 401): Bad client credentials'),
      });
      const check = await other.post('/address-validations', address);
      expect(check.statusCode).toBe(502);
      expect(check.json().error_message).toBe(messages.postalNoToken);
      const integrations = await refused.app.inject({ url: '/api/v1/integrations', headers: { cookie } });
      expect(integrations.json().integrations).toContainEqual(
        expect.objectContaining({ name: 'postal', mode: 'live', last_failure: messages.postalNoToken }),
      );
    } finally {
      await refused.app.close();
    }
  });
});
