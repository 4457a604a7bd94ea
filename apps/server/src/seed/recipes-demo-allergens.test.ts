import { suggestAllergens } from '@brigade/domain/allergens/suggest';
import { describe, expect, it } from 'vitest';
import {
  ALLERGEN,
  demoIngredients,
  legacyIngredients,
  type AllergenCode,
  type DemoIngredient,
} from './recipes-demo-data.ts';

const isAllergenCode = (code: string): code is AllergenCode => code in ALLERGEN;

/**
 * What the allergen dictionary suggests for one of the ingredient's names and the ingredient does not declare:
 * a CONTAINS suggestion must be in `contains`, a MAY_CONTAIN suggestion in `contains` or `mayContain`.
 */
function undeclared(ingredient: DemoIngredient, name: string): string[] {
  const contains: readonly string[] = ingredient.contains ?? [];
  const declared = [...contains, ...(ingredient.mayContain ?? [])];
  return suggestAllergens(name).flatMap((suggestion) => {
    const code = suggestion.code.toLowerCase();
    if (!isAllergenCode(code)) return [`${name}: ${suggestion.code} has no seed code`];
    const ok = suggestion.declaration === 'CONTAINS' ? contains.includes(code) : declared.includes(code);
    return ok ? [] : [`${name}: ${suggestion.declaration} ${code} (${suggestion.reason.en})`];
  });
}

/**
 * The demo ingredients' allergen tags agree with Regulation (EU) 1169/2011 Annex II as the allergen dictionary
 * reads their English and German names: every suggestion is declared. Tags may say more than the names (bread
 * that may contain sesame, pine nuts that may contain nuts). The legacy ingredients (`reviewed: false`, imported
 * without data) declare nothing yet: their allergens are unknown until someone declares them (ADR 054).
 */
describe('demo ingredient allergen tags', () => {
  const ingredients = [...demoIngredients, ...legacyIngredients];

  it('declare what the allergen dictionary suggests for the English and German name of every reviewed one', () => {
    const problems = ingredients
      .filter((ingredient) => ingredient.reviewed !== false)
      .flatMap((ingredient) => [
        ...undeclared(ingredient, ingredient.name),
        ...undeclared(ingredient, ingredient.name_de),
      ]);
    expect(problems).toEqual([]);
  });

  it('leave only the legacy ingredients unreviewed: every current one declares all 14 (ADR 054)', () => {
    const unreviewed = ingredients.filter((ingredient) => ingredient.reviewed === false);
    expect(unreviewed.every((ingredient) => ingredient.legacy)).toBe(true);
  });
});
