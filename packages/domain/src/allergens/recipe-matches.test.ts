import { describe, expect, it } from 'vitest';
import type { DeclarationKind } from '../schemas/ingredient-declarations.ts';
import {
  matchCustomerToRecipe,
  type CustomerSensitivities,
  type MatchableIngredient,
  type RecipeCheck,
} from './recipe-matches.ts';

/** Served without a look: no allergen or warning hit, nothing to review. */
const isClear = (check: RecipeCheck) =>
  check.needsReview.length === 0 && check.matches.every((m) => m.kind === 'dislike');

const EGGS = 3;
const MILK = 7;
const NUTS = 8;
const CATALOGUE = Array.from({ length: 14 }, (_, k) => k + 1);

/** An ingredient declaring every catalogue allergen: the ones named contain (or may contain), the rest FREE. */
function declared(name: string, contains: number[] = [], mayContain: number[] = []): MatchableIngredient {
  const kind = (id: number): DeclarationKind =>
    contains.includes(id) ? 'CONTAINS' : mayContain.includes(id) ? 'MAY_CONTAIN' : 'FREE';
  return { name, declarations: new Map(CATALOGUE.map((id) => [id, kind(id)])) };
}
/** An ingredient with no declaration at all (every allergen UNKNOWN). */
const undeclared = (name: string): MatchableIngredient => ({ name, declarations: new Map() });

const none: CustomerSensitivities = { allergens: [], other_allergens: [], warnings: [], dislikes: [] };
const milk = { ...none, allergens: [{ allergen_id: MILK, name: 'Milk' }] };
const nuts = { ...none, allergens: [{ allergen_id: NUTS, name: 'Nuts' }] };
const recipe = [
  declared('Butter', [MILK]),
  declared('Parmesan', [MILK]),
  declared('Dark chocolate', [], [MILK, NUTS]),
  declared('Cherry tomatoes'),
  declared('Eggplant'),
  declared('Basil'),
];

describe('matchCustomerToRecipe — declarations first', () => {
  it('matches every ingredient declared to contain the allergen, whatever it is called, and says so', () => {
    const check = matchCustomerToRecipe(milk, recipe);
    expect(check.matches).toEqual([
      {
        kind: 'allergen',
        term: 'Milk',
        allergen_id: MILK,
        ingredients: [
          { name: 'Butter', via: 'contains' },
          { name: 'Parmesan', via: 'contains' },
          { name: 'Dark chocolate', via: 'may_contain' },
        ],
      },
    ]);
    expect(check.needsReview).toEqual([]);
    expect(isClear(check)).toBe(false);
  });
  it('never lets a block remove a declaration', () => {
    const check = matchCustomerToRecipe(milk, recipe, [{ subject: 'Butter', test: 'Milk' }]);
    expect(check.matches[0]?.ingredients.map((i) => i.name)).toEqual([
      'Butter',
      'Parmesan',
      'Dark chocolate',
    ]);
  });
  it('matches warnings with an allergen id by declaration too', () => {
    const check = matchCustomerToRecipe({ ...none, warnings: [{ allergen_id: MILK, name: 'Milk' }] }, recipe);
    expect(check.matches).toMatchObject([{ kind: 'warning', allergen_id: MILK }]);
  });
  it('lets a FREE declaration win over a word match on the name (false friends)', () => {
    const coconut = [declared('Coconut milk'), declared('Milk thistle tea')];
    expect(matchCustomerToRecipe(milk, coconut).matches).toEqual([]);
  });
});

