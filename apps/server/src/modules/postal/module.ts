import type { PostalConfig } from '../../config-postal.ts';
import type { LocalPostalStore, PostalService } from '../../integrations/postal/port.ts';
import { AppError } from '../../lib/errors.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import type { CouriersService } from '../delivery/couriers-service.ts';
import type { PostcodesService } from '../delivery/postcodes-service.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import type { ConsignmentsService } from '../logistics/consignments-service.ts';
import * as repo from './repository.ts';
import { postalLabelRoutes, postalRoutes } from './routes.ts';
import { createPostalService, type PostalLabelsService } from './service.ts';

export interface PostalModuleDeps extends CoreDeps {
  /** The postal service port (ADR 067); local mode reads the postcode list and our item numbers. */
  connect: (store: LocalPostalStore) => PostalService;
  settings: Pick<PostalConfig, 'sender' | 'licences'>;
  consignments: ConsignmentsService;
  delivery: { couriers: CouriersService; postcodes: PostcodesService };
  integrations: IntegrationsService;
}

/** The postal service ('/swiss-post', ADR 067): address checks and parcel labels of the orders that go by post. */
export function createPostalModule(deps: PostalModuleDeps): Module<{ postal: PostalLabelsService }> {
  const postal = createPostalService({
    ...deps,
    couriers: deps.delivery.couriers,
    postal: deps.connect({
      placeOf: (postcode) =>
        deps.delivery.postcodes.get(postcode).then(
          (found) => found.place,
          (error: unknown) => {
            // Not in the list: an unknown postcode. Anything else is a failure.
            if (error instanceof AppError && error.statusCode === 404) return undefined;
            throw error;
          },
        ),
      nextItemNumber: () => repo.nextItemNumber(deps.db),
    }),
  });
  return {
    services: { postal },
    routes: async (api) => {
      await api.register(postalRoutes, { postal });
      await api.register(postalLabelRoutes, { postal });
    },
  };
}
