import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Fault =
  | { kind: 'status'; status: number; body?: string; retryAfter?: string }
  | { kind: 'hang' }
  | { kind: 'malformed' };

/**
 * A loopback stand-in for the shop's Admin API, answering as the provider documents it: the client-credentials
 * token (`POST /admin/oauth/access_token`), `GET /admin/api/{version}/orders.json` (updated_at_min, limit,
 * cursor paging through the Link header with page_info) and `GET …/orders/{id}.json` (404 `{"errors":"Not
 * Found"}`), the call-limit header on every answer, and `{"errors":"[API] Invalid API key or access token…"}`
 * with 401 for a wrong token. `fail()` queues faults for the next API calls: an error status (429 with
 * Retry-After, 503), no answer, or a body that is not JSON.
 */
export async function startShopStub(credentials = { clientId: 'stub-client', clientSecret: 'stub-secret' }) {
  const orders: Record<string, unknown>[] = [];
  const faults: Fault[] = [];
  const hanging: ServerResponse[] = [];
  const calls: string[] = [];
  let issued = 0;
  const tokens = new Set<string>();

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-shopify-shop-api-call-limit': '1/40',
      ...headers,
    });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const grant = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const form = new URLSearchParams(raw);
    const ok =
      form.get('grant_type') === 'client_credentials' &&
      form.get('client_id') === credentials.clientId &&
      form.get('client_secret') === credentials.clientSecret;
    if (!ok)
      return send(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    const token = `shpat_stub_${++issued}`;
    tokens.add(token);
    return send(res, 200, { access_token: token, scope: 'read_orders', expires_in: 86_399 });
  };

  const list = (url: URL, res: ServerResponse) => {
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 50), 250);
    const offset = Number(url.searchParams.get('page_info') ?? 0);
    const since = url.searchParams.get('updated_at_min');
    const matching = orders.filter((o) => !since || String(o.updated_at ?? '') >= since);
    const page = matching.slice(offset, offset + limit);
    const headers: Record<string, string> = {};
    if (offset + limit < matching.length) {
      const next = new URL(url);
      next.search = new URLSearchParams({
        limit: String(limit),
        page_info: String(offset + limit),
      }).toString();
      headers.link = `<${next.toString()}>; rel="next"`;
    }
    send(res, 200, { orders: page }, headers);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    if (req.method === 'POST' && url.pathname === '/admin/oauth/access_token') return void grant(req, res);
    const fault = faults.shift();
    if (fault?.kind === 'hang') return void hanging.push(res);
    if (fault?.kind === 'malformed') return send(res, 200, '{"orders": [');
    if (fault?.kind === 'status') {
      return send(res, fault.status, fault.body ?? { errors: `stub answer ${fault.status}` }, {
        ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
      });
    }
    if (!tokens.has(String(req.headers['x-shopify-access-token']))) {
      return send(res, 401, {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    }
    if (/\/orders\.json$/.test(url.pathname)) return list(url, res);
    const one = /\/orders\/(\d+)\.json$/.exec(url.pathname);
    const order = one && orders.find((o) => String(o.id) === one[1]);
    if (order) return send(res, 200, { order });
    return send(res, 404, { errors: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    credentials,
    orders,
    calls,
    fail(...next: Fault[]) {
      faults.push(...next);
    },
    /** Forgets every token it gave out (the shop rotated them). */
    revokeTokens() {
      tokens.clear();
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