describe('matchCustomerToRecipe — unknown declarations', () => {
  it('lists an ingredient whose declaration is unknown as not declared instead of calling the dish safe', () => {
    const check = matchCustomerToRecipe(nuts, [...recipe, undeclared('House pesto')]);
    expect(check.matches).toEqual([
      {
        kind: 'allergen',
        term: 'Nuts',
        allergen_id: NUTS,
        ingredients: [
          { name: 'Dark chocolate', via: 'may_contain' },
          { name: 'House pesto', via: 'undeclared' },
        ],
      },
    ]);
    expect(check.needsReview).toEqual(['House pesto']);
    expect(isClear(check)).toBe(false);
  });
  it('says word match where the name gives the allergen away and the declaration is unknown', () => {
    const check = matchCustomerToRecipe(nuts, [undeclared('Walnut pesto')]);
    expect(check.matches[0]?.ingredients).toEqual([{ name: 'Walnut pesto', via: 'word' }]);
    // The word match does not settle the declaration: it still needs review.
    expect(check.needsReview).toEqual(['Walnut pesto']);
  });
  it('asks only about the customer’s own allergens: an ingredient unknown for eggs only is fine for milk', () => {
    const partly: MatchableIngredient = {
      name: 'Fresh pasta',
      declarations: new Map(CATALOGUE.filter((id) => id !== EGGS).map((id) => [id, 'FREE' as const])),
    };
    expect(isClear(matchCustomerToRecipe(milk, [partly]))).toBe(true);
    expect(
      matchCustomerToRecipe({ ...none, allergens: [{ allergen_id: EGGS, name: 'Eggs' }] }, [partly]),
    ).toMatchObject({ needsReview: ['Fresh pasta'] });
  });
  it('does not flag an unknown declaration of an allergen the kitchen added itself; words still match', () => {
    const garlic = { ...none, allergens: [{ allergen_id: 15, name: 'Garlic', regulated: false }] };
    const check = matchCustomerToRecipe(garlic, [declared('Butter', [MILK]), declared('Garlic cloves')]);
    expect(check.matches[0]?.ingredients).toEqual([{ name: 'Garlic cloves', via: 'word' }]);
    expect(check.needsReview).toEqual([]);
  });
  it('does not ask for review for a customer with dislikes only', () => {
    const check = matchCustomerToRecipe({ ...none, dislikes: ['coriander'] }, [undeclared('House pesto')]);
    expect(check.needsReview).toEqual([]);
    expect(isClear(check)).toBe(true);
  });
  it('never calls a recipe’s manual allergen line undeclared', () => {
    const manual: MatchableIngredient = {
      name: 'Milk (recipe)',
      declarations: new Map([[MILK, 'CONTAINS' as const]]),
      manual: true,
    };
    expect(matchCustomerToRecipe(nuts, [manual]).matches).toEqual([]);
    expect(matchCustomerToRecipe(milk, [manual]).matches[0]?.ingredients).toEqual([
      { name: 'Milk (recipe)', via: 'contains' },
    ]);
  });
});

describe('matchCustomerToRecipe — word rules for names only', () => {
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
        ingredients: [{ name: 'Cherry tomatoes', via: 'word' }],
      },
      { kind: 'warning', term: 'basil', allergen_id: null, ingredients: [{ name: 'Basil', via: 'word' }] },
      {
        kind: 'dislike',
        term: 'tomatoes',
        allergen_id: null,
        ingredients: [{ name: 'Cherry tomatoes', via: 'word' }],
      },
    ]);
  });
  it('lets a phrase block silence a word match on every ingredient containing the phrase', () => {
    const eggs = { ...none, other_allergens: ['egg'] };
    const dishes = [
      declared('Eggplant'),
      declared('Grilled eggplant slices'),
      declared('Egg noodles', [EGGS]),
    ];
    expect(matchCustomerToRecipe(eggs, dishes).matches[0]?.ingredients.map((i) => i.name)).toEqual([
      'Eggplant',
      'Grilled eggplant slices',
      'Egg noodles',
    ]);
    const blocked = matchCustomerToRecipe(eggs, dishes, [{ subject: 'eggplant', test: 'egg' }]);
    expect(blocked.matches[0]?.ingredients).toEqual([{ name: 'Egg noodles', via: 'word' }]);
  });
  it('lists an ingredient once per term, with its strongest reason', () => {
    const twice = [declared('Butter', [MILK]), declared('butter', [], [MILK])];
    const check = matchCustomerToRecipe(milk, twice);
    expect(check.matches[0]?.ingredients).toEqual([{ name: 'Butter', via: 'contains' }]);
  });
  it('ignores blank names', () => {
    expect(
      matchCustomerToRecipe({ ...none, dislikes: ['  '], other_allergens: [''] }, recipe).matches,
    ).toEqual([]);
  });
  it('is clear for a customer whose allergens the recipe does not hit, all declared', () => {
    expect(
      isClear(matchCustomerToRecipe({ ...none, allergens: [{ allergen_id: EGGS, name: 'Eggs' }] }, recipe)),
    ).toBe(true);
  });
});
