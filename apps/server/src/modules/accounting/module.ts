import type { AccountingService } from '../../integrations/accounting/port.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import type { CustomersService } from '../customers/service.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import { createAccountingCalls, type AccountingCalls } from './calls-service.ts';
import { accountingRoutes } from './routes.ts';
import { createAccountingConnectionService } from './service.ts';
import { createTokenKeeper } from './tokens.ts';

export interface AccountingModuleDeps extends CoreDeps {
  /** The accounting service port: live (Bexio) or local (invoices stay in Brigade). */
  service: AccountingService;
  /** The login's return address; undefined: /bexio/v3/login on the address the request came to. */
  redirectUrl: string | undefined;
  customers: Pick<CustomersService, 'get'>;
  integrations: IntegrationsService;
}

/**
 * The accounting service (issue 19): a SUPER connects Brigade to it by an OAuth login (tokens on the server
 * only); other modules make contacts and invoices there through `accounting` (null in local mode).
 */
export function createAccountingModule(deps: AccountingModuleDeps): Module<{ accounting: AccountingCalls }> {
  const live = deps.service.mode === 'live' ? deps.service : undefined;
  const tokens = live ? createTokenKeeper({ ...deps, live }) : undefined;
  const connection = createAccountingConnectionService({ ...deps, accounting: deps.service, tokens });
  const accounting = createAccountingCalls({ ...deps, accounting: deps.service, tokens });
  return {
    services: { accounting },
    routes: async (api) => {
      await api.register(accountingRoutes, { connection, redirectUrl: deps.redirectUrl });
    },
  };
}
