import { describe, expect, it } from 'vitest';
import { formatIdentcode, identcodeOf, postalItemId, splitStreet } from './identcode.ts';

describe('identcodes', () => {
  it('are the prefix 99, the 8-digit licence and the 8-digit item number, printed in groups', () => {
    const code = identcodeOf('60013217', 5959);
    expect(code).toBe('996001321700005959');
    expect(code).toHaveLength(18);
    expect(formatIdentcode(code)).toBe('99.60.013217.00005959');
    expect(formatIdentcode('RR123456785CH')).toBe('RR123456785CH');
  });

  it('refuses a licence that is not 8 digits or an item number out of range', () => {
    expect(() => identcodeOf('6001321', 1)).toThrow(RangeError);
    expect(() => identcodeOf('60013217', 0)).toThrow(RangeError);
    expect(() => identcodeOf('60013217', 100_000_000)).toThrow(RangeError);
  });

  it('item ids keep only the characters the service takes', () => {
    expect(postalItemId('2026-12-07-1001')).toBe('2026-12-07-1001');
    expect(postalItemId('Order 1001/ü+1')).toBe('Order-1001--+1');
    expect(postalItemId('x'.repeat(50))).toHaveLength(35);
  });

  it('splits a street line into street and house number', () => {
    expect(splitStreet('Seefeldstrasse 8')).toEqual({ street: 'Seefeldstrasse', houseNumber: '8' });
    expect(splitStreet(' Rue de la Gare  12 b')).toEqual({ street: 'Rue de la Gare', houseNumber: '12b' });
    expect(splitStreet('Bahnhofplatz 3-5')).toEqual({ street: 'Bahnhofplatz', houseNumber: '3-5' });
    expect(splitStreet('Dorfweg')).toEqual({ street: 'Dorfweg', houseNumber: '' });
    expect(splitStreet('Strasse 1. Mai')).toEqual({ street: 'Strasse 1. Mai', houseNumber: '' });
  });
});
