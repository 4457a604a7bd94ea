import { createQueryKeys } from '../../../lib/query-keys.ts';

export const contactKeys = createQueryKeys('newsletter-contacts');
export const signUpRunKeys = createQueryKeys('newsletter-sign-ups');
