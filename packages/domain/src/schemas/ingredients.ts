import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { QUANTITY_UNITS } from '../nutrition/unit-conversion.ts';
import { listQuery, listResponse, replacing, version } from './common.ts';
import { chfAmount } from './pick-up-points.ts';
import { DECLARATION_KINDS, ingredientDeclaration } from './ingredient-declarations.ts';

// Ingredients, their allergens and supplier specs, and suppliers. Field names
// are the database columns (snake_case), so recipes and nutrition read the same shapes.
// An edit (update…Request) replaces every field (ADR 084): one left out is refused, never reset.

/** What an ingredient holds of an allergen: it contains it, or traces (may contain). */
export const ALLERGEN_KINDS = ['CONTAINS', 'MAY_CONTAIN'] as const;
export type AllergenKind = (typeof ALLERGEN_KINDS)[number];

/** The nutrients per 100 g besides energy: the figures of an analysis are computed from these. */
export const MACRO_NUTRIENT_FIELDS = [
  'fat_g',
  'saturated_fat_g',
  'carbohydrates_g',
  'sugars_g',
  'fibre_g',
  'protein_g',
  'sodium_mg',
] as const;
/** The eight nutrients per 100 g an ingredient carries; null = unknown. */
export const NUTRIENT_FIELDS = ['energy_kcal', ...MACRO_NUTRIENT_FIELDS] as const;
export type NutrientField = (typeof NUTRIENT_FIELDS)[number];

const nullableNumber = z.number().nullable();

/** A row of the /ingredients list. */
export const ingredientListItem = z.object({
  ingredient_id: z.number().int(),
  name: z.string(),
  name_de: z.string(),
  spec: z.string(),
  energy_kcal: nullableNumber,
  protein_g: nullableNumber,
  fat_g: nullableNumber,
  carbohydrates_g: nullableNumber,
  allergens_reviewed: z.boolean(),
  /** Names of the allergens it contains or may contain, comma-separated, for the list. */
  allergen_names: z.string(),
  /** The same in German. */
  allergen_names_de: z.string(),
  supplier_count: z.number().int(),
  legacy: z.boolean(),
  version,
  updated_at: z.string(),
});
export type IngredientListItem = z.infer<typeof ingredientListItem>;

/** `q` searches name and name_de. */
export const ingredientListQuery = listQuery([
  'name',
  'name_de',
  'energy_kcal',
  'updated_at',
  'ingredient_id',
]);
/** A parsed list query (defaults filled in), as the service reads it. */
export type IngredientListQuery = z.infer<typeof ingredientListQuery>;
export const ingredientList = listResponse(ingredientListItem);

export const ingredientAllergen = z.object({
  allergen_id: z.number().int(),
  name: z.string(),
  name_de: z.string(),
  kind: z.enum(ALLERGEN_KINDS),
});

