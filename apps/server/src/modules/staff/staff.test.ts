import type { HoursMonth, HoursUploadPreview } from '@brigade/domain/schemas/staff';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { createAuditService } from '../audit/service.ts';
import { hoursCsv, staffClient } from './test-staff.ts';

let t: TestApp;
let api: ReturnType<typeof staffClient>;
const ids = { anna: 0, beat: 0, carla: 0, dora: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  api = staffClient(t.app, await loginAs(t.app, 'SUPER'));
  ids.anna = (
    await api.employee({ first_name: 'Anna', last_name: 'Muster', role: 'Chef', hourly_cost_chf: 40 })
  ).employee_id;
  ids.beat = (
    await api.employee({ first_name: 'Beat', last_name: 'Keller', role: 'Kitchen help', hourly_cost_chf: 30 })
  ).employee_id;
  ids.carla = (
    await api.employee({
      first_name: 'Carla',
      last_name: 'Rossi',
      kind: 'EXPRESS_COURIER',
      hourly_cost_chf: 0,
    })
  ).employee_id;
  ids.dora = (
    await api.employee({ first_name: 'Dora', last_name: 'Frei', hourly_cost_chf: 25.5 })
  ).employee_id;
});
afterAll(async () => t.app.close());

describe('employees', () => {
  it('lists active ones by last name, all with include_inactive; deactivates and reactivates', async () => {
    const dora = await api.call<{ version: number }>('GET', `/employees/${ids.dora}`);
    const off = {
      first_name: 'Dora',
      last_name: 'Frei',
      role: '',
      kind: 'STAFF',
      hourly_cost_chf: 25.5,
      active: false,
      version: dora.version,
    };
    const after = await api.call<{ active: boolean; version: number }>('PUT', `/employees/${ids.dora}`, off);
    expect(after).toMatchObject({ active: false, version: dora.version + 1 });
    const active = await api.call<{ items: { first_name: string }[] }>('GET', '/employees');
    expect(active.items.map((e) => e.first_name)).toEqual(['Beat', 'Anna', 'Carla']);
    const all = await api.call<{ items: { first_name: string }[] }>(
      'GET',
      '/employees?include_inactive=true',
    );
    expect(all.items.map((e) => e.first_name)).toEqual(['Dora', 'Beat', 'Anna', 'Carla']);
    const couriers = await api.call<{ items: { first_name: string }[] }>(
      'GET',
      '/employees?kind=EXPRESS_COURIER',
    );
    expect(couriers.items.map((e) => e.first_name)).toEqual(['Carla']);
    await api.call('PUT', `/employees/${ids.dora}`, { ...off, active: true, version: after.version });
  });

  it('refuses a stale version (409), a taken name in any case (409) and bad fields (400)', async () => {
    const stale = await api.call<{ error_message: string }>(
      'PUT',
      `/employees/${ids.beat}`,
      {
        first_name: 'Beat',
        last_name: 'Keller',
        role: 'Kitchen help',
        kind: 'STAFF',
        hourly_cost_chf: 31,
        active: true,
        version: 99,
      },
      409,
    );
    expect(stale.error_message).toMatch(/Someone else changed this record/);
    const taken = await api.call<{ error_message: string }>(
      'POST',
      '/employees',
      { first_name: 'ANNA', last_name: 'muster', hourly_cost_chf: 1 },
      409,
    );
    expect(taken.error_message).toBe('An employee with this first and last name already exists');
    const bad = await api.call<{ details: Record<string, string> }>(
      'POST',
      '/employees',
      { first_name: ' ', last_name: 'X', hourly_cost_chf: -1 },
      400,
    );
    expect(bad.details).toMatchObject({
      first_name: 'First name is required',
      hourly_cost_chf: 'The hourly cost must be an amount in CHF of 0 or more',
    });
  });

  it('refuses an edit that leaves a field out, changing nothing (the role is not cleared)', async () => {
    const beat = await api.call<{ version: number }>('GET', `/employees/${ids.beat}`);
    const partial = { first_name: 'Beat', last_name: 'Keller', kind: 'STAFF', hourly_cost_chf: 31 };
    const refused = await api.call<{ details: Record<string, string> }>(
      'PUT',
      `/employees/${ids.beat}`,
      { ...partial, active: true, version: beat.version },
      400,
    );
    expect(Object.keys(refused.details)).toEqual(['role']);
    expect(await api.call('GET', `/employees/${ids.beat}`)).toEqual(beat);
    expect(beat).toMatchObject({ role: 'Kitchen help', hourly_cost_chf: 30 });
  });
});

