import { describe, expect, it } from 'vitest';
import { isPositiveInteger, parsePositiveInteger } from './positive-integer.ts';

describe('isPositiveInteger', () => {
  it('accepts whole numbers from 1', () => {
    expect(isPositiveInteger(1)).toBe(true);
    expect(isPositiveInteger(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isPositiveInteger('42')).toBe(true);
  });
  it('refuses zero, negatives, fractions, unsafe and odd text', () => {
    for (const value of [
      0,
      -1,
      1.5,
      Number.NaN,
      Infinity,
      Number.MAX_SAFE_INTEGER + 1,
      '0',
      '-1',
      '012',
      '+1',
      '1e3',
      '1.0',
      ' 1',
      '',
      '9007199254740993',
      null,
      undefined,
      true,
      [1],
    ]) {
      expect(isPositiveInteger(value), String(value)).toBe(false);
    }
  });
  it('parses to a number', () => {
    expect(parsePositiveInteger('7')).toBe(7);
    expect(parsePositiveInteger('x')).toBeNull();
  });
});
