import { describe, expect, it } from 'vitest';
import type { AllergenSuppression, CustomerRecipeMatch } from '../schemas/allergen-matching.ts';
import { suppressionChange } from './suppression-change.ts';

const match: CustomerRecipeMatch = {
  recipe_id: 9,
  customer_id: 3,
  order_id: 40,
  first_name: 'Anna',
  last_name: 'Muster',
  allergies: [
    {
      term: 'Milk',
      allergen_id: 7,
      ingredients: [
        { name: 'butter', via: 'contains', is_suppressed: false },
        { name: 'parmesan', via: 'contains', is_suppressed: false },
      ],
      fully_suppressed: false,
    },
  ],
  warnings: [
    {
      term: 'garlic',
      allergen_id: null,
      ingredients: [{ name: 'Garlic clove', via: 'word', is_suppressed: true }],
      fully_suppressed: true,
    },
  ],
  dislikes: [],
  needs_review: [],
  fully_suppressed: false,
  suppression: null,
};

const stored: AllergenSuppression = {
  allergen_suppression_id: 5,
  date: '2031-03-03',
  customer_id: 3,
  order_id: null,
  recipe_id: 9,
  suppress_allergies: ['old ingredient'],
  suppress_warnings: ['garlic clove'],
  version: 2,
  updated_at: '2031-03-01T10:00:00.000Z',
};

const base = { date: '2031-03-03', recipeId: 9, match, kind: 'allergies' as const, ingredient: 'butter' };

describe('suppressionChange', () => {
  it("creates the order's own suppression when none applies, keeping what the match shows suppressed", () => {
    expect(suppressionChange({ ...base, stored: undefined, suppress: true })).toEqual({
      date: '2031-03-03',
      customer_id: 3,
      order_id: 40,
      recipe_id: 9,
      suppress_allergies: ['butter'],
      suppress_warnings: ['Garlic clove'],
      version: 0,
    });
  });

  it('updates the suppression that applies (here the customer-wide one), keeping its other names', () => {
    const applying = { ...match, suppression: { allergen_suppression_id: 5, order_id: null, version: 2 } };
    expect(suppressionChange({ ...base, match: applying, stored, suppress: true })).toMatchObject({
      order_id: null,
      suppress_allergies: ['old ingredient', 'butter'],
      suppress_warnings: ['garlic clove'],
      version: 2,
    });
  });

  it('restores an ingredient whatever its spelling in the list', () => {
    const applying = { ...match, suppression: { allergen_suppression_id: 5, order_id: null, version: 2 } };
    const change = suppressionChange({
      ...base,
      match: applying,
      stored,
      kind: 'warnings',
      ingredient: 'Garlic  Clove',
      suppress: false,
    });
    expect(change.suppress_warnings).toEqual([]);
    expect(change.suppress_allergies).toEqual(['old ingredient']);
  });

  it('never lists an ingredient twice', () => {
    const change = suppressionChange({
      ...base,
      stored: { ...stored, suppress_allergies: ['Butter'] },
      suppress: true,
    });
    expect(change.suppress_allergies).toEqual(['butter']);
  });
});
