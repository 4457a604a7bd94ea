import { createQueryKeys } from '../../../lib/query-keys.ts';

export const nutritionalInfoKeys = createQueryKeys('nutritional-info');
