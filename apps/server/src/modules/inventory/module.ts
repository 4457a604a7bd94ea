import type { Module, StoreDeps } from '../../lib/module.ts';
import { inventoryChangesRoutes } from './changes-routes.ts';
import { inventoryItemsRoutes } from './items-routes.ts';
import { inventoryRoutes } from './routes.ts';
import { createInventoryService, type InventoryService } from './service.ts';

/** The kitchen's inventory: groups, items and counted changes, published to the object store. */
export function createInventoryModule(deps: StoreDeps): Module<{ inventory: InventoryService }> {
  const inventory = createInventoryService(deps);
  return {
    services: { inventory },
    routes: async (api) => {
      await api.register(inventoryRoutes, { inventory });
      await api.register(inventoryItemsRoutes, { inventory });
      await api.register(inventoryChangesRoutes, { inventory });
    },
  };
}
