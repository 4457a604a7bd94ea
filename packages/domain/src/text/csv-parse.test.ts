import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectDelimiter, parseCsv } from './csv-parse.ts';
import { toCsv } from './csv-export.ts';

describe('parseCsv', () => {
  it('reads plain, quoted and doubled-quote cells with CRLF or LF', () => {
    expect(parseCsv('a,b\r\n1,"x, ""y"""\n').records).toEqual([
      ['a', 'b'],
      ['1', 'x, "y"'],
    ]);
  });
  it('skips a byte-order mark and blank lines, keeps empty cells', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,\n').records).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });
  it('keeps line breaks inside quotes', () => {
    expect(parseCsv('a\n"two\nlines"').records).toEqual([['a'], ['two\nlines']]);
  });
  it('reports field-count and quote errors with their record', () => {
    expect(parseCsv('a,b\n1\n1,2,3').errors).toEqual([
      { code: 'TooFewFields', row: 1 },
      { code: 'TooManyFields', row: 2 },
    ]);
    expect(parseCsv('a\n"open').errors).toContainEqual({ code: 'MissingQuotes', row: 1 });
    expect(parseCsv('a\nx"y').errors).toContainEqual({ code: 'InvalidQuotes', row: 1 });
    expect(parseCsv('a\n"x"y').errors).toContainEqual({ code: 'InvalidQuotes', row: 1 });
  });
  it('gives nothing for empty text', () => {
    expect(parseCsv('')).toEqual({ records: [], errors: [] });
  });
  it('detects ; and tab delimiters', () => {
    expect(detectDelimiter('date;mins\n')).toBe(';');
    expect(detectDelimiter('date\tmins')).toBe('\t');
    expect(detectDelimiter('date,mins;x')).toBe(',');
    expect(parseCsv('a;b\n1;2').records).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
  it('reads back what toCsv writes (text without formula starts)', () => {
    const cell = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const width = rows[0]!.length;
          const table = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? 'x'));
          const nonBlank = table.filter((r) => !(r.length === 1 && r[0] === ''));
          expect(parseCsv(toCsv(table), ',').records).toEqual(nonBlank);
        },
      ),
    );
  });
});
