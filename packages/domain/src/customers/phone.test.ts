import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.ts';

describe('formatPhone', () => {
  it("writes '+cc number' with a country code", () => {
    expect(formatPhone(41, '791234567')).toBe('+41 791234567');
    expect(formatPhone('+49', '1701234567')).toBe('+49 1701234567');
    expect(formatPhone('0041', '79 123 45 67')).toBe('+41 79 123 45 67');
  });
  it('drops the trunk 0 after a country code', () => {
    expect(formatPhone(41, '0791234567')).toBe('+41 791234567');
  });
  it('adds a leading 0 without a country code, once', () => {
    expect(formatPhone(null, '791234567')).toBe('0791234567');
    expect(formatPhone('', '0791234567')).toBe('0791234567');
    expect(formatPhone('abc', '791234567')).toBe('0791234567');
  });
  it('gives nothing for a blank number', () => {
    expect(formatPhone(41, '  ')).toBe('');
    expect(formatPhone(41, null)).toBe('');
  });
});