describe('hours', () => {
  it('shows a month per employee: net = total + extra − break, the lag’s paid date and week, totals', async () => {
    await api.hours({
      employee_id: ids.anna,
      date: '2031-03-10',
      total_hours: 8,
      extra_hours: 1,
      break_hours: 0.5,
    });
    await api.hours({ employee_id: ids.anna, date: '2031-03-07', total_hours: 4, lag_days: 3 });
    await api.hours({ employee_id: ids.beat, date: '2031-03-11', total_hours: 6, break_hours: 1 });
    const month = await api.call<HoursMonth>('GET', '/hours/month/2031/3');
    const anna = month.employees.find((e) => e.employee_id === ids.anna)!;
    expect(anna.rows.map((r) => [r.date, r.paid_date, r.week_id, r.net_hours, r.cost_chf])).toEqual([
      ['2031-03-07', '2031-03-10', '2031_11', 4, 160],
      ['2031-03-10', '2031-03-10', '2031_11', 8.5, 340],
    ]);
    expect(anna.totals).toEqual({
      total_hours: 12,
      extra_hours: 1,
      break_hours: 0.5,
      net_hours: 12.5,
      cost_chf: 500,
    });
    // Beat 6 − 1 = 5 h at 30 = 150; Carla and Dora are active without hours.
    expect(month.employees.map((e) => [e.first_name, e.rows.length])).toEqual([
      ['Dora', 0],
      ['Beat', 1],
      ['Anna', 2],
      ['Carla', 0],
    ]);
    expect(month.totals).toEqual({
      total_hours: 18,
      extra_hours: 1,
      break_hours: 1.5,
      net_hours: 17.5,
      cost_chf: 650,
    });
  });

  it('records each read of a month in the audit log with whose hours were shown', async () => {
    await api.call('GET', `/hours/month/2031/3?employee_id=${ids.beat}`);
    const entries = await createAuditService({ db: t.database.db, clock: t.clock }).list('hours', '2031-03');
    expect(entries.sort((a, b) => b.id - a.id)[0]).toMatchObject({
      action: 'read',
      change: { employee_ids: [ids.beat] },
    });
  });

  it('edits with the version read (stale: 409), refuses a second row of a date (409) and bad hours (400)', async () => {
    const row = await api.hours({ employee_id: ids.dora, date: '2031-04-01', total_hours: 2 });
    const edited = await api.call<{ net_hours: number; cost_chf: number; version: number }>(
      'PUT',
      `/hours/${row.hours_id}`,
      {
        employee_id: ids.dora,
        date: '2031-04-01',
        total_hours: 3,
        extra_hours: 0.25,
        break_hours: 0,
        lag_days: 0,
        version: row.version,
      },
    );
    expect(edited).toMatchObject({ net_hours: 3.25, cost_chf: 82.88, version: row.version + 1 });
    await api.call(
      'PUT',
      `/hours/${row.hours_id}`,
      {
        employee_id: ids.dora,
        date: '2031-04-01',
        total_hours: 1,
        extra_hours: 0,
        break_hours: 0,
        lag_days: 0,
        version: row.version,
      },
      409,
    );
    const twice = await api.call<{ error_message: string }>(
      'POST',
      '/hours',
      { employee_id: ids.dora, date: '2031-04-01', total_hours: 1 },
      409,
    );
    expect(twice.error_message).toBe('This employee already has hours on this date: edit that row');
    const bad = await api.call<{ details: Record<string, string> }>(
      'POST',
      '/hours',
      { employee_id: ids.dora, date: '2031-02-30', total_hours: 25, lag_days: 1.5 },
      400,
    );
    expect(bad.details).toEqual({
      date: 'The date must be a real date as YYYY-MM-DD',
      total_hours: 'Hours must be a number from 0 to 24 with at most 2 decimals',
      lag_days: 'The lag must be a whole number of days from -31 to 31',
    });
    await api.call('DELETE', `/hours/${row.hours_id}?version=${edited.version}`, undefined, 204);
  });

  it('refuses an edit that leaves a field out, changing nothing (the break is not reset to 0)', async () => {
    const row = await api.hours({
      employee_id: ids.dora,
      date: '2031-04-02',
      total_hours: 6,
      break_hours: 1,
    });
    const month = async () =>
      (await api.call<HoursMonth>('GET', `/hours/month/2031/4?employee_id=${ids.dora}`)).employees[0]!.rows;
    const before = await month();
    expect(before).toEqual([expect.objectContaining({ hours_id: row.hours_id, net_hours: 5 })]);
    const refused = await api.call<{ details: Record<string, string> }>(
      'PUT',
      `/hours/${row.hours_id}`,
      {
        employee_id: ids.dora,
        date: '2031-04-02',
        total_hours: 6,
        extra_hours: 0,
        lag_days: 0,
        version: row.version,
      },
      400,
    );
    expect(Object.keys(refused.details)).toEqual(['break_hours']);
    expect(await month()).toEqual(before);
    await api.call('DELETE', `/hours/${row.hours_id}?version=${row.version}`, undefined, 204);
  });
});

