import { callProvider, ProviderError, type ProviderCall } from '../../lib/provider-call.ts';
import type { ContractLine, ContractStatus, SubscriptionContract, SubscriptionService } from './port.ts';

export interface AppstleOptions {
  /** https://subscription-admin.appstle.com (APPSTLE_URL; a stub in tests). */
  url: string;
  /** The API key (APPSTLE_KEY), sent as X-API-Key; never logged. */
  key: string;
  fetch?: typeof fetch;
  sleep?: ProviderCall['sleep'];
  timeoutMs?: number;
}

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : null;

function statusOf(value: unknown): ContractStatus {
  const upper = String(value ?? '').toUpperCase();
  return upper === 'PAUSED' || upper === 'CANCELLED' ? upper : 'ACTIVE';
}

/** One row of the contract-details list (flat, lower-case status). */
function fromDetails(row: Json): SubscriptionContract {
  return {
    contractId: num(row.subscriptionContractId) ?? num(row.id) ?? 0,
    status: statusOf(row.status),
    customerEmail: str(row.customerEmail),
    customerName: [str(row.customerFirstName), str(row.customerLastName)].filter(Boolean).join(' '),
    interval: str(row.billingPolicyInterval),
    intervalCount: num(row.billingPolicyIntervalCount),
    nextBillingDate: str(row.nextBillingDate),
    amount: row.orderAmount == null ? null : String(row.orderAmount),
    currency: str(row.currencyCode),
    createdAt: str(row.createdAt),
    orderName: str(row.orderName),
  };
}

/** The single contract (shaped like the shop's GraphQL SubscriptionContract, upper-case status). */
function fromContract(contractId: number, body: Json): SubscriptionContract & { lines: ContractLine[] } {
  const customer = (body.customer ?? {}) as Json;
  const billing = (body.billingPolicy ?? {}) as Json;
  const nodes = (((body.lines ?? {}) as Json).nodes ?? []) as Json[];
  return {
    contractId,
    status: statusOf(body.status),
    customerEmail: str(customer.email),
    customerName: [str(customer.firstName), str(customer.lastName)].filter(Boolean).join(' '),
    interval: str(billing.interval),
    intervalCount: num(billing.intervalCount),
    nextBillingDate: str(body.nextBillingDate),
    amount: null,
    currency: null,
    createdAt: str(body.createdAt),
    orderName: str(((body.originOrder ?? {}) as Json).name),
    lines: nodes.map((line) => ({
      productId: str(line.productId),
      variantId: str(line.variantId),
      title: str(line.title),
      quantity: num(line.quantity) ?? 1,
    })),
  };
}

/**
 * The subscription service's external API: the contract-details list (a JSON array, paged by page and size,
 * filtered by lower-case status and customer e-mail), one contract by id, and the status update. Every call
 * through callProvider (20 s, retries on 429/503, 'Unable to …' messages).
 */
export function createAppstleSubscriptions(options: AppstleOptions): SubscriptionService {
  const base = `${options.url.replace(/\/+$/, '')}/api/external/v2`;
  const call = <T>(action: string, path: string, method = 'GET') =>
    callProvider<T>({
      action,
      url: `${base}${path}`,
      init: { method, headers: { 'x-api-key': options.key, accept: 'application/json' } },
      fetch: options.fetch,
      sleep: options.sleep,
      timeoutMs: options.timeoutMs,
    });
  return {
    mode: 'live',
    async list(query) {
      const params = new URLSearchParams({
        page: String(query.page),
        size: String(query.size),
        sort: 'id,desc',
      });
      if (query.status) params.set('status', query.status.toLowerCase());
      if (query.email) params.set('customerEmail', query.email);
      const { body } = await call<unknown>('get subscriptions', `/subscription-contract-details?${params}`);
      if (!Array.isArray(body)) throw new ProviderError('get subscriptions', 'The service sent no list', 200);
      return body.map((row) => fromDetails(row as Json));
    },
    async get(contractId) {
      const { body } = await call<Json>(
        `get subscription ${contractId}`,
        `/subscription-contracts/contract-external/${contractId}`,
      );
      if (!body || typeof body !== 'object') {
        throw new ProviderError(`get subscription ${contractId}`, 'The service sent no contract', 200);
      }
      return fromContract(contractId, body);
    },
    async setStatus(contractId, status) {
      const params = new URLSearchParams({ contractId: String(contractId), status });
      await call(
        `change subscription ${contractId} to ${status.toLowerCase()}`,
        `/subscription-contracts-update-status?${params}`,
        'PUT',
      );
    },
  };
}
