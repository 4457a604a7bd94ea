import type { LabourByEmployee, LabourOverall } from '@brigade/domain/schemas/labour';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { insertHandWorkedWeek } from '../production/test-week.ts';
import { hoursCsv, staffClient } from './test-staff.ts';

// The hand-worked kitchen week 2031_11 (production/test-week.ts, Monday 2031-03-10): the meals its orders get.
//   Monday: a STRONG 8, b LEAN flex 6, c LEAN (meal override) without breakfast 6, d STRONG flex 7, e trial 8,
//           f STRONG without lunch and dressing 6, g undetermined 0 = 41; f's bag lunch +2, dinner −1 → 42.
//   Tuesday: a skipped; b 6, c 8, d LEAN 7, f 6 = 27.  Wednesday–Friday: 8 + 6 + 8 + 7 + 6 = 35 each → 105.
//   The week: 42 + 27 + 105 = 174 meals.
// Hours (paid dates in brackets):
//   Anna (40/h)  Mon 10.03 8 + 1 extra − 0.5 break = 8.5 h, 340.00; Fri 07.03 4 h lag 3 (→ Mon 10.03), 160.00
//   Beat (30/h)  Tue 11.03 6 − 1 = 5 h, 150.00;  Wed 05.03 3 h, 90.00 (week 2031_10)
//   Carla (courier, upload) Mon 10.03 AM 150 min = 2.5 h, 62.50
// 2031_10: staff 3 h, 90.00, no meals: 0 meals per hour, no cost per meal.
// 2031_11: staff 17.5 h, 650.00; courier 2.5 h, 62.50; 20 h, 712.50; 174 / 17.5 = 9.94 meals per hour;
//          650 / 174 = 3.74 CHF per meal.
let t: TestApp;
let api: ReturnType<typeof staffClient>;
const range = '?from=2031-03-03&to=2031-03-10';

beforeAll(async () => {
  t = await buildTestApp();
  api = staffClient(t.app, await loginAs(t.app, 'SUPER'));
  await insertHandWorkedWeek(t.database.db);
  const anna = await api.employee({
    first_name: 'Anna',
    last_name: 'Muster',
    role: 'Chef',
    hourly_cost_chf: 40,
  });
  const beat = await api.employee({
    first_name: 'Beat',
    last_name: 'Keller',
    role: 'Help',
    hourly_cost_chf: 30,
  });
  await api.employee({
    first_name: 'Carla',
    last_name: 'Rossi',
    kind: 'EXPRESS_COURIER',
    hourly_cost_chf: 0,
  });
  const id = (e: { employee_id: number }) => e.employee_id;
  await api.hours({
    employee_id: id(anna),
    date: '2031-03-10',
    total_hours: 8,
    extra_hours: 1,
    break_hours: 0.5,
  });
  await api.hours({ employee_id: id(anna), date: '2031-03-07', total_hours: 4, lag_days: 3 });
  await api.hours({ employee_id: id(beat), date: '2031-03-11', total_hours: 6, break_hours: 1 });
  await api.hours({ employee_id: id(beat), date: '2031-03-05', total_hours: 3 });
  await api.call('POST', '/hours/upload', {
    variant: 'EXPRESS_COURIER',
    content: hoursCsv('10/03/2031,150,62.5,Carla Rossi,1'),
  });
});
afterAll(async () => t.app.close());

describe('labour overall', () => {
  it('gives each week its hours, cost, meals and meals per staff hour, and the range’s total', async () => {
    const answer = await api.call<LabourOverall>('GET', `/labour/overall${range}`);
    expect(answer.rows).toEqual([
      {
        week_id: '2031_10',
        start_date: '2031-03-03',
        staff_hours: 3,
        staff_cost_chf: 90,
        courier_hours: 0,
        courier_cost_chf: 0,
        hours: 3,
        cost_chf: 90,
        meals: 0,
        meals_per_hour: 0,
        staff_cost_per_meal: null,
      },
      {
        week_id: '2031_11',
        start_date: '2031-03-10',
        staff_hours: 17.5,
        staff_cost_chf: 650,
        courier_hours: 2.5,
        courier_cost_chf: 62.5,
        hours: 20,
        cost_chf: 712.5,
        meals: 174,
        meals_per_hour: 9.94,
        staff_cost_per_meal: 3.74,
      },
    ]);
    // 174 / 20.5 = 8.49; 740 / 174 = 4.25
    expect(answer.total).toMatchObject({
      staff_hours: 20.5,
      cost_chf: 802.5,
      meals: 174,
      meals_per_hour: 8.49,
      staff_cost_per_meal: 4.25,
    });
  });

  it('opens on the 12 weeks up to the current week and refuses a range that is not Mondays or too long', async () => {
    const answer = await api.call<LabourOverall>('GET', '/labour/overall');
    expect(answer.rows).toHaveLength(12);
    const notMonday = await api.call<{ error_message: string }>(
      'GET',
      '/labour/overall?from=2031-03-04&to=2031-03-10',
      undefined,
      400,
    );
    expect(notMonday.error_message).toBe('from must be a Monday as YYYY-MM-DD (the first week of the range)');
    const long = await api.call<{ error_message: string }>(
      'GET',
      '/labour/overall?from=2028-01-03&to=2031-03-10',
      undefined,
      400,
    );
    expect(long.error_message).toBe('Choose at most 156 weeks at a time');
  });
});

describe('labour per employee', () => {
  it('sums net hours and cost per employee and week of the paid date', async () => {
    const answer = await api.call<LabourByEmployee>('GET', `/labour/employees${range}`);
    expect(answer.rows.map((r) => [r.week_id, r.name, r.hours, r.cost_chf])).toEqual([
      ['2031_10', 'Beat Keller', 3, 90],
      ['2031_11', 'Beat Keller', 5, 150],
      ['2031_11', 'Anna Muster', 12.5, 500],
      ['2031_11', 'Carla Rossi', 2.5, 62.5],
    ]);
    expect(answer.employees.map((e) => [e.name, e.kind, e.hours, e.cost_chf])).toEqual([
      ['Anna Muster', 'STAFF', 12.5, 500],
      ['Beat Keller', 'STAFF', 8, 240],
      ['Carla Rossi', 'EXPRESS_COURIER', 2.5, 62.5],
    ]);
  });

  it('exports the rows shown as CSV and .xlsx', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/labour/overall/export.csv${range}`,
      headers: { cookie: await loginAs(t.app, 'SUPER') },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'week_id,start_date,staff_hours,staff_cost_chf,courier_hours,courier_cost_chf,hours,cost_chf,meals,meals_per_hour,staff_cost_per_meal',
    );
    expect(lines[2]).toBe('2031_11,2031-03-10,17.5,650,2.5,62.5,20,712.5,174,9.94,3.74');
    expect(lines).toHaveLength(4);
  });
});
