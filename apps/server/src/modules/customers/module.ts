import type { CoreDeps, Module } from '../../lib/module.ts';
import { customersRoutes } from './routes.ts';
import { createCustomersService, type CustomersService } from './service.ts';

/** Customers: contact, addresses, health profile and their orders. */
export function createCustomersModule(deps: CoreDeps): Module<{ customers: CustomersService }> {
  const customers = createCustomersService(deps);
  return {
    services: { customers },
    routes: async (api) => {
      await api.register(customersRoutes, { customers: customers });
    },
  };
}
