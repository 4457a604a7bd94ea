import { createQueryKeys } from '../../../lib/query-keys.ts';

export const userKeys = createQueryKeys('users');
