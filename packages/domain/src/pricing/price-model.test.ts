import { describe, expect, it } from 'vitest';
import { priceModelOn } from './price-model.ts';

describe('priceModelOn', () => {
  it('switches to model 2 on 2020-08-12', () => {
    expect(priceModelOn('2020-08-11')).toBe(1);
    expect(priceModelOn('2020-08-12')).toBe(2);
  });
  it('switches to model 3 on 2021-07-28', () => {
    expect(priceModelOn('2021-07-27')).toBe(2);
    expect(priceModelOn('2021-07-28')).toBe(3);
  });
  it('covers the far past and future', () => {
    expect(priceModelOn('1900-01-01')).toBe(1);
    expect(priceModelOn('9999-12-31')).toBe(3);
  });
  it('refuses a malformed date rather than guessing a model', () => {
    expect(() => priceModelOn('2021-7-28')).toThrow('Invalid date');
    expect(() => priceModelOn('2021-07-28T00:00:00Z')).toThrow('Invalid date');
  });
});
