import {
  NUTRIENT_FIELDS,
  type CreateIngredient,
  type CreateIngredientSpec,
  type IngredientAutocompleteItem,
  type IngredientDetail,
  type IngredientListItem,
  type IngredientSpec,
} from '@brigade/domain/schemas/ingredients';
import type { IngredientDeclaration } from '@brigade/domain/schemas/ingredient-declarations';
import type { DeclarationRow, IngredientRow, IngredientValues, ListRow } from './repository.ts';
import type { SpecValues, SpecWithSupplier } from './specs-repository.ts';

/** The ingredient's own columns by their API names. */
function ingredientColumns(row: IngredientRow) {
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

export function toListItem(r: ListRow): IngredientListItem {
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

export function toAutocompleteItem(row: {
  ingredientId: number;
  name: string;
  nameDe: string;
}): IngredientAutocompleteItem {
  return { ingredient_id: row.ingredientId, name: row.name, name_de: row.nameDe };
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
  declarations: DeclarationRow[],
  specs: SpecWithSupplier[],
): IngredientDetail {
  const declared = declarations.map(toDeclaration);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    ...ingredientColumns(row),
    allergens: declared
      .flatMap((d) =>
        d.state === 'CONTAINS' || d.state === 'MAY_CONTAIN'
          ? [{ allergen_id: d.allergen_id, name: d.name, name_de: d.name_de, kind: d.state }]
          : [],
      )
      .sort(byName),
    declarations: declared,
    specs: specs.map(toSpec),
  };
}

function toDeclaration(d: DeclarationRow): IngredientDeclaration {
  return {
    allergen_id: d.allergenId,
    name: d.name,
    name_de: d.nameDe,
    code: d.code,
    state: d.kind ?? 'UNKNOWN',
    declared_by: d.kind ? d.declaredBy : null,
    declared_at: d.declaredAt ? d.declaredAt.toISOString() : null,
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

/** A spec request's columns as the table's values (the price as numeric text). */
export function toSpecValues(input: CreateIngredientSpec): SpecValues {
  return {
    supplierId: input.supplier_id,
    articleNumber: input.article_number,
    packSize: input.pack_size,
    packUnit: input.pack_unit,
    priceChf: input.price_chf.toFixed(2),
    isDefault: input.is_default,
  };
}

/** The export's header: the API's field names, every nutrient included. */
export const exportColumns = [
  'ingredient_id',
  'name',
  'name_de',
  'spec',
  'spec_de',
  ...NUTRIENT_FIELDS,
  'density_g_per_ml',
  'grams_per_piece',
  'allergens',
  'allergens_reviewed',
  'supplier_count',
  'source',
  'version',
  'updated_at',
];

/** A row of the list export, in the order of `exportColumns`. */
export function toExportRow(r: ListRow) {
  const i = r.ingredient;
  return [
    i.ingredientId,
    i.name,
    i.nameDe,
    i.spec,
    i.specDe,
    i.energyKcal,
    i.fatG,
    i.saturatedFatG,
    i.carbohydratesG,
    i.sugarsG,
    i.fibreG,
    i.proteinG,
    i.sodiumMg,
    i.densityGPerMl,
    i.gramsPerPiece,
    r.allergenNames,
    i.allergensReviewed,
    r.supplierCount,
    i.source,
    i.version,
    i.updatedAt.toISOString(),
  ];
}
