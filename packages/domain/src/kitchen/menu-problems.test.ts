import { describe, expect, it } from 'vitest';
import { dishProblems, menuRecipeIds, type DishProblemFacts } from './menu-problems.ts';

const curry: DishProblemFacts = {
  recipe_id: 9,
  recipe_name: 'Curry v3',
  lines: [
    { ingredient_id: 1, ingredient_name: 'Rice', ingredient_name_de: '' },
    { ingredient_id: 2, ingredient_name: 'Coconut milk', ingredient_name_de: 'Kokosmilch' },
    { ingredient_id: 3, ingredient_name: 'Saffron', ingredient_name_de: 'Safran' },
    { ingredient_id: 3, ingredient_name: 'Saffron', ingredient_name_de: 'Safran' },
  ],
  unreviewed: [],
  has_nutrition: true,
  missing_nutrients: [],
  unconverted: [],
};
const head = { recipe_id: 9, recipe_name: 'Curry v3' };
const ingredient = (id: number | null, name: string, nameDe: string | null) => ({
  ingredient_id: id,
  ingredient_name: name,
  ingredient_name_de: nameDe,
});

describe('dishProblems', () => {
  it('finds nothing in a dish whose allergens are declared and whose nutrition is complete', () => {
    expect(dishProblems(curry)).toEqual([]);
  });

  it('names each problem with its ingredient, its id and German name found through the recipe lines', () => {
    const problems = dishProblems({
      ...curry,
      unreviewed: ['Coconut milk'],
      missing_nutrients: ['Rice'],
      unconverted: [{ name: 'Saffron' }, { name: 'Saffron' }],
    });
    expect(problems).toEqual([
      { kind: 'undeclared_allergens', ...head, ...ingredient(2, 'Coconut milk', 'Kokosmilch') },
      // No German name: null, so the English one is shown.
      { kind: 'missing_nutrients', ...head, ...ingredient(1, 'Rice', null) },
      // One per line: the same ingredient twice is two lines to fix.
      { kind: 'unconvertible', ...head, ...ingredient(3, 'Saffron', 'Safran') },
      { kind: 'unconvertible', ...head, ...ingredient(3, 'Saffron', 'Safran') },
    ]);
  });

  it('reports a dish without nutrition once, without an ingredient', () => {
    expect(dishProblems({ ...curry, lines: [], has_nutrition: false })).toEqual([
      { kind: 'no_nutrition', ...head, ingredient_id: null, ingredient_name: null, ingredient_name_de: null },
    ]);
  });

  it('keeps a name no line carries (the recipe changed meanwhile) with a null id', () => {
    expect(dishProblems({ ...curry, unreviewed: ['Stock'] })).toEqual([
      { kind: 'undeclared_allergens', ...head, ...ingredient(null, 'Stock', null) },
    ]);
  });
});

describe('menuRecipeIds', () => {
  it('lists each recipe once: the slots in order, then the additional meals that have a recipe', () => {
    const content = {
      items: [{ recipe_id: 4 }, { recipe_id: 2 }, { recipe_id: 4 }],
      additional_day: { meals: [{ dish: null }, { dish: { recipe_id: 7 } }, { dish: { recipe_id: 2 } }] },
    };
    expect(menuRecipeIds(content)).toEqual([4, 2, 7]);
    expect(menuRecipeIds({ items: [{ recipe_id: 1 }], additional_day: null })).toEqual([1]);
  });
});
