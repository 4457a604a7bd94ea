import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLivePostal } from './live.ts';
import type { LabelRequest } from './port.ts';
import { startPostalStub } from './postal-stub.ts';

const request: LabelRequest = {
  itemId: '2026-12-07-1001',
  date: '2026-12-07',
  zone: 'standard',
  sender: { name: 'Brigade Kitchen', street: 'Hardstrasse 201', postcode: '8005', city: 'Zürich' },
  recipient: { name: 'Anna Muster', street: 'Seefeldstrasse 8', postcode: '8008', city: 'Zürich' },
  weightGrams: 3500,
};
const address = {
  name: 'Anna Muster',
  street: 'Seefeldstrasse',
  houseNumber: '8',
  postcode: '8008',
  city: 'Zürich',
};

describe('postal adapter against the loopback Swiss Post API', () => {
  let stub: Awaited<ReturnType<typeof startPostalStub>>;
  const waits: number[] = [];
  let clock = 1_000_000;
  const postal = (over: { clientSecret?: string; timeoutMs?: number; sameDay?: string } = {}) =>
    createLivePostal({
      apiUrl: stub.apiUrl,
      tokenUrl: stub.tokenUrl,
      clientId: stub.clientId,
      clientSecret: over.clientSecret ?? stub.clientSecret,
      licences: { standard: '60013217', 'same-day-0': over.sameDay, 'same-day-1-2': undefined },
      sleep: async (ms) => void waits.push(ms),
      timeoutMs: over.timeoutMs,
      now: () => clock,
    });

  beforeAll(async () => {
    stub = await startPostalStub({ expiresIn: 600 });
  });
  afterAll(async () => stub.close());
  beforeEach(() => {
    waits.length = 0;
    stub.bodies.length = 0;
  });

  it('creates an A6 label as the service documents it and returns its identcode and PDF', async () => {
    const { identcode, pdf } = await postal().label(request);
    expect(identcode).toMatch(/^9960013217\d{8}$/);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Stub label 2026-12-07-1001');
    const sent = stub.bodies.find((b) => b.path === '/barcode/v1/generateAddressLabel')!;
    expect(sent.authorization).toMatch(/^Bearer stub-token-/);
    expect(sent.body).toEqual({
      language: 'EN',
      frankingLicense: '60013217',
      ppFranking: false,
      customer: {
        name1: 'Brigade Kitchen',
        street: 'Hardstrasse 201',
        zip: '8005',
        city: 'Zürich',
        country: 'CH',
        domicilePostOffice: '8005 Zürich',
      },
      customerSystem: null,
      sendingID: null,
      labelDefinition: {
        labelLayout: 'A6',
        printAddresses: 'ONLY_RECIPIENT',
        imageFileType: 'PDF',
        imageResolution: 300,
        printPreview: false,
      },
      item: {
        itemID: '2026-12-07-1001',
        recipient: {
          name1: 'Anna Muster',
          street: 'Seefeldstrasse 8',
          zip: '8008',
          city: 'Zürich',
          email: null,
          phone: null,
        },
        attributes: { przl: ['PRI'], weight: 3500 },
      },
    });
  });

  it('keeps its token until shortly before expires_in runs out, then fetches a new one', async () => {
    const service = postal();
    const before = stub.issued.length;
    await service.validate(address);
    await service.identcode(request);
    clock += 500_000; // within 600 s less the 30 s margin
    await service.validate(address);
    expect(stub.issued.length - before).toBe(1);
    clock += 100_000;
    await service.validate(address);
    expect(stub.issued.length - before).toBe(2);
    // A token the service no longer takes is dropped and renewed once.
    stub.revoke();
    expect(await service.validate(address)).toMatchObject({ quality: 'CERTIFIED' });
    expect(stub.issued).toHaveLength(1);
  });

  it('answers the address quality and the corrected parts', async () => {
    expect(await postal().validate(address)).toEqual({
      quality: 'CERTIFIED',
      address: { street: 'Seefeldstrasse', houseNumber: '8', postcode: '8008', city: 'Zürich' },
      messages: [],
    });
    expect(await postal().validate({ ...address, postcode: '3011' })).toMatchObject({
      quality: 'FIXED',
      address: { city: 'Bern' },
    });
    expect(await postal().validate({ ...address, postcode: '9999' })).toMatchObject({ quality: 'UNUSABLE' });
    expect(stub.bodies[0]?.body).toEqual({
      type: 'DOMICILE',
      addressee: { firstName: 'Anna', lastName: 'Muster' },
      logisticLocation: {
        house: { street: 'Seefeldstrasse', houseNumber: '8' },
        zip: { zip: '8008', city: 'Zürich' },
      },
      fullValidation: false,
    });
  });

  it('item errors sent with HTTP 200 are a clear 422; a same-day zone without a licence is refused', async () => {
    const bad = { ...request, recipient: { ...request.recipient, postcode: '80' } };
    await expect(postal().label(bad)).rejects.toMatchObject({
      statusCode: 422,
      message: 'Unable to create the label of 2026-12-07-1001. Invalid zip code 80',
    });
    await expect(postal().identcode(bad)).rejects.toThrow(
      'Unable to get an identcode for 2026-12-07-1001. Invalid zip code 80',
    );
    await expect(postal().label({ ...request, zone: 'same-day-0' })).rejects.toThrow(
      messages.postalFrankingMissing,
    );
    const sameDay = await postal({ sameDay: '60099999' }).identcode({ ...request, zone: 'same-day-0' });
    expect(sameDay).toMatch(/^9960099999\d{8}$/);
  });

  it('503 and 429 (Retry-After) are retried, on the token call too; no answer times out', async () => {
    stub.fail(
      { kind: 'status', status: 503, path: '/OAuth/token' },
      { kind: 'status', status: 429, retryAfter: '3' },
    );
    expect((await postal().label(request)).identcode).toHaveLength(18);
    expect(waits).toEqual([1000, 3000]);
    const service = postal({ timeoutMs: 300 });
    await service.status();
    stub.fail({ kind: 'hang' });
    await expect(service.validate(address)).rejects.toThrow(
      'Unable to validate the address Seefeldstrasse 8, 8008 Zürich. The service did not answer within 0.3 s',
    );
  });

  it('without a token every call answers "No access token found"; the status says why', async () => {
    const refused = postal({ clientSecret: 'wrong' });
    await expect(refused.label(request)).rejects.toMatchObject({
      statusCode: 502,
      message: messages.postalNoToken,
    });
    await expect(refused.validate(address)).rejects.toThrow(messages.postalNoToken);
    expect(await refused.status()).toEqual({
      hasToken: false,
      reason:
        'Unable to get an access token from the postal service. The service refused our credentials (HTTP 401): Bad client credentials',
    });
    expect(await postal().status()).toEqual({ hasToken: true, reason: null });
    // Local-only: a day's sheet is not merged from the service's PDFs.
    expect(await postal().sheet([])).toBeNull();
  });
});
