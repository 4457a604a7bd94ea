import { createQueryKeys } from '../../../lib/query-keys.ts';

export const recipeFeedbackKeys = createQueryKeys('recipe-feedback');
