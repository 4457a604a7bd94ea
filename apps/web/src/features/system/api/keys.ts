import { createQueryKeys } from '../../../lib/query-keys.ts';

export const systemKeys = createQueryKeys('system');
