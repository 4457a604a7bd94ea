import { describe, expect, it } from 'vitest';
import { bagPersonName, summariseBagChanges } from './bag-summary.ts';

describe('bagPersonName', () => {
  it('writes initial.Surname', () => {
    expect(bagPersonName('anna', 'Muster')).toBe('A.Muster');
    expect(bagPersonName(' Élodie ', 'Favre')).toBe('É.Favre');
  });
  it('falls back to the name that is there', () => {
    expect(bagPersonName('', 'Muster')).toBe('Muster');
    expect(bagPersonName('Anna', null)).toBe('Anna');
    expect(bagPersonName(null, undefined)).toBe('');
  });
});

describe('summariseBagChanges', () => {
  it('shows +n per meal, in menu order, with names', () => {
    const summary = summariseBagChanges([
      { mealType: 'dinner', firstName: 'Beat', lastName: 'Keller', qty: 1 },
      { mealType: 'lunch', firstName: 'Anna', lastName: 'Muster', qty: 2 },
      { mealType: 'lunch', firstName: 'Beat', lastName: 'Keller', qty: -1 },
    ]);
    expect(summary).toEqual({
      lines: [
        { mealType: 'lunch', change: 1, label: '+1', names: ['A.Muster', 'B.Keller'] },
        { mealType: 'dinner', change: 1, label: '+1', names: ['B.Keller'] },
      ],
      message: null,
    });
  });
  it("labels the other type 'Bag(s)' and shows decreases", () => {
    const summary = summariseBagChanges([
      { mealType: 'other', firstName: 'Anna', lastName: 'Muster', qty: 2 },
      { mealType: 'treat', firstName: 'Anna', lastName: 'Muster', qty: -1 },
    ]);
    expect(summary.lines.map((l) => l.label)).toEqual(['-1', '+2 Bag(s)']);
  });
  it('says the changes do not affect quantities when they cancel out', () => {
    expect(
      summariseBagChanges([
        { mealType: 'lunch', firstName: 'A', lastName: 'B', qty: 1 },
        { mealType: 'lunch', firstName: 'C', lastName: 'D', qty: -1 },
      ]),
    ).toEqual({ lines: [], message: 'Changes made that do not affect overall quantities' });
  });
  it('gives nothing without changes', () => {
    expect(summariseBagChanges([])).toEqual({ lines: [], message: null });
    expect(summariseBagChanges([{ mealType: 'lunch', qty: 0 }])).toEqual({ lines: [], message: null });
  });
});
