import { describe, expect, it } from 'vitest';
import { recipeAllergens, type LineIngredient } from './recipe-allergens.ts';

const catalogue = [
  { allergen_id: 1, name: 'Milk', name_de: 'Milch' },
  { allergen_id: 2, name: 'Gluten', name_de: 'Gluten' },
  { allergen_id: 3, name: 'Nuts', name_de: 'Schalenfrüchte' },
  { allergen_id: 4, name: 'Celery', name_de: 'Sellerie' },
];
const ingredient = (
  id: number,
  name: string,
  allergens: LineIngredient['allergens'],
  reviewed = true,
): LineIngredient => ({ ingredient_id: id, name, allergens_reviewed: reviewed, allergens });

describe('recipeAllergens', () => {
  it('collects the ingredients’ allergens by name, whatever the ingredient is called', () => {
    const result = recipeAllergens(
      [
        ingredient(10, 'Butter', [{ allergen_id: 1, kind: 'CONTAINS' }]),
        ingredient(11, 'Flour', [{ allergen_id: 2, kind: 'CONTAINS' }]),
      ],
      [],
      catalogue,
    );
    expect(result.allergens.map((a) => [a.name, a.source, a.may_contain])).toEqual([
      ['Gluten', 'ingredients', false],
      ['Milk', 'ingredients', false],
    ]);
    expect(result.needs_review).toEqual([]);
  });

  it('marks traces as may contain unless another ingredient or a manual tag contains it', () => {
    const result = recipeAllergens(
      [
        ingredient(10, 'Chocolate', [
          { allergen_id: 3, kind: 'MAY_CONTAIN' },
          { allergen_id: 1, kind: 'MAY_CONTAIN' },
        ]),
        ingredient(11, 'Cream', [{ allergen_id: 1, kind: 'CONTAINS' }]),
      ],
      [],
      catalogue,
    );
    expect(result.allergens).toEqual([
      { allergen_id: 1, name: 'Milk', name_de: 'Milch', source: 'ingredients', may_contain: false },
      { allergen_id: 3, name: 'Nuts', name_de: 'Schalenfrüchte', source: 'ingredients', may_contain: true },
    ]);
    const manual = recipeAllergens(
      [ingredient(10, 'Chocolate', [{ allergen_id: 3, kind: 'MAY_CONTAIN' }])],
      [3],
      catalogue,
    );
    expect(manual.allergens).toEqual([
      { allergen_id: 3, name: 'Nuts', name_de: 'Schalenfrüchte', source: 'both', may_contain: false },
    ]);
  });

  it('adds manual allergens and drops ids the catalogue no longer has', () => {
    const result = recipeAllergens([], [4, 99], catalogue);
    expect(result.allergens).toEqual([
      { allergen_id: 4, name: 'Celery', name_de: 'Sellerie', source: 'manual', may_contain: false },
    ]);
  });

  it('names every unreviewed ingredient once, in line order', () => {
    const result = recipeAllergens(
      [
        ingredient(12, 'Spice mix', [], false),
        ingredient(10, 'Butter', [{ allergen_id: 1, kind: 'CONTAINS' }]),
        ingredient(12, 'Spice mix', [], false),
        ingredient(13, 'Stock', [{ allergen_id: 4, kind: 'CONTAINS' }], false),
      ],
      [],
      catalogue,
    );
    expect(result.needs_review).toEqual(['Spice mix', 'Stock']);
    expect(result.allergens.map((a) => a.name)).toEqual(['Celery', 'Milk']);
  });
});
