import type { Integrations } from '../../integrations/select.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import { paymentRoutes, paymentWebhookRoutes } from './routes.ts';
import { createPaymentsService, type PaymentsService } from './service.ts';
import { createPaymentWebhook } from './webhook.ts';

/**
 * Payments of invoices through the payment port (issue 19): payment links, the provider's webhook and the
 * local pay page. The port is connected here with the server's clock (signature ages are judged by it).
 */
export function createPaymentsModule(
  deps: CoreDeps & { payments: Integrations['payments']; publicUrl: string | undefined },
): Module<{ payments: PaymentsService }> {
  const port = deps.payments.connect(deps.clock);
  const webhook = createPaymentWebhook({ ...deps, port });
  const settings = { localPay: deps.payments.localPay, publicUrl: deps.publicUrl };
  const payments = createPaymentsService({ ...deps, port, webhook, settings });
  return {
    services: { payments },
    routes: async (api) => {
      await api.register(paymentWebhookRoutes, { webhook });
      await api.register(paymentRoutes, { payments });
    },
  };
}
