import type { InvoiceConfig } from '../../config-invoices.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import type { AccountingCalls } from '../accounting/calls-service.ts';
import type { MailService } from '../mail/service.ts';
import type { ShopOrdersService } from '../shop/service.ts';
import type { WeekService } from '../week/service.ts';
import { createInvoiceDocuments } from './documents.ts';
import { invoiceListRoutes, invoiceRoutes } from './routes.ts';
import { createShopInvoices } from './shop-invoices.ts';
import { shopInvoiceRoutes } from './shop-routes.ts';
import { createInvoicesService, type InvoicesService } from './service.ts';

/** Invoices (ADR 069): made from The Week's prices, numbered gap-free, paid or cancelled, as PDFs with a QR-bill. */
export function createInvoicesModule(
  deps: CoreDeps & {
    settings: InvoiceConfig;
    week: Pick<WeekService, 'weekCustomers'>;
    mail: Pick<MailService, 'send'>;
    queue: JobQueue;
    /** The accounting service: live, every invoice is made there too (null calls in local mode). */
    accounting?: Pick<AccountingCalls, 'ensureContact' | 'createInvoice' | 'deleteInvoice'>;
    shop: Pick<ShopOrdersService, 'get'>;
  },
): Module<{ invoices: InvoicesService }> {
  const invoices = createInvoicesService(deps);
  const documents = createInvoiceDocuments({ ...deps, invoices });
  const shopInvoices = createShopInvoices({ ...deps, invoices });
  return {
    services: { invoices },
    routes: async (api) => {
      await api.register(invoiceListRoutes, { invoices, documents });
      await api.register(invoiceRoutes, { invoices, documents });
      await api.register(shopInvoiceRoutes, { shopInvoices });
    },
  };
}
