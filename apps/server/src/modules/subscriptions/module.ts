import type { SubscriptionService } from '../../integrations/subscriptions/port.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import type { CustomersService } from '../customers/service.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import type { OrdersService } from '../orders/service.ts';
import { subscriptionRoutes } from './routes.ts';
import { createSubscriptionsService, type SubscriptionsModuleService } from './service.ts';

/** The subscription tool (ADR 061). */
export function createSubscriptionsModule(
  deps: CoreDeps & {
    subscriptions: SubscriptionService;
    customers: CustomersService;
    orders: OrdersService;
    integrations: IntegrationsService;
  },
): Module<{ subscriptions: SubscriptionsModuleService }> {
  const subscriptions = createSubscriptionsService(deps);
  return {
    services: { subscriptions },
    routes: async (api) => {
      await api.register(subscriptionRoutes, { subscriptions });
    },
  };
}
