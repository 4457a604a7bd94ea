import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MealLabelsResponse, PackageLabelsResponse } from '@brigade/domain/schemas/labels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { eventually } from '../../../test/jobs.ts';
import type { HandWorkedDelivery } from '../logistics/test-delivery.ts';
import { MONDAY } from '../production/test-week.ts';
import { labelsTestWeek } from './test-labels.ts';

const run = promisify(execFile);
let t: TestApp;
let admin: string;
let week: HandWorkedDelivery;
let folder: string;

beforeAll(async () => {
  ({ t, admin, week } = await labelsTestWeek());
  folder = await mkdtemp(path.join(tmpdir(), 'brigade-label-pdfs-'));
});
afterAll(async () => {
  await t?.app.close();
  await rm(folder, { recursive: true, force: true });
});

const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie: admin, host: 'labels.test' },
    ...(payload ? { payload } : {}),
  });

/** Queues a PDF, waits until it is ready and answers its bytes. */
async function pdfOf(request: object): Promise<{ bytes: Buffer; pages: number }> {
  const queued = await inject('POST', '/labels/pdf', request);
  expect(queued.statusCode, queued.body).toBe(202);
  const { job_id } = queued.json<{ job_id: string }>();
  const status = await eventually(async () => {
    const s = (await inject('GET', `/labels/pdf/${job_id}/status`)).json<{ ready: boolean; pages: number }>();
    return s.ready ? s : undefined;
  }, 60_000);
  const file = await inject('GET', `/labels/pdf/${job_id}`);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  return { bytes: file.rawPayload, pages: status.pages };
}

/** Renders each page at 300 dpi (poppler's pdftoppm) and answers every code zbar reads, page by page. */
async function decode(name: string, bytes: Buffer): Promise<string[][]> {
  const file = path.join(folder, `${name}.pdf`);
  await writeFile(file, bytes);
  await run('pdftoppm', ['-r', '300', '-png', file, path.join(folder, name)]);
  const pages = (await readdir(folder)).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png')).sort();
  return Promise.all(
    pages.map(async (page) => {
      const { stdout } = await run('zbarimg', ['--nodbus', '-q', path.join(folder, page)]).catch(
        (e: { stdout: string }) => e,
      );
      return stdout
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => line.replace(/^[\w-]+:/, ''))
        .sort();
    }),
  );
}

describe('label PDFs (ADR 068): made by a job, every code scans', () => {
  it("prints a day's A6 package labels, one page per bag, each barcode the bag's code", async () => {
    const expected = (
      await inject('GET', `/labels/packages/${MONDAY}?lang=de`)
    ).json<PackageLabelsResponse>();
    const pdf = await pdfOf({ kind: 'packages', date: MONDAY, lang: 'de' });
    expect(pdf.pages).toBe(expected.labels.length);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const codes = await decode('packages', pdf.bytes);
    expect(codes).toEqual(expected.labels.map((l) => [l.code]));
    expect(codes.flat()).toContain(`B${week.ids.order.f}-20310310-2`);
  });

  it("prints a day's meal labels 9 to an A4 sheet, each QR the dish's public page with the label's code", async () => {
    const expected = (await inject('GET', `/labels/meals/2031/11?date=${MONDAY}`)).json<MealLabelsResponse>();
    const pdf = await pdfOf({ kind: 'meals', year: 2031, week: 11, date: MONDAY, lang: 'en' });
    expect(pdf.pages).toBe(Math.ceil(expected.labels.length / 9));
    const codes = (await decode('meals', pdf.bytes)).flat().sort();
    expect(codes).toEqual(expected.labels.map((l) => `http://labels.test${l.qr_path}`).sort());
  });

  it('refuses a request of an unknown kind, and answers 404 for a PDF that is not ready', async () => {
    expect((await inject('POST', '/labels/pdf', { kind: 'posters' })).statusCode).toBe(400);
    const missing = await inject('GET', '/labels/pdf/00000000-0000-0000-0000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await inject('GET', '/labels/pdf/not-a-job')).statusCode).toBe(400);
  });
});
