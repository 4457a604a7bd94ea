import { createQueryKeys } from '../../../lib/query-keys.ts';

export const recipeNoteKeys = createQueryKeys('recipe-notes');
