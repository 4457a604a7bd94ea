import { createQueryKeys } from '../../../lib/query-keys.ts';

export const ingredientKeys = createQueryKeys('ingredients');
export const recipeDataKeys = createQueryKeys('recipe-data');
