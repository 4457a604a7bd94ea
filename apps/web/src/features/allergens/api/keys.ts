import { createQueryKeys } from '../../../lib/query-keys.ts';

export const allergenKeys = createQueryKeys('allergens');
export const allergenBlockKeys = createQueryKeys('allergen-blocks');
