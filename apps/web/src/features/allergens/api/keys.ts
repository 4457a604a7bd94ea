import { createQueryKeys } from '../../../lib/query-keys.ts';

export const allergenBlockKeys = createQueryKeys('allergen-blocks');
