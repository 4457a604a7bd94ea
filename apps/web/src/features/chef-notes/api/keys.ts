import { createQueryKeys } from '../../../lib/query-keys.ts';

export const chefNoteKeys = createQueryKeys('chef-ingredient-notes');
