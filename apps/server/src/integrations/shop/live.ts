import { callProvider, ProviderError, type ProviderCall } from '../../lib/provider-call.ts';
import type { ShopService } from './port.ts';

export interface LiveShopOptions {
  /** The shop's address, e.g. https://brigade.myshopify.com (SHOP_URL). */
  url: string;
  /** The Admin API version, pinned (SHOP_API_VERSION, e.g. 2026-07). */
  apiVersion: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  sleep?: ProviderCall['sleep'];
  timeoutMs?: number;
  now?: () => number;
}

const PAGE_SIZE = 250;

/** The URL of `rel="next"` in a Link header (the shop's cursor paging), if any. */
export function nextPageUrl(link: string | null): string | undefined {
  for (const part of (link ?? '').split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match) return match[1];
  }
  return undefined;
}

/** The shop's errors: {errors: "…"} or {errors: {field: ["…"]}}. */
function shopErrorMessage(body: unknown): string | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors === 'string') return errors;
  if (errors && typeof errors === 'object') return JSON.stringify(errors).slice(0, 300);
  return undefined;
}

/**
 * The shop's REST Admin API: a client-credentials token (kept until shortly before it expires, renewed once
 * when refused), orders by `updated_at_min` with cursor paging, one order by id. Every call goes through
 * callProvider (20 s, retries on 429/503 honouring Retry-After, 'Unable to …' messages).
 */
export function createLiveShop(options: LiveShopOptions): ShopService {
  const base = options.url.replace(/\/+$/, '');
  const api = `${base}/admin/api/${options.apiVersion}`;
  const now = options.now ?? Date.now;
  let token: { value: string; until: number } | undefined;
  const common = {
    fetch: options.fetch,
    sleep: options.sleep,
    timeoutMs: options.timeoutMs,
    errorMessage: shopErrorMessage,
  };

  async function accessToken(): Promise<string> {
    if (token && token.until > now()) return token.value;
    const { body } = await callProvider<{ access_token?: string; expires_in?: number }>({
      ...common,
      action: 'sign in to the shop',
      url: `${base}/admin/oauth/access_token`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }),
      },
    });
    if (!body?.access_token) {
      throw new ProviderError('sign in to the shop', 'The shop sent no access token', 200);
    }
    // Renew a minute early; the shop's tokens last about a day.
    token = {
      value: body.access_token,
      until: now() + Math.max((body.expires_in ?? 86_400) - 60, 60) * 1000,
    };
    return token.value;
  }

  async function get<T>(action: string, url: string): Promise<{ body: T; headers: Headers }> {
    const call = async () =>
      callProvider<T>({
        ...common,
        action,
        url,
        init: { headers: { 'x-shopify-access-token': await accessToken(), accept: 'application/json' } },
      });
    try {
      return await call();
    } catch (error) {
      // A token the shop no longer takes (revoked, rotated): fetch a new one and try once more.
      if (!(error instanceof ProviderError) || error.status !== 401 || !token) throw error;
      token = undefined;
      return call();
    }
  }

  return {
    mode: 'live',
    async *ordersSince(since) {
      const query = new URLSearchParams({
        status: 'any',
        limit: String(PAGE_SIZE),
        updated_at_min: since.toISOString(),
      });
      let url: string | undefined = `${api}/orders.json?${query}`;
      while (url) {
        const page: { body: { orders?: unknown[] }; headers: Headers } = await get('get shop orders', url);
        if (!Array.isArray(page.body?.orders)) {
          throw new ProviderError('get shop orders', 'The shop sent no orders list', 200);
        }
        yield page.body.orders;
        url = nextPageUrl(page.headers.get('link'));
      }
    },
    async getOrder(id) {
      const { body } = await get<{ order?: unknown }>(`get shop order ${id}`, `${api}/orders/${id}.json`);
      if (!body?.order) throw new ProviderError(`get shop order ${id}`, 'The shop sent no order', 200);
      return body.order;
    },
  };
}
