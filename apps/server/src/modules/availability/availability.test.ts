import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { WARNING_HEADER } from '../../plugins/booking-cache.ts';

let t: TestApp;
let admin: string;
const url = '/api/v1/availability/dates-blocked';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
});
afterAll(async () => {
  await t.app.close();
});
beforeEach(() => {
  t.booking.flushed.length = 0;
  t.booking.failWith(null);
});

const get = (path: string, cookie = admin) => t.app.inject({ method: 'GET', url: path, headers: { cookie } });
const post = (payload: unknown, cookie = admin) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const remove = (query: string, cookie = admin) =>
  t.app.inject({ method: 'DELETE', url: `${url}?${query}`, headers: { cookie } });
const dates = async (query = 'length=100') =>
  ((await get(`${url}?${query}`)).json().items as { date: string }[]).map((d) => d.date);

// The demo template is seeded on 2026-01-05: the weekday Zürich holidays of the six months after it.
const demoHolidays = ['2026-04-03', '2026-04-06', '2026-05-01', '2026-05-14', '2026-05-25'];

describe('GET /availability/dates-blocked', () => {
  it('lists the blocked dates in date order, pages, sorts, searches and filters from a date', async () => {
    const all = (await get(url)).json();
    expect(all.total).toBe(5);
    expect(all.items[0]).toEqual({ date: '2026-04-03', created_at: '2026-01-05T07:00:00.000Z' });
    expect(await dates()).toEqual(demoHolidays);
    expect(await dates('start=1&length=2')).toEqual(['2026-04-06', '2026-05-01']);
    expect(await dates('sort_by=date&sort_dir=desc&length=1')).toEqual(['2026-05-25']);
    expect(await dates('q=2026-05')).toEqual(['2026-05-01', '2026-05-14', '2026-05-25']);
    expect(await dates('from=2026-05-02')).toEqual(['2026-05-14', '2026-05-25']);
  });

  it('refuses a bad query with the field named, and other roles', async () => {
    const bad = await get(`${url}?from=2026-02-30&sort_by=weekday`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ from: messages.dateInvalid, sort_by: expect.any(String) });
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get(url, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(url, '')).statusCode).toBe(401);
  });
});

describe('GET /availability/dates-blocked/export', () => {
  it('downloads the filtered list as CSV and .xlsx', async () => {
    const csv = await get(`${url}/export?q=2026-04&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="blocked-dates-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.body.slice(1).split('\r\n').slice(0, 3)).toEqual([
      'date,created_at',
      '2026-04-03,2026-01-05T07:00:00.000Z',
      '2026-04-06,2026-01-05T07:00:00.000Z',
    ]);
    const xlsx = await get(`${url}/export?format=xlsx`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(6);
  });

  it('refuses a bad format and other roles', async () => {
    expect((await get(`${url}/export?format=pdf`)).statusCode).toBe(400);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get(`${url}/export`, cookie)).statusCode, role).toBe(403);
    }
  });
});

describe('POST /availability/dates-blocked', () => {
  it('blocks several dates at once, reports those already blocked, and flushes UNAVAILABLE', async () => {
    const response = await post({ dates: ['2026-12-24', '2026-12-31', '2026-04-03', '2026-12-24'] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      added: ['2026-12-24', '2026-12-31'],
      already_blocked: ['2026-04-03'],
    });
    expect(t.booking.flushed).toEqual([['UNAVAILABLE']]);
    expect(await dates('q=2026-12')).toEqual(['2026-12-24', '2026-12-31']);
  });

  it("answers 'Dates must be array' when dates is not a list, and blocks nothing", async () => {
    for (const payload of [{ dates: '2026-07-01' }, {}, { dates: null }]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error_code: 'VALIDATION_ERROR',
        error_message: messages.datesMustBeArray,
        details: { dates: messages.datesMustBeArray },
        request_id: expect.any(String),
      });
    }
    expect(t.booking.flushed).toEqual([]);
    expect(await dates('q=2026-07')).toEqual([]);
  });

  it('refuses an empty list or a bad date with the field messages, blocking none of them', async () => {
    expect((await post({ dates: [] })).json().details).toEqual({ dates: messages.datesRequired });
    const bad = await post({ dates: ['2026-07-02', '2026-02-30', '07/03/2026'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ 'dates.1': messages.dateInvalid, 'dates.2': messages.dateInvalid });
    expect(await dates('q=2026-07')).toEqual([]);
  });

  it('keeps the dates and warns when the booking cache cannot be flushed', async () => {
    t.booking.failWith(new Error('down'));
    const response = await post({ dates: ['2026-10-01'] });
    expect(response.statusCode).toBe(201);
    expect(response.headers[WARNING_HEADER]).toBe('cacheFlushFailed');
    expect(await dates('q=2026-10')).toEqual(['2026-10-01']);
  });

  it('refuses other roles and blocks nothing', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await post({ dates: ['2026-09-09'] }, cookie)).statusCode, role).toBe(403);
    }
    expect((await post({ dates: ['2026-09-09'] }, '')).statusCode).toBe(401);
    expect(await dates('q=2026-09')).toEqual([]);
    expect(t.booking.flushed).toEqual([]);
  });
});

describe('DELETE /availability/dates-blocked', () => {
  it('unblocks the dates given comma-separated or repeated, ignoring ones not blocked', async () => {
    await post({ dates: ['2026-11-02', '2026-11-03', '2026-11-04'] });
    t.booking.flushed.length = 0;
    const response = await remove('dates=2026-11-02,2026-11-03,2026-11-30');
    expect(response.statusCode).toBe(204);
    expect(t.booking.flushed).toEqual([['UNAVAILABLE']]);
    expect(await dates('q=2026-11')).toEqual(['2026-11-04']);
    expect((await remove('dates=2026-11-04&dates=2026-11-05')).statusCode).toBe(204);
    expect(await dates('q=2026-11')).toEqual([]);
  });

  it('refuses a missing or bad dates parameter, unblocking nothing', async () => {
    const missing = await remove('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual({ dates: messages.datesMustBeArray });
    const bad = await remove('dates=2026-04-03,tomorrow');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ 'dates.1': messages.dateInvalid });
    expect(await dates()).toEqual(expect.arrayContaining(demoHolidays));
  });

  it('refuses other roles and unblocks nothing', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await remove('dates=2026-04-03', cookie)).statusCode, role).toBe(403);
    }
    expect(await dates()).toContain('2026-04-03');
  });
});
