import { createQueryKeys } from '../../../lib/query-keys.ts';

export const pickUpPointKeys = createQueryKeys('pick-up-points');
