import type { DeclarationKind, DeclarationState } from '@brigade/domain/schemas/ingredient-declarations';
import type { IngredientDetail, NutrientField } from '@brigade/domain/schemas/ingredients';
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
  /** The declared allergens (contains, may contain, free); one left out is UNKNOWN (ADR 054). */
  allergens: { allergen_id: number; kind: DeclarationKind }[];
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
    allergens: (ingredient?.declarations ?? []).flatMap((d) =>
      d.state === 'UNKNOWN' ? [] : [{ allergen_id: d.allergen_id, kind: d.state }],
    ),
    ...amounts,
    ...(ingredient ? { version: ingredient.version } : {}),
  };
}

/** One allergen's state in the list: UNKNOWN when it is not declared. */
export function declarationOf(list: IngredientFormValues['allergens'], allergenId: number): DeclarationState {
  return list.find((a) => a.allergen_id === allergenId)?.kind ?? 'UNKNOWN';
}

/** Sets one allergen's declaration (UNKNOWN removes it from the list), keeping the others' order. */
export function withDeclaration(
  list: IngredientFormValues['allergens'],
  allergenId: number,
  state: DeclarationState,
): IngredientFormValues['allergens'] {
  const others = list.filter((a) => a.allergen_id !== allergenId);
  return state === 'UNKNOWN' ? others : [...others, { allergen_id: allergenId, kind: state }];
}

/** "All others free": every allergen of `allergenIds` not yet declared is declared FREE; the rest stay. */
export function withOthersFree(
  list: IngredientFormValues['allergens'],
  allergenIds: readonly number[],
): IngredientFormValues['allergens'] {
  const declared = new Set(list.map((a) => a.allergen_id));
  const free = allergenIds.filter((id) => !declared.has(id));
  return [...list, ...free.map((id) => ({ allergen_id: id, kind: 'FREE' as const }))];
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
