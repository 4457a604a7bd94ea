import { describe, expect, it } from 'vitest';
import { recipeChecker } from './recipe-checker.ts';
import {
  matchCustomerToRecipe,
  OTHER_WARNING_ALLERGEN_ID,
  type CustomerSensitivities,
} from './recipe-matches.ts';

const MILK = 7;
const NUTS = 8;
const none: CustomerSensitivities = { allergens: [], other_allergens: [], warnings: [], dislikes: [] };
const all = (kind: (id: number) => 'CONTAINS' | 'FREE') =>
  new Map(Array.from({ length: 14 }, (_, k) => [k + 1, kind(k + 1)] as const));
const recipe = [
  { name: 'Butter', declarations: all((id) => (id === MILK ? 'CONTAINS' : 'FREE')) },
  { name: 'Walnuts', declarations: all((id) => (id === NUTS ? 'CONTAINS' : 'FREE')) },
  { name: 'Cherry tomatoes', declarations: all(() => 'FREE') },
  { name: 'Spring onion', declarations: new Map() },
];
const blocks = [{ subject: 'Spring onion', test: 'Onions' }];
const customers: CustomerSensitivities[] = [
  none,
  { ...none, allergens: [{ allergen_id: MILK, name: 'Milk' }] },
  { ...none, other_allergens: ['tomato'], dislikes: ['onions', 'walnut'] },
  {
    allergens: [{ allergen_id: NUTS, name: 'Nuts' }],
    other_allergens: [''],
    warnings: [
      { allergen_id: MILK, name: 'Milk' },
      { allergen_id: OTHER_WARNING_ALLERGEN_ID, name: 'Tomatoes' },
    ],
    dislikes: ['butter'],
  },
  { ...none, dislikes: ['Onions'] },
];

describe('recipeChecker', () => {
  it('answers for every customer what matchCustomerToRecipe answers, blocks and review list included', () => {
    const check = recipeChecker(recipe, blocks);
    for (const customer of customers) {
      expect(check(customer)).toEqual(matchCustomerToRecipe(customer, recipe, blocks));
    }
  });

  it('gives the same answer the second time a term comes up', () => {
    const check = recipeChecker(recipe);
    const customer = customers[3]!;
    expect(check(customer)).toEqual(check(customer));
    expect(check(customer).needsReview).toEqual(['Spring onion']);
  });
});
