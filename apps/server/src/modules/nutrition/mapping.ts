import type { AnalysisLine } from '@brigade/domain/nutrition/analyse-recipe';
import type { AnalysisIdentity } from '@brigade/domain/nutrition/analysis-rewrite';
import type { PublicRecipeAnalysis, RecipeAnalysisResponse } from '@brigade/domain/schemas/nutrition';
import type { AnalysisRow, LineRow, RecipeNames } from './repository.ts';

type Analysis = RecipeAnalysisResponse['analysis'];

/** A recipe line with its ingredient's data, as the domain analysis reads it. */
export function toAnalysisLine(row: LineRow): AnalysisLine {
  const i = row.ingredient;
  return {
    name: i.name,
    client_facing_name: row.clientFacingName,
    quantity: row.quantity,
    unit: row.unit,
    ingredient: {
      name: i.name,
      energy_kcal: i.energyKcal,
      fat_g: i.fatG,
      saturated_fat_g: i.saturatedFatG,
      carbohydrates_g: i.carbohydratesG,
      sugars_g: i.sugarsG,
      fibre_g: i.fibreG,
      protein_g: i.proteinG,
      sodium_mg: i.sodiumMg,
      density_g_per_ml: i.densityGPerMl,
      grams_per_piece: i.gramsPerPiece,
    },
  };
}

/** What a stored row was computed from, for `analysisNeedsRewrite` (the names are kept in its inputs). */
export function storedIdentity(row: AnalysisRow): AnalysisIdentity {
  const lines = (row.inputs as { lines?: unknown } | null)?.lines;
  const names = Array.isArray(lines)
    ? lines.map((l) => String((l as { client_facing_name?: unknown } | null)?.client_facing_name ?? ''))
    : [];
  return { inputs: row.inputs, version: row.analysisVersion, clientFacingIngredients: names };
}

/** The document kept in the object store (latest and timestamped copies). */
export function toStoredDocument(row: AnalysisRow) {
  return {
    recipe_id: row.recipeId,
    variant: row.variant,
    analysis_version: row.analysisVersion,
    computed_at: row.computedAt.toISOString(),
    inputs: row.inputs,
    result: row.result,
  };
}

export function toAnalysisResponse(recipe: RecipeNames, row: AnalysisRow): RecipeAnalysisResponse {
  return {
    recipe_id: recipe.recipeId,
    variant: row.variant,
    name: recipe.name,
    client_facing_name: recipe.clientFacingName,
    analysis_version: row.analysisVersion,
    computed_at: row.computedAt.toISOString(),
    analysis: row.result as Analysis,
  };
}

/** Only what a customer may see: the client-facing names and the figures. */
export function toPublicAnalysis(recipe: RecipeNames, row: AnalysisRow): PublicRecipeAnalysis {
  const result = row.result as Analysis;
  return {
    recipe_id: recipe.recipeId,
    variant: row.variant,
    name: recipe.clientFacingName.trim() || recipe.name,
    ingredients: [...new Set(result.lines.map((line) => line.clientFacingName))],
    perServing: result.perServing,
    per100g: result.per100g,
    macros: result.macros,
    caloricBreakdown: result.caloricBreakdown,
    weightPerServing: result.weightPerServing,
    complete: result.unconverted.length === 0 && result.missingNutrients.length === 0,
    computed_at: row.computedAt.toISOString(),
  };
}
