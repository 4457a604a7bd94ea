import type {
  CreateIngredient,
  IngredientDetail,
  IngredientListItem,
  IngredientSpec,
} from '@brigade/domain/schemas/ingredients';
import type { IngredientRow, IngredientValues } from './repository.ts';
import type { SpecWithSupplier } from './spec-repository.ts';

/** The ingredient's own columns by their API names. */
export function ingredientColumns(row: IngredientRow) {
  return {
    ingredient_id: row.ingredientId,
    name: row.name,
    name_de: row.nameDe,
    spec: row.spec,
    spec_de: row.specDe,
    energy_kcal: row.energyKcal,
    fat_g: row.fatG,
    saturated_fat_g: row.saturatedFatG,
    carbohydrates_g: row.carbohydratesG,
    sugars_g: row.sugarsG,
    fibre_g: row.fibreG,
    protein_g: row.proteinG,
    sodium_mg: row.sodiumMg,
    density_g_per_ml: row.densityGPerMl,
    grams_per_piece: row.gramsPerPiece,
    allergens_reviewed: row.allergensReviewed,
    source: row.source,
    legacy: row.legacy,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toListItem(r: {
  ingredient: IngredientRow;
  allergenNames: string;
  allergenNamesDe: string;
  supplierCount: number;
}): IngredientListItem {
  const c = ingredientColumns(r.ingredient);
  return {
    ingredient_id: c.ingredient_id,
    name: c.name,
    name_de: c.name_de,
    spec: c.spec,
    energy_kcal: c.energy_kcal,
    protein_g: c.protein_g,
    fat_g: c.fat_g,
    carbohydrates_g: c.carbohydrates_g,
    allergens_reviewed: c.allergens_reviewed,
    allergen_names: r.allergenNames,
    allergen_names_de: r.allergenNamesDe,
    supplier_count: r.supplierCount,
    legacy: c.legacy,
    version: c.version,
    updated_at: c.updated_at,
  };
}

export function toSpec(row: SpecWithSupplier): IngredientSpec {
  return {
    ingredient_spec_suppliers_id: row.ingredientSpecSuppliersId,
    supplier_id: row.supplierId,
    supplier_name: row.supplierName,
    article_number: row.articleNumber,
    pack_size: row.packSize,
    pack_unit: row.packUnit,
    price_chf: Number(row.priceChf),
    is_default: row.isDefault,
    version: row.version,
  };
}

export function toDetail(
  row: IngredientRow,
  allergens: { allergenId: number; name: string; nameDe: string; kind: 'CONTAINS' | 'MAY_CONTAIN' }[],
  specs: SpecWithSupplier[],
): IngredientDetail {
  return {
    ...ingredientColumns(row),
    allergens: allergens.map((a) => ({
      allergen_id: a.allergenId,
      name: a.name,
      name_de: a.nameDe,
      kind: a.kind,
    })),
    specs: specs.map(toSpec),
  };
}

/** The request's columns as the table's values (allergens are written apart). */
export function toValues(input: CreateIngredient): IngredientValues {
  return {
    name: input.name,
    nameDe: input.name_de,
    spec: input.spec,
    specDe: input.spec_de,
    energyKcal: input.energy_kcal,
    fatG: input.fat_g,
    saturatedFatG: input.saturated_fat_g,
    carbohydratesG: input.carbohydrates_g,
    sugarsG: input.sugars_g,
    fibreG: input.fibre_g,
    proteinG: input.protein_g,
    sodiumMg: input.sodium_mg,
    densityGPerMl: input.density_g_per_ml,
    gramsPerPiece: input.grams_per_piece,
    allergensReviewed: input.allergens_reviewed,
    source: input.source,
  };
}