export const ingredientSpec = z.object({
  ingredient_spec_suppliers_id: z.number().int(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  article_number: z.string(),
  pack_size: z.number(),
  pack_unit: z.string(),
  price_chf: z.number(),
  is_default: z.boolean(),
  version,
});
export type IngredientSpec = z.infer<typeof ingredientSpec>;

/** GET /ingredients/:id: every column of the ingredient, its allergen tags and supplier specs. */
export const ingredientDetail = z.object({
  ingredient_id: z.number().int(),
  name: z.string(),
  name_de: z.string(),
  spec: z.string(),
  spec_de: z.string(),
  energy_kcal: nullableNumber,
  fat_g: nullableNumber,
  saturated_fat_g: nullableNumber,
  carbohydrates_g: nullableNumber,
  sugars_g: nullableNumber,
  fibre_g: nullableNumber,
  protein_g: nullableNumber,
  sodium_mg: nullableNumber,
  density_g_per_ml: nullableNumber,
  grams_per_piece: nullableNumber,
  allergens_reviewed: z.boolean(),
  source: z.string(),
  legacy: z.boolean(),
  version,
  updated_at: z.string(),
  /** What it contains or may contain. */
  allergens: z.array(ingredientAllergen),
  /** Every allergen of the catalogue, declared or UNKNOWN, in the catalogue's order. */
  declarations: z.array(ingredientDeclaration),
  specs: z.array(ingredientSpec),
});
export type IngredientDetail = z.infer<typeof ingredientDetail>;

/** A form's text is read as a number: '' and null are unknown (null), anything else must be a number. */
function optionalAmount(max: number, message: string, positive = false) {
  return z.preprocess(
    (value) => {
      if (value === null) return null; // left out (undefined): refused where no default fills it in
      if (typeof value === 'string')
        return value.trim() === '' ? null : Number(value.trim().replace(',', '.'));
      return value;
    },
    z
      .number({ error: message })
      .refine((v) => Number.isFinite(v) && (positive ? v > 0 : v >= 0) && v <= max, { error: message })
      .nullable(),
  );
}

const nutrient = (max: number) => optionalAmount(max, messages.nutrientInvalid);

const ingredientFields = {
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, { error: messages.nameRequired })
    .max(100, { error: messages.nameTooLong }),
  name_de: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(100, { error: messages.nameTooLong })
    .default(''),
  spec: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(1000, { error: messages.textTooLong })
    .default(''),
  spec_de: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(1000, { error: messages.textTooLong })
    .default(''),
  // Per 100 g: energy at most 900 kcal (pure fat), masses at most 100 g, sodium at most 40 000 mg (pure salt).
  energy_kcal: nutrient(900).default(null),
  fat_g: nutrient(100).default(null),
  saturated_fat_g: nutrient(100).default(null),
  carbohydrates_g: nutrient(100).default(null),
  sugars_g: nutrient(100).default(null),
  fibre_g: nutrient(100).default(null),
  protein_g: nutrient(100).default(null),
  sodium_mg: nutrient(40_000).default(null),
  density_g_per_ml: optionalAmount(25, messages.densityInvalid, true).default(null),
  grams_per_piece: optionalAmount(100_000, messages.gramsPerPieceInvalid, true).default(null),
  allergens_reviewed: z.boolean({ error: messages.invalidValue }).default(false),
  source: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(200, { error: messages.sourceTooLong })
    .default(''),
  allergens: z
    .array(
      z.object({
        allergen_id: z
          .number({ error: messages.allergenUnknown })
          .int({ error: messages.allergenUnknown })
          .positive({ error: messages.allergenUnknown }),
        kind: z.enum(DECLARATION_KINDS, { error: messages.allergenKindInvalid }),
      }),
      { error: messages.invalidValue },
    )
    .max(50, { error: messages.invalidValue })
    .refine((list) => new Set(list.map((a) => a.allergen_id)).size === list.length, {
      error: messages.allergenListedTwice,
    })
    .default([]),
};

function subpartsAtMostWhole<T extends { fat_g: number | null; saturated_fat_g: number | null }>(
  value: T & { carbohydrates_g: number | null; sugars_g: number | null },
  ctx: z.core.$RefinementCtx,
) {
  if (value.fat_g !== null && value.saturated_fat_g !== null && value.saturated_fat_g > value.fat_g)
    ctx.addIssue({ code: 'custom', path: ['saturated_fat_g'], message: messages.saturatedFatAboveFat });
  if (value.carbohydrates_g !== null && value.sugars_g !== null && value.sugars_g > value.carbohydrates_g)
    ctx.addIssue({ code: 'custom', path: ['sugars_g'], message: messages.sugarsAboveCarbohydrates });
}

export const createIngredientRequest = z.object(ingredientFields).superRefine(subpartsAtMostWhole);
export type CreateIngredientRequest = z.input<typeof createIngredientRequest>;
export type CreateIngredient = z.output<typeof createIngredientRequest>;
export const updateIngredientRequest = z
  .object({ ...replacing(ingredientFields), version })
  .superRefine(subpartsAtMostWhole);
