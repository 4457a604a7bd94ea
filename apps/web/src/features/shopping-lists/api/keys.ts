import { createQueryKeys } from '../../../lib/query-keys.ts';

export const shoppingListKeys = createQueryKeys('shopping-lists');
export const bulkCalculationKeys = createQueryKeys('bulk-calculations');
