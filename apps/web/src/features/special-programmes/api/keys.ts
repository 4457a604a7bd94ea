import { createQueryKeys } from '../../../lib/query-keys.ts';

export const specialProgrammeKeys = createQueryKeys('special-programmes');
