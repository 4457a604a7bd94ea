import { createQueryKeys } from '../../../lib/query-keys.ts';

export const specialProgrammeKeys = createQueryKeys('special-programmes');
export const pickUpPointOptionKeys = createQueryKeys('special-programmes-pick-up-points');
