import { describe, expect, it } from 'vitest';
import { analysisNeedsRewrite } from './analysis-rewrite.ts';

const stored = {
  inputs: [
    { name: 'oats', grams: 50, unit: 'g' },
    { name: 'milk', grams: 200 },
  ],
  version: 3,
  clientFacingIngredients: ['Oats', 'Milk'],
};

describe('analysisNeedsRewrite', () => {
  it('writes when nothing is stored', () => {
    expect(analysisNeedsRewrite(null, stored)).toBe(true);
    expect(analysisNeedsRewrite(undefined, stored)).toBe(true);
  });
  it('keeps the stored analysis when nothing that counts differs', () => {
    const same = {
      inputs: [
        { unit: 'g', grams: 50, name: 'oats' },
        { grams: 200, name: 'milk' },
      ],
      version: '3',
      clientFacingIngredients: ['Oats', 'Milk'],
    };
    expect(analysisNeedsRewrite(stored, same)).toBe(false);
  });
  it('rewrites when inputs, version or client-facing names differ', () => {
    expect(analysisNeedsRewrite(stored, { ...stored, version: 4 })).toBe(true);
    expect(
      analysisNeedsRewrite(stored, {
        ...stored,
        inputs: [
          { name: 'oats', grams: 60, unit: 'g' },
          { name: 'milk', grams: 200 },
        ],
      }),
    ).toBe(true);
    expect(analysisNeedsRewrite(stored, { ...stored, inputs: [...stored.inputs].reverse() })).toBe(true);
    expect(analysisNeedsRewrite(stored, { ...stored, clientFacingIngredients: ['Oat flakes', 'Milk'] })).toBe(
      true,
    );
  });
});
