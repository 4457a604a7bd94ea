import { describe, expect, it } from 'vitest';
import { readHoursCsv } from './hours-csv.ts';
import { hoursOfMinutes, previewHoursUpload, unableToFindEmployeeMessage } from './hours-upload.ts';

const employees = [
  { employee_id: 1, first_name: 'Anna', last_name: 'Muster' },
  { employee_id: 2, first_name: 'Beat', last_name: 'von Arx' },
];
const csv = [
  'date,mins,chf,name,is_am',
  '01/04/2024,90,45.5,anna muster,1',
  '01/04/2024,240,120,  Beat   VON ARX ,0',
  '02/04/2024,60,30,Carla Rossi,1',
  '31/02/2024,x,1,Anna Muster,0',
  '01/04/2024,30,15,Anna Muster,1',
  '03/04/2024,60,30,Anna Muster,1',
].join('\n');

describe('previewHoursUpload', () => {
  const saved = [
    { employee_id: 2, date: '2024-04-01', period: 'PM' as const, total_hours: 4, cost_chf: 120 },
    { employee_id: 1, date: '2024-04-03', period: 'AM' as const, total_hours: 1, cost_chf: 25 },
  ];
  const rows = previewHoursUpload(readHoursCsv(csv), employees, saved);

  it('matches names case-insensitively, whitespace collapsed, and says what saving does', () => {
    expect(rows.map((r) => [r.line, r.employee_id, r.status])).toEqual([
      [1, 1, 'new'],
      [2, 2, 'unchanged'],
      [3, null, 'error'],
      [4, 1, 'error'],
      [5, 1, 'error'],
      [6, 1, 'update'],
    ]);
  });
  it("names an unknown employee 'Unable to find id for {first_last}.'", () => {
    expect(rows[2]!.errors).toEqual(['Unable to find id for Carla_Rossi.']);
    expect(unableToFindEmployeeMessage(' Anna  Lena Muster ')).toBe(
      'Unable to find id for Anna_Lena_Muster.',
    );
  });
  it('lists each parse problem of a row and a second row for the same half-day', () => {
    expect(rows[3]!.errors).toEqual([
      'date must be a real date as DD/MM/YYYY',
      'mins must be a whole number of minutes, 0 or more',
    ]);
    expect(rows[4]!.errors).toEqual(['The same employee, date and half-day appears twice in the file']);
  });
  it('reads minutes as hours to 2 decimals', () => {
    expect(hoursOfMinutes(90)).toBe(1.5);
    expect(hoursOfMinutes(20)).toBe(0.33);
  });
});
