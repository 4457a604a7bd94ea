import { createQueryKeys } from '../../../lib/query-keys.ts';

export const subscriptionKeys = createQueryKeys('subscriptions');
