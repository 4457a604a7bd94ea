import { isDomainError } from '../errors/domain-error.ts';
import { roundTo2 } from '../numbers/round.ts';
import { MACRO_NUTRIENT_FIELDS } from '../schemas/ingredients.ts';
import type { AnalysisIdentity } from './analysis-rewrite.ts';
import { caloricBreakdown, type CaloricBreakdown } from './caloric-breakdown.ts';
import { kcalFromMacros, kjFromKcal, type Macros } from './energy.ts';
import { per100g } from './per-100g.ts';
import { saltGFromSodiumMg } from './salt.ts';
import { toGrams } from './unit-conversion.ts';

/**
 * Bump when the way an analysis is computed changes: every stored analysis is then written again (ADR 036).
 * 1: kcal from the macros (ADR 035), lines are one serving, unknown nutrients count as 0 and are listed.
 */
export const ANALYSIS_VERSION = 1;

/** An ingredient's nutrients per 100 g (null = unknown) and its unit conversion data. */
export interface AnalysisIngredient {
  readonly name: string;
  readonly energy_kcal: number | null;
  readonly fat_g: number | null;
  readonly saturated_fat_g: number | null;
  readonly carbohydrates_g: number | null;
  readonly sugars_g: number | null;
  readonly fibre_g: number | null;
  readonly protein_g: number | null;
  readonly sodium_mg: number | null;
  readonly density_g_per_ml: number | null;
  readonly grams_per_piece: number | null;
}

/** One ingredient line of a recipe: the quantity for ONE serving. */
export interface AnalysisLine {
  readonly name: string;
  readonly client_facing_name?: string;
  readonly quantity: number;
  readonly unit: string;
  readonly ingredient: AnalysisIngredient;
}

/** The figures of a serving or of 100 g, rounded to 2 decimals. */
export interface NutrientValues {
  readonly energyKcal: number;
  readonly energyKj: number;
  readonly fatG: number;
  readonly saturatedFatG: number;
  readonly carbohydratesG: number;
  readonly sugarsG: number;
  readonly fibreG: number;
  readonly proteinG: number;
  readonly saltG: number;
  readonly sodiumMg: number;
}

export interface AnalysedLine {
  readonly name: string;
  readonly clientFacingName: string;
  /** Grams in one serving; null when the line could not be converted. */
  readonly grams: number | null;
}

export interface RecipeAnalysis {
  readonly perServing: NutrientValues;
  /** Null when the serving weighs nothing (no line could be converted): there is nothing to scale. */
  readonly per100g: NutrientValues | null;
  /** Grams of carbohydrates, fat and protein in a serving. */
  readonly macros: Macros;
  readonly caloricBreakdown: CaloricBreakdown;
  readonly weightPerServing: { readonly amount: number; readonly unit: 'g' };
  readonly lines: readonly AnalysedLine[];
  /** Lines left out because they cannot be turned into grams, with the reason. */
  readonly unconverted: readonly { readonly name: string; readonly reason: string }[];
  /** Ingredients (of converted lines) with a nutrient unknown: counted as 0, so the figures are too low. */
  readonly missingNutrients: readonly string[];
}

// The figures are computed from the nutrients besides energy (energy comes from the macros, ADR 035).
type NutrientField = (typeof MACRO_NUTRIENT_FIELDS)[number];
type Totals = Record<NutrientField, number>;

/** The name shown to customers: the line's client-facing name, else its name. */
export function clientFacingName(line: Pick<AnalysisLine, 'name' | 'client_facing_name'>): string {
  return line.client_facing_name?.trim() || line.name;
}

function values(totals: Totals): NutrientValues {
  const macros = { carbsG: totals.carbohydrates_g, fatG: totals.fat_g, proteinG: totals.protein_g };
  const kcal = kcalFromMacros(macros);
  return {
    energyKcal: roundTo2(kcal),
    energyKj: roundTo2(kjFromKcal(kcal)),
    fatG: roundTo2(totals.fat_g),
    saturatedFatG: roundTo2(totals.saturated_fat_g),
    carbohydratesG: roundTo2(totals.carbohydrates_g),
    sugarsG: roundTo2(totals.sugars_g),
    fibreG: roundTo2(totals.fibre_g),
    proteinG: roundTo2(totals.protein_g),
    saltG: roundTo2(saltGFromSodiumMg(totals.sodium_mg)),
    sodiumMg: roundTo2(totals.sodium_mg),
  };
}

