import { createQueryKeys } from '../../../lib/query-keys.ts';

export const recipeKeys = createQueryKeys('recipes');