describe('hours upload', () => {
  const good = ['10/03/2031,150,62.5,carla rossi,1', '11/03/2031,90,40,Carla Rossi,0'];
  const upload = (content: string, extra: object = {}) => ({ variant: 'EXPRESS_COURIER', content, ...extra });
  const uploadedCount = async () =>
    (await api.call<HoursMonth>('GET', '/hours/month/2031/3')).employees.find(
      (e) => e.employee_id === ids.carla,
    )!.rows.length;

  it('previews every row with its problems and saves nothing while one is wrong', async () => {
    const file = hoursCsv(
      good[0]!,
      '12/03/2031,60,20,Anna Muster,1',
      good[1]!,
      '32/03/2031,6x,1,Carla Rossi,0',
    );
    const preview = await api.call<HoursUploadPreview>('POST', '/hours/upload/preview', upload(file));
    expect(preview.rows.map((r) => [r.line, r.status, r.errors])).toEqual([
      [1, 'new', []],
      // Anna is kitchen staff: the courier variant does not know her.
      [2, 'error', ['Unable to find id for Anna_Muster.']],
      [3, 'new', []],
      [
        4,
        'error',
        ['date must be a real date as DD/MM/YYYY', 'mins must be a whole number of minutes, 0 or more'],
      ],
    ]);
    expect(preview.counts).toEqual({ new: 2, update: 0, unchanged: 0, error: 2 });
    expect(preview.error_codes).toBe('InvalidDate, InvalidMins');
    const refused = await api.call<{ error_message: string; details: Record<string, string> }>(
      'POST',
      '/hours/upload',
      upload(file),
      400,
    );
    expect(refused.error_message).toBe(
      'Nothing was saved: fix the rows with errors and upload the file again',
    );
    expect(Object.keys(refused.details)).toEqual(['line_2', 'line_4']);
    expect(await uploadedCount()).toBe(0);
  });

  it('saves a good file once: the same file again adds nothing; a changed row updates its half-day', async () => {
    expect(await api.call('POST', '/hours/upload', upload(hoursCsv(...good)))).toEqual({
      added: 2,
      updated: 0,
      unchanged: 0,
    });
    expect(await api.call('POST', '/hours/upload', upload(hoursCsv(...good)))).toEqual({
      added: 0,
      updated: 0,
      unchanged: 2,
    });
    const month = await api.call<HoursMonth>('GET', '/hours/month/2031/3');
    const carla = month.employees.find((e) => e.employee_id === ids.carla)!;
    expect(carla.rows.map((r) => [r.date, r.period, r.net_hours, r.cost_chf, r.source])).toEqual([
      ['2031-03-10', 'AM', 2.5, 62.5, 'UPLOAD'],
      ['2031-03-11', 'PM', 1.5, 40, 'UPLOAD'],
    ]);
    const changed = hoursCsv(good[0]!, '11/03/2031,120,50,Carla Rossi,0');
    const preview = await api.call<HoursUploadPreview>('POST', '/hours/upload/preview', upload(changed));
    expect(preview.counts).toEqual({ new: 0, update: 1, unchanged: 1, error: 0 });
    expect(await api.call('POST', '/hours/upload', upload(changed))).toEqual({
      added: 0,
      updated: 1,
      unchanged: 1,
    });
  });

  it('reads an .xlsx the same way (date cells, numbers), and refuses wrong headers with the old message', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('hours');
    sheet.addRow(['date', 'mins', 'chf', 'name', 'is_am']);
    sheet.addRow([new Date(Date.UTC(2031, 2, 10)), 150, 62.5, 'Carla Rossi', 1]);
    sheet.addRow(['12/03/2031', 30, 12.5, 'CARLA ROSSI', 0]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const preview = await api.call<HoursUploadPreview>(
      'POST',
      '/hours/upload/preview',
      upload(content, { format: 'xlsx' }),
    );
    expect(preview.rows.map((r) => [r.date, r.mins, r.chf, r.status])).toEqual([
      ['2031-03-10', 150, 62.5, 'unchanged'],
      ['2031-03-12', 30, 12.5, 'new'],
    ]);
    const headers = await api.call<{ error_message: string }>(
      'POST',
      '/hours/upload/preview',
      upload('date,minutes,chf,name,is_am\n'),
      400,
    );
    expect(headers.error_message).toBe('Headers should be date, mins, chf, name, is_am');
  });
});

describe('access', () => {
  it('refuses every role but SUPER (403) and anonymous calls (401)', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      for (const url of ['/employees', '/hours/month/2031/3', '/labour/overall']) {
        const r = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
        expect(r.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/employees' })).statusCode).toBe(401);
  });
});
