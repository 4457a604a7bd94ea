import type { AllergenKind, IngredientDetail, NutrientField } from '@brigade/domain/schemas/ingredients';
import { NUTRIENT_FIELDS } from '@brigade/domain/schemas/ingredients';
import type { RecipeDataNutrients } from '@brigade/domain/schemas/recipe-data';

type AmountField = NutrientField | 'density_g_per_ml' | 'grams_per_piece';

/** The editor's values: amounts as the text the user typed ('' = unknown); the shared schema reads them. */
export type IngredientFormValues = {
  name: string;
  name_de: string;
  spec: string;
  spec_de: string;
  source: string;
  allergens_reviewed: boolean;
  allergens: { allergen_id: number; kind: AllergenKind }[];
  version?: number;
} & Record<AmountField, string>;

export const AMOUNT_FIELDS: readonly AmountField[] = [
  ...NUTRIENT_FIELDS,
  'density_g_per_ml',
  'grams_per_piece',
];

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function formValuesOf(ingredient: IngredientDetail | undefined): IngredientFormValues {
  const amounts = Object.fromEntries(AMOUNT_FIELDS.map((f) => [f, text(ingredient?.[f])])) as Record<
    AmountField,
    string
  >;
  return {
    name: ingredient?.name ?? '',
    name_de: ingredient?.name_de ?? '',
    spec: ingredient?.spec ?? '',
    spec_de: ingredient?.spec_de ?? '',
    source: ingredient?.source ?? '',
    allergens_reviewed: ingredient?.allergens_reviewed ?? false,
    allergens: (ingredient?.allergens ?? []).map((a) => ({ allergen_id: a.allergen_id, kind: a.kind })),
    ...amounts,
    ...(ingredient ? { version: ingredient.version } : {}),
  };
}

/** Sets (or, with null, removes) one allergen's kind in the list, keeping the others' order. */
export function withAllergenKind(
  list: IngredientFormValues['allergens'],
  allergenId: number,
  kind: AllergenKind | null,
): IngredientFormValues['allergens'] {
  const others = list.filter((a) => a.allergen_id !== allergenId);
  return kind ? [...others, { allergen_id: allergenId, kind }] : others;
}

/**
 * The form values a recipe-data lookup fills: all eight nutrients (one the service lacks becomes empty, i.e.
 * unknown, rather than keeping a figure from another source) and `source`. Saved only when the user saves.
 */
export function lookedUpValues(
  found: RecipeDataNutrients,
): Pick<IngredientFormValues, NutrientField | 'source'> {
  const nutrients = Object.fromEntries(NUTRIENT_FIELDS.map((f) => [f, text(found[f])])) as Record<
    NutrientField,
    string
  >;
  return { ...nutrients, source: found.source.slice(0, 200) };
}
