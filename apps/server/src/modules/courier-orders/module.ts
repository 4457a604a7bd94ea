import type { CourierService } from '../../integrations/courier/port.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import { courierOrderRoutes } from './routes.ts';
import { createCourierOrdersService, type CourierOrdersService } from './service.ts';

/** The external logistics service's orders ('/luckabox', ADR 066). */
export function createCourierOrdersModule(
  deps: CoreDeps & { courier: CourierService; integrations: IntegrationsService },
): Module<{ courierOrders: CourierOrdersService }> {
  const courierOrders = createCourierOrdersService(deps);
  return {
    services: { courierOrders },
    routes: async (api) => {
      await api.register(courierOrderRoutes, { courierOrders });
    },
  };
}
