import { describe, expect, it } from 'vitest';
import { labelRecipeFinder } from './label-recipe.ts';

describe('labelRecipeFinder', () => {
  const recipes = [
    { recipe_id: 1, date: null, title: 'as written' },
    { recipe_id: 1, date: '2026-03-02', title: 'Monday swap' },
    { recipe_id: 2, date: null, title: 'other' },
  ];
  const find = labelRecipeFinder(recipes);

  it("takes the date's own content when that date changed the recipe", () => {
    expect(find({ recipe_id: 1, date: '2026-03-02' })?.title).toBe('Monday swap');
  });

  it("takes the recipe's content on the other dates", () => {
    expect(find({ recipe_id: 1, date: '2026-03-03' })?.title).toBe('as written');
    expect(find({ recipe_id: 2, date: '2026-03-02' })?.title).toBe('other');
    expect(find({ recipe_id: 3, date: '2026-03-02' })).toBeUndefined();
  });
});
