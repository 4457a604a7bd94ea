import type { CoreDeps, Module } from '../../lib/module.ts';
import type { ShoppingListsService } from '../shopping-lists/service.ts';
import { calculatorRoutes } from './calculator-routes.ts';
import { bulkCalculationsRoutes } from './routes.ts';
import { createBulkCalculationsService, type BulkCalculationsService } from './service.ts';

/** The bulk calculator: what recipes × quantities need, and saved calculations. */
export function createBulkCalculationsModule(
  deps: CoreDeps & { shoppingLists: Pick<ShoppingListsService, 'calculate'> },
): Module<{ bulkCalculations: BulkCalculationsService }> {
  const bulkCalculations = createBulkCalculationsService(deps);
  return {
    services: { bulkCalculations },
    routes: async (api) => {
      await api.register(calculatorRoutes, { bulk: bulkCalculations });
      await api.register(bulkCalculationsRoutes, { bulk: bulkCalculations });
    },
  };
}
