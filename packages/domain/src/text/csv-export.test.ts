import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-export.ts';

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 2],
      ]),
    ).toBe('\uFEFFa,b\r\n1,2\r\n');
  });
  it('gives just the mark for no rows, and empty cells for null/undefined', () => {
    expect(toCsv([])).toBe('\uFEFF');
    expect(toCsv([[null, undefined, '', 0, false]])).toBe('\uFEFF,,,0,false\r\n');
  });
  it('quotes delimiters, quotes, line breaks and outer spaces', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', ' pad']])).toBe(
      '\uFEFF"a,b","say ""hi""","two\nlines"," pad"\r\n',
    );
    expect(toCsv([['a;b', 'c']], ';')).toBe('\uFEFF"a;b";c\r\n');
  });
  it('neutralises text cells that start like a formula', () => {
    expect(toCsv([['=SUM(A1:A2)', '+41 79', '-x', '@cmd', '\tx', 'a=b']])).toBe(
      "\uFEFF'=SUM(A1:A2),'+41 79,'-x,'@cmd,'\tx,a=b\r\n",
    );
  });
  it('keeps negative numbers as numbers', () => {
    expect(toCsv([[-5, -0.25]])).toBe('\uFEFF-5,-0.25\r\n');
  });
  it('quotes a neutralised cell that also needs quoting', () => {
    expect(toCsv([['=1,2']])).toBe('\uFEFF"\'=1,2"\r\n');
  });
});
