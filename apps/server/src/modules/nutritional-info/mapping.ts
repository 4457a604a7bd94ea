import type { RecipeAnalysis } from '@brigade/domain/nutrition/analyse-recipe';
import {
  nutritionalAnalysis,
  type NutritionalAnalysis,
  type NutritionalInfoItem,
} from '@brigade/domain/schemas/nutritional-info';
import type { NutritionalInfoRow } from './repository.ts';

export function toNutritionalInfo(row: NutritionalInfoRow): NutritionalInfoItem {
  return {
    nutritional_info_id: row.nutritionalInfoId,
    name: row.name,
    recipe_id: row.recipeId,
    recipe_name: row.recipeName,
    analysis: nutritionalAnalysis.parse(row.analysis),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What an entry keeps of a recipe's analysis: the label's figures and what was left out. */
export function toLabelAnalysis(result: RecipeAnalysis): NutritionalAnalysis {
  return {
    perServing: result.perServing,
    per100g: result.per100g,
    weightPerServing: result.weightPerServing,
    unconverted: [...result.unconverted],
    missingNutrients: [...result.missingNutrients],
  };
}
