import { z } from 'zod';
import { ConfigError } from './config-error.ts';

/**
 * Environment variables of the accounting service (Bexio; part of the outside services, config-integrations.ts):
 *
 * ACCOUNTING_CLIENT_ID      with ACCOUNTING_CLIENT_SECRET: the accounting app's OAuth client credentials.
 * ACCOUNTING_CLIENT_SECRET    Set, a SUPER connects Brigade to the accounting service (live): customers become
 *                           its contacts and invoices are made there too. Unset, invoices stay in Brigade
 *                           (local). The tokens are kept on the server only.
 * ACCOUNTING_AUTH_URL       the OpenID Connect realm (https://auth.bexio.com/realms/bexio): its
 *                           /protocol/openid-connect/auth and /token endpoints; a stand-in's in tests.
 * ACCOUNTING_API_URL        the API's address (https://api.bexio.com).
 * ACCOUNTING_REDIRECT_URL   where the service sends the browser back after the login: Brigade's
 *                           /bexio/v3/login, exactly as registered with the app. Unset: that page on the address
 *                           the request came to.
 * ACCOUNTING_USER_ID        the accounting service's user who owns the contacts and invoices Brigade makes (1).
 * ACCOUNTING_TAX_ID         optional: the active sales tax every invoice position carries (an id of
 *                           GET /3.0/taxes?types=sales_tax&scope=active); unset, positions name no tax.
 */
const url = (name: string) =>
  z.string().regex(/^https?:\/\/[^\s]+$/, { error: `${name} must start with http:// or https://` });
const id = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number from 1` })
    .int({ error: `${name} must be a whole number from 1` })
    .min(1, { error: `${name} must be a whole number from 1` })
    .max(2_147_483_647, { error: `${name} must be a whole number from 1` });

export const accountingEnv = {
  ACCOUNTING_CLIENT_ID: z.string().max(200).optional(),
  ACCOUNTING_CLIENT_SECRET: z.string().max(500).optional(),
  ACCOUNTING_AUTH_URL: url('ACCOUNTING_AUTH_URL').default('https://auth.bexio.com/realms/bexio'),
  ACCOUNTING_API_URL: url('ACCOUNTING_API_URL').default('https://api.bexio.com'),
  ACCOUNTING_REDIRECT_URL: url('ACCOUNTING_REDIRECT_URL').optional(),
  ACCOUNTING_USER_ID: id('ACCOUNTING_USER_ID').default(1),
  ACCOUNTING_TAX_ID: id('ACCOUNTING_TAX_ID').optional(),
};

type AccountingEnv = z.infer<z.ZodObject<typeof accountingEnv>>;

export interface AccountingConfig {
  /** The accounting service's OAuth app and API; undefined: local mode, invoices stay in Brigade. */
  live:
    | {
        authUrl: string;
        apiUrl: string;
        clientId: string;
        clientSecret: string;
        userId: number;
        taxId: number | undefined;
      }
    | undefined;
  /** The login's return address; undefined: /bexio/v3/login on the address the request came to. */
  redirectUrl: string | undefined;
}

/** The client credentials go together. */
export function checkAccounting(e: AccountingEnv): void {
  if (Boolean(e.ACCOUNTING_CLIENT_ID) !== Boolean(e.ACCOUNTING_CLIENT_SECRET)) {
    const missing = e.ACCOUNTING_CLIENT_ID ? 'ACCOUNTING_CLIENT_SECRET' : 'ACCOUNTING_CLIENT_ID';
    const given = e.ACCOUNTING_CLIENT_ID ? 'ACCOUNTING_CLIENT_ID' : 'ACCOUNTING_CLIENT_SECRET';
    throw new ConfigError(`${missing} is required when ${given} is set`);
  }
}

export function readAccounting(e: AccountingEnv): AccountingConfig {
  return {
    live:
      e.ACCOUNTING_CLIENT_ID && e.ACCOUNTING_CLIENT_SECRET
        ? {
            authUrl: e.ACCOUNTING_AUTH_URL.replace(/\/+$/, ''),
            apiUrl: e.ACCOUNTING_API_URL.replace(/\/+$/, ''),
            clientId: e.ACCOUNTING_CLIENT_ID,
            clientSecret: e.ACCOUNTING_CLIENT_SECRET,
            userId: e.ACCOUNTING_USER_ID,
            taxId: e.ACCOUNTING_TAX_ID,
          }
        : undefined,
    redirectUrl: e.ACCOUNTING_REDIRECT_URL,
  };
}
