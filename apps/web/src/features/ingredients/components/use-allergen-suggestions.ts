import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { suggestAllergens, type AllergenSuggestion } from '@brigade/domain/allergens/suggest';
import type { Allergen } from '@brigade/domain/schemas/allergens';
import type { AllergenKind } from '@brigade/domain/schemas/ingredients';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { declarationOf, type IngredientFormValues } from './ingredient-values.ts';

/** A suggestion of the name rule, with the allergen of the catalogue it names. */
export interface ShownSuggestion {
  allergen: Allergen;
  /** Contains or may contain: what the ingredient is suggested to hold of the allergen. */
  declaration: AllergenKind;
  reason: AllergenSuggestion['reason'];
}

/**
 * What the names suggest that the form does not declare yet: one suggestion per allergen (from either name,
 * contains over may contain), in the catalogue's order. A suggestion never weakens a declaration: none is
 * shown for an allergen declared CONTAINS, nor MAY_CONTAIN over MAY_CONTAIN; over FREE or UNKNOWN it is.
 */
export function suggestionsFor(
  names: readonly string[],
  allergens: readonly Allergen[],
  declared: IngredientFormValues['allergens'],
): ShownSuggestion[] {
  const byCode = new Map<string, AllergenSuggestion>();
  for (const suggestion of names.flatMap((name) => (name.trim() ? suggestAllergens(name) : []))) {
    const before = byCode.get(suggestion.code);
    if (!before || (before.declaration === 'MAY_CONTAIN' && suggestion.declaration === 'CONTAINS'))
      byCode.set(suggestion.code, suggestion);
  }
  return allergens.flatMap((allergen) => {
    const suggestion = allergen.code === null ? undefined : byCode.get(allergen.code);
    if (!suggestion) return [];
    const current = declarationOf(declared, allergen.allergen_id);
    if (current === 'CONTAINS' || current === suggestion.declaration) return [];
    return [{ allergen, declaration: suggestion.declaration, reason: suggestion.reason }];
  });
}

/** The suggestions for the names as typed, 300 ms after typing stops (at once for the names the form opens with). */
export function useAllergenSuggestions(
  control: Control<IngredientFormValues>,
  allergens: readonly Allergen[],
  declared: IngredientFormValues['allergens'],
): ShownSuggestion[] {
  const name = useDebouncedValue(useWatch({ control, name: 'name' }));
  const nameDe = useDebouncedValue(useWatch({ control, name: 'name_de' }));
  return useMemo(
    () => suggestionsFor([name, nameDe], allergens, declared),
    [name, nameDe, allergens, declared],
  );
}
