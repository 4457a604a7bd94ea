import { messages } from '@brigade/domain/messages/catalogue';
import { consignment, LOGISTICS_MODES, type LogisticsEnv } from '@brigade/domain/logistics/payload-schemas';
import { COURIER_ORDER_STATUSES, type CourierOrderStatus } from '@brigade/domain/logistics/tracking-flow';
import { callProvider, ProviderError, type ProviderCall } from '../../lib/provider-call.ts';
import type { CourierOrder, CourierOrderInput, CourierService } from './port.ts';

export interface LiveCourierOptions {
  /** The external logistics service's base address (LOGISTICS_URL; a stub in tests). */
  url: string;
  /** Its private token (LOGISTICS_TOKEN), sent as the `private-token` header; never logged. */
  token: string;
  /** Our tenant at the service (LOGISTICS_TENANT_ID); unset, the service knows us by the token. */
  tenantId?: string;
  /** The service's environment every order is created in (LOGISTICS_ENV). */
  env: LogisticsEnv;
  fetch?: typeof fetch;
  sleep?: ProviderCall['sleep'];
  timeoutMs?: number;
}

/** The service lists orders 500 a page (its largest page). */
const PAGE_SIZE = 500;
/** More pages than this (5 million orders of one date) means the service's paging is broken. */
const MAX_PAGES = 10_000;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** One order as the service sends it (id a number or a string, lower-case status), in our words. */
function fromProvider(action: string, body: unknown): CourierOrder {
  const refuse = (what: string): never => {
    throw new ProviderError(action, `The service sent an order we cannot read (${what})`, 200);
  };
  if (!isObject(body)) return refuse('no order');
  const id = typeof body.id === 'number' ? String(body.id) : text(body.id);
  const status = String(body.status ?? '').toLowerCase();
  const mode = LOGISTICS_MODES.find((m) => m === body.mode);
  const payload = consignment.safeParse(body.consignment);
  if (!id) return refuse('no id');
  if (!COURIER_ORDER_STATUSES.includes(status as CourierOrderStatus))
    return refuse(`status ${String(body.status)}`);
  if (!mode) return refuse(`mode ${String(body.mode)}`);
  if (!payload.success) return refuse(`order ${id}: consignment`);
  return {
    id,
    reference: text(body.reference) ?? payload.data.code,
    date: text(body.date) ?? refuse(`order ${id}: no date`),
    mode,
    consignment: payload.data,
    status: status as CourierOrderStatus,
    updatedAt: text(body.updatedAt) ?? text(body.createdAt),
  };
}

/** The orders and paging of one page of the list (HAL: `_embedded.orders`, absent when there are none). */
function pageOf(action: string, body: unknown): { orders: unknown[]; totalPages: number } {
  if (!isObject(body) || !isObject(body.page)) {
    throw new ProviderError(action, 'The service sent no page of orders', 200);
  }
  const embedded = isObject(body._embedded) ? body._embedded.orders : [];
  if (!Array.isArray(embedded)) throw new ProviderError(action, 'The service sent no list of orders', 200);
  return { orders: embedded, totalPages: Number(body.page.totalPages) || 0 };
}

/**
 * The external logistics service (ADR 066): orders at GET/POST {url}/orders (listed by date, 500 a page, all
 * pages read), GET/PATCH/DELETE {url}/orders/{id} and PATCH {url}/orders/{id}/status ({order_id, status}).
 * Every call carries the private token and goes through callProvider (20 s, retries on 429/503, 'Unable to …'
 * messages); a status change or an order the service refuses (409, 422) is a 422.
 */
export function createLiveCourier(options: LiveCourierOptions): CourierService {
  const base = `${options.url.replace(/\/+$/, '')}/orders`;
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (options.token) headers['private-token'] = options.token;
  const call = async (action: string, path: string, method = 'GET', body?: unknown) => {
    try {
      const answer = await callProvider<unknown>({
        action,
        url: `${base}${path}`,
        init: { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
        fetch: options.fetch,
        sleep: options.sleep,
        timeoutMs: options.timeoutMs,
      });
      return answer.body;
    } catch (error) {
      // A conflict (a reference taken, a status the order cannot take) is the caller's input, not a failure.
      if (error instanceof ProviderError && error.status === 409) {
        throw new ProviderError(action, error.reason, 409, 422);
      }
      throw error;
    }
  };
  const orderBody = (input: CourierOrderInput) => ({
    tenantId: options.tenantId,
    mode: input.mode,
    env: options.env,
    reference: input.reference,
    date: input.date,
    consignment: input.consignment,
  });
  const path = (id: string) => `/${encodeURIComponent(id)}`;
  // The service's ids are numbers: the status body names the order as the service does.
  const orderId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : id);

  return {
    mode: 'live',
    async list(date) {
      const action = `get the courier orders of ${date}`;
      const orders: CourierOrder[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query = new URLSearchParams({ date, page: String(page), size: String(PAGE_SIZE) });
        const found = pageOf(action, await call(action, `?${query}`));
        orders.push(...found.orders.map((order) => fromProvider(action, order)));
        if (page + 1 >= found.totalPages || found.orders.length === 0) return orders;
      }
      throw new ProviderError(action, `The service sent more than ${MAX_PAGES} pages`, 200);
    },
    async get(id) {
      const action = `get courier order ${id}`;
      return fromProvider(action, await call(action, path(id)));
    },
    async create(input) {
      const action = `create courier order ${input.reference}`;
      return fromProvider(action, await call(action, '', 'POST', orderBody(input)));
    },
    async update(id, input) {
      const action = `update courier order ${id}`;
      return fromProvider(action, await call(action, path(id), 'PATCH', orderBody(input)));
    },
    async remove(id) {
      await call(`delete courier order ${id}`, path(id), 'DELETE');
    },
    async setStatus(id, status) {
      const action = `change courier order ${id} to ${status}`;
      try {
        const body = await call(action, `${path(id)}/status`, 'PATCH', { order_id: orderId(id), status });
        return fromProvider(action, body);
      } catch (error) {
        if (error instanceof ProviderError && error.statusCode === 422) {
          throw new ProviderError(action, messages.courierStatusTransition, error.status, 422);
        }
        throw error;
      }
    },
  };
}
