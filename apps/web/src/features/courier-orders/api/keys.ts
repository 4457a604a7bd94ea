import { createQueryKeys } from '../../../lib/query-keys.ts';

export const courierOrderKeys = createQueryKeys('courier-orders');
