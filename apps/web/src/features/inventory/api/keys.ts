import { createQueryKeys } from '../../../lib/query-keys.ts';

export const inventoryKeys = createQueryKeys('inventory');
