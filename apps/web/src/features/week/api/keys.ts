import { createQueryKeys } from '../../../lib/query-keys.ts';

/** The week and the customer overview share one key family: any override, bag or merge refreshes both. */
export const weekKeys = createQueryKeys('week');
