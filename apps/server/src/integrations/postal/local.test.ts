import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPostal } from './local.ts';
import type { LabelRequest } from './port.ts';

const run = promisify(execFile);
const places: Record<string, string> = { '8008': 'Zürich', '3011': 'Bern' };
let next = 5958;
const store = {
  placeOf: async (postcode: string) => places[postcode],
  nextItemNumber: async () => (next += 1),
};
const licences = { standard: '60013217', 'same-day-0': '60013218', 'same-day-1-2': undefined };
const request: LabelRequest = {
  itemId: '2026-12-07-1001',
  date: '2026-12-07',
  zone: 'standard',
  sender: { name: 'Brigade Kitchen', street: 'Hardstrasse 201', postcode: '8005', city: 'Zürich' },
  recipient: { name: 'Anna Muster', street: 'Seefeldstrasse 8', postcode: '8008', city: 'Zürich' },
  weightGrams: 3500,
};

/** The PDF's pages as 300 dpi PNGs, and every barcode zbar reads on them. */
async function decode(pdf: Buffer, dir: string): Promise<{ pngs: string[]; codes: string[] }> {
  const file = path.join(dir, `label-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  await run('pdftoppm', ['-r', '300', '-png', file, file]);
  const { stdout } = await run('sh', ['-c', `ls ${file}-*.png`]);
  const pngs = stdout.trim().split('\n');
  const codes: string[] = [];
  for (const png of pngs) {
    const read = await run('zbarimg', ['--nodbus', '--quiet', png]);
    codes.push(...read.stdout.trim().split('\n'));
  }
  return { pngs, codes };
}

describe('the local postal service', () => {
  const postal = createLocalPostal(store, licences);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'brigade-postal-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('draws an A6 label whose Code 128 barcode reads as its 18-digit identcode', async () => {
    const { identcode, pdf } = await postal.label(request);
    expect(identcode).toBe('996001321700005959');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pngs, codes } = await decode(pdf, dir);
    expect(codes).toEqual([`CODE-128:${identcode}`]);
    // 105 × 148 mm at 300 dpi: the PNG's width and height (IHDR) are 1240 × 1748 pixels, give or take one.
    const png = await readFile(pngs[0]!);
    expect(png.readUInt32BE(16)).toBeCloseTo(1240, -1);
    expect(png.readUInt32BE(20)).toBeCloseTo(1748, -1);
    if (process.env.POSTAL_LABEL_PNG) await writeFile(process.env.POSTAL_LABEL_PNG, png);
  });

  it('never gives an item number twice; a same-day zone uses its own licence, or is refused without one', async () => {
    const a = await postal.identcode(request);
    const b = await postal.identcode({ ...request, zone: 'same-day-0' });
    expect(a).not.toBe(b);
    expect(b.slice(2, 10)).toBe('60013218');
    await expect(postal.label({ ...request, zone: 'same-day-1-2' })).rejects.toMatchObject({
      statusCode: 422,
      message: `Unable to create the label of ${request.itemId}. ${messages.postalFrankingMissing}`,
    });
  });

  it('puts a day’s labels on one page each of one PDF', async () => {
    const labels = ['996001321700000001', '996001321700000002'].map((identcode, i) => ({
      ...request,
      itemId: `item-${i}`,
      identcode,
    }));
    const { codes } = await decode((await postal.sheet(labels))!, dir);
    expect(codes).toEqual(['CODE-128:996001321700000001', 'CODE-128:996001321700000002']);
  });

  it('checks an address against the postcode list', async () => {
    const address = {
      name: 'Anna',
      street: 'Seefeldstrasse',
      houseNumber: '8',
      postcode: '8008',
      city: 'Zürich',
    };
    expect(await postal.validate(address)).toEqual({
      quality: 'CERTIFIED',
      address: { street: 'Seefeldstrasse', houseNumber: '8', postcode: '8008', city: 'Zürich' },
      messages: [],
    });
    expect(await postal.validate({ ...address, city: 'zurich' })).toMatchObject({ quality: 'CERTIFIED' });
    expect(await postal.validate({ ...address, postcode: '3011' })).toEqual({
      quality: 'FIXED',
      address: { street: 'Seefeldstrasse', houseNumber: '8', postcode: '3011', city: 'Bern' },
      messages: [messages.postalCityCorrected],
    });
    expect(await postal.validate({ ...address, postcode: '9999' })).toMatchObject({
      quality: 'UNUSABLE',
      messages: [messages.postalPostcodeUnknown],
    });
    expect(
      await postal.validate({ ...address, street: ' ', houseNumber: '', postcode: '800' }),
    ).toMatchObject({
      quality: 'UNUSABLE',
      messages: [messages.streetRequired, messages.postalHouseNumberRequired, messages.postcodeInvalid],
    });
  });
});
