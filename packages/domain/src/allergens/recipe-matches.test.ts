import { describe, expect, it } from 'vitest';
import { matchCustomerToRecipe, type CustomerSensitivities, type RecipeCheck } from './recipe-matches.ts';

/** Served without a look: no allergen or warning hit, nothing to review. */
const isClear = (check: RecipeCheck) =>
  check.needsReview.length === 0 && check.matches.every((m) => m.kind === 'dislike');

const MILK = 7;
const NUTS = 8;
const EGGS = 3;
const none: CustomerSensitivities = { allergens: [], other_allergens: [], warnings: [], dislikes: [] };
const recipe = [
  { name: 'Butter', allergen_ids: [MILK] },
  { name: 'Parmesan', allergen_ids: [MILK] },
  { name: 'Cherry tomatoes', allergen_ids: [] },
  { name: 'Eggplant', allergen_ids: [] },
  { name: 'Basil', allergen_ids: [] },
];

describe('matchCustomerToRecipe — tags first', () => {
  it('matches every ingredient tagged with the allergen, whatever it is called', () => {
    const check = matchCustomerToRecipe(
      { ...none, allergens: [{ allergen_id: MILK, name: 'Milk' }] },
      recipe,
    );
    expect(check.matches).toEqual([
      {
        kind: 'allergen',
        term: 'Milk',
        allergen_id: MILK,
        ingredients: [
          { name: 'Butter', via: 'tag' },
          { name: 'Parmesan', via: 'tag' },
        ],
      },
    ]);
    expect(check.needsReview).toEqual([]);
    expect(isClear(check)).toBe(false);
  });
  it('never lets a block remove a tag match', () => {
    const check = matchCustomerToRecipe(
      { ...none, allergens: [{ allergen_id: MILK, name: 'Milk' }] },
      recipe,
      [{ subject: 'Butter', test: 'Milk' }],
    );
    expect(check.matches[0]?.ingredients.map((i) => i.name)).toEqual(['Butter', 'Parmesan']);
  });
  it('matches warnings with an allergen id by tag too', () => {
    const check = matchCustomerToRecipe({ ...none, warnings: [{ allergen_id: MILK, name: 'Milk' }] }, recipe);
    expect(check.matches).toMatchObject([{ kind: 'warning', allergen_id: MILK }]);
  });
});

describe('matchCustomerToRecipe — names on top', () => {
  it('word-matches allergen names even when the tags miss it', () => {
    const mislabelled = [{ name: 'Milk chocolate', allergen_ids: [] }];
    const check = matchCustomerToRecipe(
      { ...none, allergens: [{ allergen_id: MILK, name: 'Milk' }] },
      mislabelled,
    );
    expect(check.matches[0]?.ingredients).toEqual([{ name: 'Milk chocolate', via: 'name' }]);
  });
  it('word-matches other allergens, other warnings (-1) and dislikes, with plurals', () => {
    const check = matchCustomerToRecipe(
      {
        allergens: [],
        other_allergens: ['tomato'],
        warnings: [{ allergen_id: -1, name: 'basil' }],
        dislikes: ['tomatoes'],
      },
      recipe,
    );
    expect(check.matches).toEqual([
      {
        kind: 'allergen',
        term: 'tomato',
        allergen_id: null,
        ingredients: [{ name: 'Cherry tomatoes', via: 'name' }],
      },
      { kind: 'warning', term: 'basil', allergen_id: null, ingredients: [{ name: 'Basil', via: 'name' }] },
      {
        kind: 'dislike',
        term: 'tomatoes',
        allergen_id: null,
        ingredients: [{ name: 'Cherry tomatoes', via: 'name' }],
      },
    ]);
  });
  it('lets a block override a name match', () => {
    const eggs = { ...none, allergens: [{ allergen_id: EGGS, name: 'Egg' }] };
    expect(matchCustomerToRecipe(eggs, recipe).matches[0]?.ingredients).toEqual([
      { name: 'Eggplant', via: 'name' },
    ]);
    expect(matchCustomerToRecipe(eggs, recipe, [{ subject: 'eggplant', test: 'egg' }]).matches).toEqual([]);
  });
  it('lists an ingredient once per term', () => {
    const twice = [
      { name: 'Butter', allergen_ids: [MILK] },
      { name: 'butter', allergen_ids: [MILK] },
    ];
    const check = matchCustomerToRecipe({ ...none, allergens: [{ allergen_id: MILK, name: 'Milk' }] }, twice);
    expect(check.matches[0]?.ingredients).toHaveLength(1);
  });
  it('ignores blank names', () => {
    expect(
      matchCustomerToRecipe({ ...none, dislikes: ['  '], other_allergens: [''] }, recipe).matches,
    ).toEqual([]);
  });
});

describe('matchCustomerToRecipe — missing data', () => {
  const withUntagged = [...recipe, { name: 'House pesto', allergen_ids: null }];
  it('flags untagged ingredients for review instead of calling the dish safe', () => {
    const check = matchCustomerToRecipe(
      { ...none, allergens: [{ allergen_id: NUTS, name: 'Nuts' }] },
      withUntagged,
    );
    expect(check.matches).toEqual([]);
    expect(check.needsReview).toEqual(['House pesto']);
    expect(isClear(check)).toBe(false);
  });
  it('still word-matches untagged ingredients', () => {
    const check = matchCustomerToRecipe({ ...none, allergens: [{ allergen_id: NUTS, name: 'Nuts' }] }, [
      { name: 'Walnut pesto', allergen_ids: null },
    ]);
    expect(check.matches[0]?.ingredients).toEqual([{ name: 'Walnut pesto', via: 'name' }]);
    expect(check.needsReview).toEqual(['Walnut pesto']);
  });
  it('does not ask for review for a customer with no allergens or warnings', () => {
    const check = matchCustomerToRecipe({ ...none, dislikes: ['coriander'] }, withUntagged);
    expect(check.needsReview).toEqual([]);
    expect(isClear(check)).toBe(true);
  });
  it('is clear for a customer whose allergens the recipe does not hit, all tagged', () => {
    const check = matchCustomerToRecipe(
      { ...none, allergens: [{ allergen_id: NUTS, name: 'Nuts' }] },
      recipe,
    );
    expect(isClear(check)).toBe(true);
  });
});
