import { SubscriptionsNotConnectedError, type SubscriptionService } from './port.ts';

/** No subscription service configured: no contracts, and changes are refused. */
export function createLocalSubscriptions(): SubscriptionService {
  const refuse = async (): Promise<never> => {
    throw new SubscriptionsNotConnectedError('the subscription service is not configured');
  };
  return { mode: 'local', list: async () => [], get: refuse, setStatus: refuse };
}
