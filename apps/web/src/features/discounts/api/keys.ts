import { createQueryKeys } from '../../../lib/query-keys.ts';

export const discountKeys = createQueryKeys('discounts');