export type UpdateIngredientRequest = z.input<typeof updateIngredientRequest>;
export type UpdateIngredient = z.output<typeof updateIngredientRequest>;

/** GET /ingredients/autocomplete?q=: up to 20 non-legacy ingredients, name prefix first, EN and DE names. */
export const ingredientAutocompleteQuery = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(20),
});
export const ingredientAutocompleteItem = z.object({
  ingredient_id: z.number().int(),
  name: z.string(),
  name_de: z.string(),
});
export type IngredientAutocompleteItem = z.infer<typeof ingredientAutocompleteItem>;
export const ingredientAutocompleteResponse = z.object({ items: z.array(ingredientAutocompleteItem) });
export type IngredientAutocompleteResponse = z.infer<typeof ingredientAutocompleteResponse>;

// Supplier specs of an ingredient.
const specFields = {
  supplier_id: z
    .number({ error: messages.supplierRequired })
    .int({ error: messages.supplierRequired })
    .positive({ error: messages.supplierRequired }),
  article_number: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(50, { error: messages.articleNumberTooLong })
    .default(''),
  pack_size: z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : value,
    z
      .number({ error: messages.packSizeInvalid })
      .refine((v) => Number.isFinite(v) && v > 0 && v <= 1_000_000, { error: messages.packSizeInvalid }),
  ),
  pack_unit: z.enum(QUANTITY_UNITS, { error: messages.packUnitInvalid }),
  price_chf: chfAmount(0, 100_000, messages.specPriceInvalid),
  is_default: z.boolean({ error: messages.invalidValue }).default(false),
};
export const createIngredientSpecRequest = z.object(specFields);
export type CreateIngredientSpecRequest = z.input<typeof createIngredientSpecRequest>;
export type CreateIngredientSpec = z.output<typeof createIngredientSpecRequest>;
export const updateIngredientSpecRequest = z.object({ ...replacing(specFields), version });
export type UpdateIngredientSpecRequest = z.input<typeof updateIngredientSpecRequest>;
export type UpdateIngredientSpec = z.output<typeof updateIngredientSpecRequest>;

// Suppliers.
export const supplier = z.object({
  supplier_id: z.number().int(),
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  phone: z.string(),
  spec_count: z.number().int(),
  version,
  updated_at: z.string(),
});
export type Supplier = z.infer<typeof supplier>;

/** `q` searches name, contact, e-mail and phone. */
export const supplierListQuery = listQuery(['name', 'contact', 'email', 'spec_count', 'updated_at']);
/** A parsed list query (defaults filled in), as the service reads it. */
export type SupplierListQuery = z.infer<typeof supplierListQuery>;
export const supplierList = listResponse(supplier);

const supplierFields = {
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, { error: messages.nameRequired })
    .max(100, { error: messages.nameTooLong }),
  contact: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(100, { error: messages.nameTooLong })
    .default(''),
  email: z
    .string({ error: messages.emailInvalid })
    .trim()
    .max(254, { error: messages.emailInvalid })
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: messages.emailInvalid })
    .default(''),
  phone: z
    .string({ error: messages.phoneInvalid })
    .trim()
    .regex(/^[+\d ()/-]{0,30}$/, { error: messages.supplierPhoneInvalid })
    .default(''),
};
export const createSupplierRequest = z.object(supplierFields);
export type CreateSupplierRequest = z.input<typeof createSupplierRequest>;
export type CreateSupplier = z.output<typeof createSupplierRequest>;
export const updateSupplierRequest = z.object({ ...replacing(supplierFields), version });
export type UpdateSupplierRequest = z.input<typeof updateSupplierRequest>;
export type UpdateSupplier = z.output<typeof updateSupplierRequest>;
