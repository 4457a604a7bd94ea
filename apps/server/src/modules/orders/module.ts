import type { CoreDeps, Module } from '../../lib/module.ts';
import { ordersRoutes } from './routes.ts';
import { createOrdersService, type OrdersService } from './service.ts';

/** Orders: a customer's programme for one week, with its prices. */
export function createOrdersModule(deps: CoreDeps): Module<{ orders: OrdersService }> {
  const orders = createOrdersService(deps);
  return {
    services: { orders },
    routes: async (api) => {
      await api.register(ordersRoutes, { orders: orders });
    },
  };
}
