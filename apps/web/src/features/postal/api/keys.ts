import { createQueryKeys } from '../../../lib/query-keys.ts';

export const postalKeys = createQueryKeys('postal');
