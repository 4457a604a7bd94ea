import { createQueryKeys } from '../../../lib/query-keys.ts';

export const orderKeys = createQueryKeys('orders');
