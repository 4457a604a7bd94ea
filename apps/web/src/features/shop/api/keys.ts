import { createQueryKeys } from '../../../lib/query-keys.ts';

export const shopOrderKeys = createQueryKeys('shop-orders');
export const shopVariantKeys = createQueryKeys('shop-variants');
