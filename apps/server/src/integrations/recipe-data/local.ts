import { RecipeDataError, type RecipeDataService } from './port.ts';

/** Without RECIPE_DATA_URL there is no service to ask: Brigade's own ingredient data is all there is. */
export function createLocalRecipeData(): RecipeDataService {
  const refuse = async (): Promise<never> => {
    throw new RecipeDataError('not_configured', 'no recipe-data service is configured');
  };
  return { configured: false, searchIngredients: refuse, ingredientNutrients: refuse };
}
