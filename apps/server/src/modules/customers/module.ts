import type { MaintenanceScript } from '../../lib/maintenance-script.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import { allergiesRoutes } from './allergies-routes.ts';
import { createCustomerEraseService } from './customer-erase.ts';
import { createCustomerExportService } from './customer-export.ts';
import { dataRightsRoutes } from './data-rights-routes.ts';
import { dislikeRoutes } from './dislikes-routes.ts';
import { createCustomerDislikesService } from './dislikes-service.ts';
import { createCustomerAllergiesService, type CustomerAllergiesService } from './allergies-service.ts';
import { lookupRoutes } from './lookups-routes.ts';
import { createCustomerLookupsService } from './lookups-service.ts';
import { createCustomerMaintenance } from './maintenance-service.ts';
import { autocompleteRoutes, customerRoutes, customerWriteRoutes } from './routes.ts';
import { createCustomersService, type CustomersService } from './service.ts';

/** Customers: contact, addresses, health profile and their orders; the allergies overview of all of them. */
export function createCustomersModule(deps: CoreDeps): Module<{
  customers: CustomersService;
  customerAllergies: CustomerAllergiesService;
  /** The maintenance scripts of customers and their addresses (ADR 060), for the maintenance module. */
  maintenanceScripts: MaintenanceScript[];
}> {
  const customers = createCustomersService(deps);
  const allergies = createCustomerAllergiesService(deps);
  return {
    services: {
      customers,
      customerAllergies: allergies,
      maintenanceScripts: createCustomerMaintenance(deps),
    },
    // In this order: the API document lists the routes as they are registered.
    routes: async (api) => {
      await api.register(autocompleteRoutes, { customers });
      await api.register(lookupRoutes, { lookups: createCustomerLookupsService(deps) });
      await api.register(allergiesRoutes, { allergies });
      await api.register(dislikeRoutes, { dislikes: createCustomerDislikesService(deps) });
      await api.register(dataRightsRoutes, {
        exports: createCustomerExportService(deps),
        erasure: createCustomerEraseService(deps),
      });
      await api.register(customerRoutes, { customers });
      await api.register(customerWriteRoutes, { customers });
    },
  };
}
