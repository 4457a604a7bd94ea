import { createQueryKeys } from '../../../lib/query-keys.ts';

export const nutritionKeys = createQueryKeys('nutrition');
