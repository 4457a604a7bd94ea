import type { CoreDeps, Module } from '../../lib/module.ts';
import type { RedemptionsService } from '../discounts/redemptions-service.ts';
import { orderWriteRoutes, ordersRoutes, programmeTypeRoutes } from './routes.ts';
import { createOrdersService, type OrdersService } from './service.ts';

/** Orders: a customer's programme from a start week, with its prices and discount code; the programme types on offer. */
export function createOrdersModule(
  deps: CoreDeps & { redemptions: RedemptionsService },
): Module<{ orders: OrdersService }> {
  const orders = createOrdersService(deps);
  return {
    services: { orders },
    // In this order: the API document lists the routes as they are registered.
    routes: async (api) => {
      await api.register(ordersRoutes, { orders });
      await api.register(orderWriteRoutes, { orders });
      await api.register(programmeTypeRoutes, { orders });
    },
  };
}
