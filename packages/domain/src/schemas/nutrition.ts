import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date.ts';
import { messages } from '../messages/catalogue.ts';

// A nutrition analysis, computed by `analyseRecipe` (nutrition/analyse-recipe.ts). Field names inside the
// analysis are the old app's (caloricBreakdown, weightPerServing, macros), in camelCase (ADR 018).

export const nutrientValues = z.object({
  energyKcal: z.number(),
  energyKj: z.number(),
  fatG: z.number(),
  saturatedFatG: z.number(),
  carbohydratesG: z.number(),
  sugarsG: z.number(),
  fibreG: z.number(),
  proteinG: z.number(),
  saltG: z.number(),
  sodiumMg: z.number(),
});
export type NutrientValuesDto = z.infer<typeof nutrientValues>;

const macros = z.object({ carbsG: z.number(), fatG: z.number(), proteinG: z.number() });
const caloricBreakdown = z.object({
  percentCarbs: z.number(),
  percentFat: z.number(),
  percentProtein: z.number(),
});
const weightPerServing = z.object({ amount: z.number(), unit: z.literal('g') });

export const recipeAnalysisResult = z.object({
  perServing: nutrientValues,
  per100g: nutrientValues.nullable(),
  macros,
  caloricBreakdown,
  weightPerServing,
  lines: z.array(z.object({ name: z.string(), clientFacingName: z.string(), grams: z.number().nullable() })),
  unconverted: z.array(z.object({ name: z.string(), reason: z.string() })),
  missingNutrients: z.array(z.string()),
});

/** GET /recipes/:id/analysis: the stored analysis of the recipe's default variant (ADR 036). */
export const recipeAnalysisResponse = z.object({
  recipe_id: z.number().int(),
  variant: z.string(),
  name: z.string(),
  client_facing_name: z.string(),
  analysis_version: z.number().int(),
  computed_at: z.string(),
  analysis: recipeAnalysisResult,
});
export type RecipeAnalysisResponse = z.infer<typeof recipeAnalysisResponse>;

/** The public page's recipes/analysis/{id}-{variant}, e.g. 12-default (ADR 038). */
export const ANALYSIS_ID_VARIANT = /^(\d{1,10})-([A-Za-z0-9_]{1,40})$/;

export const publicAnalysisParams = z.object({
  idVariant: z.string().regex(ANALYSIS_ID_VARIANT, { error: messages.analysisIdVariantInvalid }),
});

/** A YYYY-MM-DD date is 10 characters; anything longer is refused before it is parsed. */
const PUBLIC_ANALYSIS_DATE_MAX = 10;

/**
 * ?date=YYYY-MM-DD of the public page and its allergens (ADR 074): the dish as cooked that date, the day's
 * swaps applied (a menu's QR code carries its date); without it, the recipe as written.
 */
export const publicAnalysisQuery = z.object({
  date: z
    .string({ error: messages.dateInvalid })
    .max(PUBLIC_ANALYSIS_DATE_MAX, { error: messages.dateInvalid })
    .refine((value) => isIsoDate(value), { error: messages.dateInvalid })
    .optional(),
});

/**
 * The customer-facing analysis: only what a customer may see — the client-facing recipe name (else its name),
 * the client-facing ingredient names, and the figures. No supplier, price, notes or internal names.
 */
export const publicRecipeAnalysis = z.object({
  recipe_id: z.number().int(),
  variant: z.string(),
  name: z.string(),
  ingredients: z.array(z.string()),
  perServing: nutrientValues,
  per100g: nutrientValues.nullable(),
  macros,
  caloricBreakdown,
  weightPerServing,
  /** False when a line could not be converted or an ingredient lacks nutrients: the figures are too low. */
  complete: z.boolean(),
  computed_at: z.string(),
});
export type PublicRecipeAnalysis = z.infer<typeof publicRecipeAnalysis>;
