import type { ShopService } from '../../integrations/shop/port.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import { createShopImport, type ImportTargets } from './import-service.ts';
import { shopOrderRoutes, shopSyncRoutes, shopWebhookRoutes } from './routes.ts';
import { createShopOrdersService, type ShopOrdersService } from './service.ts';
import { createShopWebhook } from './webhook-service.ts';

export interface ShopSettings {
  /** The shop's address, for the admin links (SHOP_URL). */
  url: string | undefined;
  /** The key of the webhooks' signatures (SHOP_WEBHOOK_SECRET); unset, webhooks are refused. */
  webhookSecret: string | undefined;
}

/** Shop orders in (ADR 058): the webhook, the import job, the import queue and the variant mapping. */
export function createShopModule(
  deps: CoreDeps &
    ImportTargets & {
      queue: JobQueue;
      shop: ShopService;
      settings: ShopSettings;
      integrations: IntegrationsService;
    },
): Module<{ shopOrders: ShopOrdersService }> {
  const imports = createShopImport(deps);
  const webhook = createShopWebhook({ ...deps, secret: deps.settings.webhookSecret, imports });
  const shopOrders = createShopOrdersService({ ...deps, shopUrl: deps.settings.url, imports });
  return {
    services: { shopOrders },
    routes: async (api) => {
      await api.register(shopWebhookRoutes, { webhook });
      await api.register(shopOrderRoutes, { shop: shopOrders });
      await api.register(shopSyncRoutes, { shop: shopOrders });
    },
  };
}
