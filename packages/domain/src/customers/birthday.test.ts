import { describe, expect, it } from 'vitest';
import { birthdayForExport } from './birthday.ts';

describe('birthdayForExport', () => {
  it('gives YYYY-MM-DD for the usual spellings', () => {
    expect(birthdayForExport('1985-04-23')).toBe('1985-04-23');
    expect(birthdayForExport('1985-04-23T00:00:00.000Z')).toBe('1985-04-23');
    expect(birthdayForExport('23.04.1985')).toBe('1985-04-23');
    expect(birthdayForExport('3/4/1985')).toBe('1985-04-03');
    expect(birthdayForExport(new Date('1985-04-23T00:00:00Z'))).toBe('1985-04-23');
  });
  it('leaves out what does not parse or cannot be a birthday', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'unknown',
      '1985-02-30',
      '31.02.1985',
      '1899-12-31',
      '0000-00-00',
      new Date('x'),
    ]) {
      expect(birthdayForExport(bad)).toBeNull();
    }
  });
  it('refuses a birthday after today when today is given', () => {
    expect(birthdayForExport('2030-01-01', '2024-06-01')).toBeNull();
    expect(birthdayForExport('2024-06-01', '2024-06-01')).toBe('2024-06-01');
  });
});
