import { createQueryKeys } from '../../../lib/query-keys.ts';

export const customerKeys = createQueryKeys('customers');
