import { describe, expect, it } from 'vitest';
import { bagCode, mealLabelUrl, parseBagCode, parseMealLabel, shortCustomerName } from './label-codes.ts';

describe('label codes', () => {
  const meal = { orderId: 1042, date: '2026-11-30', recipeId: 12 };

  it('puts the meal code on the public analysis page of its recipe and reads it back', () => {
    const url = mealLabelUrl('https://brigade.example/', meal);
    expect(url).toBe('https://brigade.example/recipes/analysis/12-default?label=M1042-20261130-12');
    expect(parseMealLabel(url)).toEqual(meal);
    expect(parseMealLabel('  M1042-20261130-12 ')).toEqual(meal);
  });

  it('refuses what is not a meal label', () => {
    for (const text of [
      '',
      'RESET',
      'B1042-20261130-1',
      'https://x/recipes/analysis/12-default',
      'M1-20261331-2',
    ]) {
      expect(parseMealLabel(text)).toBeNull();
    }
  });

  it('codes a bag as B{order}-{date}-{bag} and reads it back', () => {
    expect(bagCode({ orderId: 7, date: '2026-12-01', bagNo: 2 })).toBe('B7-20261201-2');
    expect(parseBagCode('B7-20261201-2')).toEqual({ orderId: 7, date: '2026-12-01', bagNo: 2 });
    expect(parseBagCode('B7-20261201-3')).toBeNull();
    expect(parseBagCode('M7-20261201-1')).toBeNull();
  });

  it('names a customer initial.Surname', () => {
    expect(shortCustomerName('anna', 'Muster')).toBe('A.Muster');
    expect(shortCustomerName('Éva', 'Nagy')).toBe('É.Nagy');
    expect(shortCustomerName('', 'Muster')).toBe('Muster');
    expect(shortCustomerName('Anna', ' ')).toBe('Anna');
  });
});