function gramsOf(line: AnalysisLine): number | string {
  try {
    return toGrams(line.quantity, line.unit, {
      name: line.name,
      densityGPerMl: line.ingredient.density_g_per_ml,
      pieceWeightG: line.ingredient.grams_per_piece,
    });
  } catch (error) {
    if (isDomainError(error)) return error.message;
    throw error;
  }
}

/**
 * The nutrition of one serving of a recipe whose lines are the quantities for one serving: each line is
 * turned into grams (unit-conversion), its nutrients per 100 g scaled to those grams and summed. kcal = 4 ×
 * carbs + 9 × fat + 4 × protein, kJ = 4.18 × kcal, salt = 2.58 × sodium (mg → g); per 100 g scales the
 * serving by its weight. Sums are kept exact and rounded to 2 decimals only at the end. A line that cannot be
 * converted is named in `unconverted` and left out; an unknown nutrient counts as 0 and its ingredient is
 * named in `missingNutrients` — nothing is dropped silently.
 */
export function analyseRecipe(lines: readonly AnalysisLine[]): RecipeAnalysis {
  const totals: Totals = Object.fromEntries(MACRO_NUTRIENT_FIELDS.map((f) => [f, 0])) as Totals;
  const unconverted: { name: string; reason: string }[] = [];
  const missing = new Set<string>();
  const analysed: AnalysedLine[] = [];
  let weightG = 0;

  for (const line of lines) {
    const grams = gramsOf(line);
    if (typeof grams === 'string') {
      unconverted.push({ name: line.name, reason: grams });
      analysed.push({ name: line.name, clientFacingName: clientFacingName(line), grams: null });
      continue;
    }
    weightG += grams;
    analysed.push({ name: line.name, clientFacingName: clientFacingName(line), grams: roundTo2(grams) });
    for (const field of MACRO_NUTRIENT_FIELDS) {
      const per100 = line.ingredient[field];
      if (per100 === null || !Number.isFinite(per100)) missing.add(line.ingredient.name);
      else totals[field] += (per100 * grams) / 100;
    }
  }

  const scaled =
    weightG > 0
      ? (Object.fromEntries(MACRO_NUTRIENT_FIELDS.map((f) => [f, per100g(totals[f], weightG)])) as Totals)
      : null;
  const macros = { carbsG: totals.carbohydrates_g, fatG: totals.fat_g, proteinG: totals.protein_g };
  return {
    perServing: values(totals),
    per100g: scaled ? values(scaled) : null,
    macros: {
      carbsG: roundTo2(macros.carbsG),
      fatG: roundTo2(macros.fatG),
      proteinG: roundTo2(macros.proteinG),
    },
    caloricBreakdown: caloricBreakdown(macros),
    weightPerServing: { amount: roundTo2(weightG), unit: 'g' },
    lines: analysed,
    unconverted,
    missingNutrients: [...missing],
  };
}

/**
 * What an analysis is computed from, in the form `analysisNeedsRewrite` compares (ADR 036): every line with
 * its quantity, unit and the ingredient data used, the analysis version, and the client-facing ingredient
 * names in recipe order. An analysis is written again only when one of them differs.
 */
export function analysisInputs(lines: readonly AnalysisLine[]): AnalysisIdentity & {
  readonly inputs: { readonly lines: readonly AnalysisLine[] };
  readonly version: number;
} {
  return {
    inputs: {
      lines: lines.map((line) => ({
        name: line.name,
        client_facing_name: clientFacingName(line),
        quantity: line.quantity,
        unit: line.unit,
        ingredient: {
          name: line.ingredient.name,
          energy_kcal: line.ingredient.energy_kcal,
          fat_g: line.ingredient.fat_g,
          saturated_fat_g: line.ingredient.saturated_fat_g,
          carbohydrates_g: line.ingredient.carbohydrates_g,
          sugars_g: line.ingredient.sugars_g,
          fibre_g: line.ingredient.fibre_g,
          protein_g: line.ingredient.protein_g,
          sodium_mg: line.ingredient.sodium_mg,
          density_g_per_ml: line.ingredient.density_g_per_ml,
          grams_per_piece: line.ingredient.grams_per_piece,
        },
      })),
    },
    version: ANALYSIS_VERSION,
    clientFacingIngredients: lines.map(clientFacingName),
  };
}
