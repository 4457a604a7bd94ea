import type { CoreDeps, Module } from '../../lib/module.ts';
import { suppliersRoutes } from './routes.ts';
import { createSuppliersService, type SuppliersService } from './service.ts';

/** Suppliers of ingredients. */
export function createSuppliersModule(deps: CoreDeps): Module<{ suppliers: SuppliersService }> {
  const suppliers = createSuppliersService(deps);
  return {
    services: { suppliers },
    routes: async (api) => {
      await api.register(suppliersRoutes, { suppliers: suppliers });
    },
  };
}
