import { describe, expect, it } from 'vitest';
import { labelDate, nutritionRows } from './label-numbers.ts';
import { LABEL_TEXTS } from './label-texts.ts';

const values = {
  energyKcal: 151.4,
  energyKj: 632.85,
  fatG: 12.46,
  saturatedFatG: 0.08,
  carbohydratesG: 3.26,
  sugarsG: 0.3,
  fibreG: 1,
  proteinG: 9.96,
  saltG: 0.455,
  sodiumMg: 180,
};

describe('nutrition rows', () => {
  it('declares per 100 g in the legal order, rounded as the EU guidance rounds', () => {
    expect(nutritionRows(values, LABEL_TEXTS.en).map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Energy: 633 kJ / 151 kcal',
      'Fat: 12 g',
      'of which saturates: <0.1 g',
      'Carbohydrate: 3.3 g',
      'of which sugars: <0.5 g',
      'Protein: 10 g',
      'Salt: 0.46 g',
    ]);
  });

  it('speaks German on a German label and rounds salt from 1 g to 0.1 g', () => {
    const rows = nutritionRows({ ...values, saltG: 1.26 }, LABEL_TEXTS.de);
    expect(rows[6]).toEqual({ label: 'Salz', value: '1.3 g', indent: false });
    expect(rows[2]).toMatchObject({ label: 'davon gesättigte Fettsäuren', indent: true });
  });

  it('prints dates as 30.11.2026', () => {
    expect(labelDate('2026-11-30')).toBe('30.11.2026');
  });
});
