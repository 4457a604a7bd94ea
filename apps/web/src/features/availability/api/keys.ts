import { createQueryKeys } from '../../../lib/query-keys.ts';

export const blockedDateKeys = createQueryKeys('blocked-dates');
