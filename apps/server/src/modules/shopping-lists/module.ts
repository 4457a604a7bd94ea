import type { Module, StoreDeps } from '../../lib/module.ts';
import type { KitchenCounts } from '../production/module.ts';
import { shoppingListLinesRoutes } from './lines-routes.ts';
import { shoppingListsRoutes } from './routes.ts';
import { createShoppingListsService, type ShoppingListsService } from './service.ts';

/** Shopping lists: what to buy for chosen dates, from their recipes × portions, grouped by supplier. */
export function createShoppingListsModule(
  deps: StoreDeps & { kitchenCounts: KitchenCounts },
): Module<{ shoppingLists: ShoppingListsService }> {
  const shoppingLists = createShoppingListsService({
    ...deps,
    portionsOf: deps.kitchenCounts.portionsOfDates,
  });
  return {
    services: { shoppingLists },
    routes: async (api) => {
      await api.register(shoppingListsRoutes, { shoppingLists });
      await api.register(shoppingListLinesRoutes, { shoppingLists });
    },
  };
}
