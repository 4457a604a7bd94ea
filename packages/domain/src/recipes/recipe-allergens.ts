/** An allergen as the catalogue names it (EN and DE). */
export interface AllergenName {
  readonly allergen_id: number;
  readonly name: string;
  readonly name_de: string;
}

/** An ingredient of a recipe line with its allergen tags (ADR 009: reviewed false = never reviewed). */
export interface LineIngredient {
  readonly ingredient_id: number;
  readonly name: string;
  readonly allergens_reviewed: boolean;
  readonly allergens: readonly { readonly allergen_id: number; readonly kind: 'CONTAINS' | 'MAY_CONTAIN' }[];
}

export type RecipeAllergenSource = 'ingredients' | 'manual' | 'both';

export interface RecipeAllergen extends AllergenName {
  readonly source: RecipeAllergenSource;
  /** True only when no ingredient contains it for sure and nobody set it by hand: traces at most. */
  readonly may_contain: boolean;
}

export interface RecipeAllergens {
  /** By English name; an id the catalogue does not know is left out (it was deleted). */
  readonly allergens: RecipeAllergen[];
  /** Names of the recipe's ingredients whose allergens were never reviewed, each once, in line order. */
  readonly needs_review: string[];
}

/**
 * A recipe's allergens: every allergen its ingredients carry (contains or may contain) plus those
 * set on the recipe by hand. A manual allergen counts as "contains". Ingredients never reviewed are named, so
 * a dish is never shown as free of an allergen because data is missing (ADR 009, ADR 033).
 */
export function recipeAllergens(
  ingredients: readonly LineIngredient[],
  manualAllergenIds: readonly number[],
  catalogue: readonly AllergenName[],
): RecipeAllergens {
  const contains = new Set<number>();
  const traces = new Set<number>();
  const needsReview: string[] = [];
  const seen = new Set<number>();
  for (const ingredient of ingredients) {
    if (!ingredient.allergens_reviewed && !seen.has(ingredient.ingredient_id)) {
      needsReview.push(ingredient.name);
    }
    seen.add(ingredient.ingredient_id);
    for (const tag of ingredient.allergens) {
      (tag.kind === 'CONTAINS' ? contains : traces).add(tag.allergen_id);
    }
  }
  const manual = new Set(manualAllergenIds);
  const allergens: RecipeAllergen[] = [];
  for (const entry of catalogue) {
    const id = entry.allergen_id;
    const fromIngredients = contains.has(id) || traces.has(id);
    if (!fromIngredients && !manual.has(id)) continue;
    const source: RecipeAllergenSource = fromIngredients
      ? manual.has(id)
        ? 'both'
        : 'ingredients'
      : 'manual';
    allergens.push({
      allergen_id: id,
      name: entry.name,
      name_de: entry.name_de,
      source,
      may_contain: !contains.has(id) && !manual.has(id),
    });
  }
  allergens.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.allergen_id - b.allergen_id);
  return { allergens, needs_review: needsReview };
}
