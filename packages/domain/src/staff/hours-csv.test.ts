import { describe, expect, it } from 'vitest';
import { parseHoursCsv } from './hours-csv.ts';
import type { DomainError } from '../errors/domain-error.ts';

const header = 'date,mins,chf,name,is_am';

function errorOf(text: string): DomainError {
  try {
    parseHoursCsv(text);
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a failure');
}

describe('parseHoursCsv', () => {
  it('reads and types the rows, sorted by date', () => {
    const csv = `${header}\r\n02/04/2024,90,45.5,Anna Muster,1\r\n1/4/2024,30,12,Beat Keller,0\r\n`;
    expect(parseHoursCsv(csv)).toEqual([
      { date: '2024-04-01', mins: 30, chf: 12, name: 'Beat Keller', is_am: false },
      { date: '2024-04-02', mins: 90, chf: 45.5, name: 'Anna Muster', is_am: true },
    ]);
  });
  it('tolerates a byte-order mark, ; delimiters, a decimal comma and spaces', () => {
    const csv = `\uFEFFdate; mins ;chf;name;is_am\n31/12/2024; 60 ;12,50; Anna ;2\n`;
    expect(parseHoursCsv(csv)).toEqual([
      { date: '2024-12-31', mins: 60, chf: 12.5, name: 'Anna', is_am: true },
    ]);
  });
  it('keeps the order of rows on the same date', () => {
    const csv = `${header}\n01/04/2024,1,1,B,0\n01/04/2024,2,2,A,0\n`;
    expect(parseHoursCsv(csv).map((r) => r.name)).toEqual(['B', 'A']);
  });
  it('gives no rows for a header alone', () => {
    expect(parseHoursCsv(`${header}\n`)).toEqual([]);
  });
  it("refuses other headers with 'Headers should be date, mins, chf, name, is_am'", () => {
    for (const bad of [
      '',
      'date,mins,chf,name',
      'date,mins,chf,is_am,name',
      'Date,mins,chf,name,is_am',
      'date,mins,chf,name,is_am,extra',
    ]) {
      expect(() => parseHoursCsv(`${bad}\n01/04/2024,1,1,A,0`), bad).toThrow(
        'Headers should be date, mins, chf, name, is_am',
      );
    }
  });
  it('fails with the joined error codes and lists each row', () => {
    const csv = `${header}\n2024-04-01,1.5,abc,,yes\n01/04/2024,30\n31/02/2024,30,1,A,0\n`;
    const error = errorOf(csv);
    expect(error.code).toBe('INVALID_HOURS_CSV');
    expect(error.message).toBe(
      'InvalidDate, InvalidMins, InvalidChf, MissingName, InvalidIsAm, TooFewFields',
    );
    expect(error.details).toContainEqual({ code: 'TooFewFields', row: 2 });
    expect(error.details).toContainEqual({ code: 'InvalidDate', row: 3 });
  });
  it('refuses negative minutes and money', () => {
    expect(errorOf(`${header}\n01/04/2024,-5,-1,A,0`).message).toBe('InvalidMins, InvalidChf');
  });
});
