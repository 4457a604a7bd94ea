import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applySuppression } from './suppression.ts';

describe('applySuppression', () => {
  it('is fully suppressed when every matching ingredient is', () => {
    expect(applySuppression(['Butter', 'Parmesan'], ['parmesan', ' BUTTER '])).toEqual({
      items: [
        { ingredient: 'Butter', isSuppressed: true },
        { ingredient: 'Parmesan', isSuppressed: true },
      ],
      fullySuppressed: true,
    });
  });
  it('is not fully suppressed when one ingredient is left', () => {
    const result = applySuppression(['Butter', 'Parmesan'], ['Butter']);
    expect(result.fullySuppressed).toBe(false);
    expect(result.items[1]).toEqual({ ingredient: 'Parmesan', isSuppressed: false });
  });
  it('compares whole names, not parts', () => {
    expect(applySuppression(['Peanut butter'], ['butter']).fullySuppressed).toBe(false);
  });
  it('is never fully suppressed without ingredients', () => {
    expect(applySuppression([], ['Butter']).fullySuppressed).toBe(false);
  });
  it('is fully suppressed exactly when every name is in the list', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z]{2,8}$/), { minLength: 1 }),
        fc.array(fc.stringMatching(/^[a-z]{2,8}$/)),
        (names, list) => {
          const result = applySuppression(names, list);
          expect(result.fullySuppressed).toBe(names.every((n) => list.includes(n)));
        },
      ),
    );
  });
});
