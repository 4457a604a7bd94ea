import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsignmentPayload } from '@brigade/domain/logistics/payload-schemas';
import {
  canMoveCourierOrder,
  COURIER_ORDER_STATUSES,
  type CourierOrderStatus,
} from '@brigade/domain/logistics/tracking-flow';

/** An error status (for the next call, or the next call of one method) or no answer. */
type Fault =
  | { kind: 'status'; status: number; retryAfter?: string; method?: string }
  | { kind: 'hang' }
  // The call is carried out, but its answer is lost (the connection drops): a crash or time-out after the work.
  | { kind: 'lost'; method?: string };

/** An order as the service keeps it. */
export interface StubCourierOrder {
  id: number;
  tenantId?: string;
  mode: string;
  env?: string;
  reference: string;
  date: string;
  status: CourierOrderStatus;
  consignment: ConsignmentPayload;
  createdAt: string;
  updatedAt: string;
}

/** The largest page the service sends. */
const MAX_PAGE_SIZE = 500;
type Json = Record<string, unknown>;

async function readJson(req: IncomingMessage): Promise<Json | undefined> {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  try {
    const body: unknown = JSON.parse(raw);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A loopback stand-in for the external logistics service, answering as the old app's client records it: the
 * `private-token` header checked on every call (401 otherwise); GET {base}/orders?date&page&size in pages of at
 * most 500, HAL-style (`_embedded.orders`, left out when the page is empty, and `page` {size, totalElements,
 * totalPages, number}); POST {base}/orders (201; a reference already used on that date is 409); GET, PATCH,
 * DELETE (204) {base}/orders/{id} (unknown id 404); PATCH {base}/orders/{id}/status {order_id, status}, which
 * keeps to the service's order statuses (422 for a change they do not allow). Orders live in memory (`orders`,
 * which a test may fill directly). `fail()` queues faults for the next calls: an error status (429 with
 * Retry-After, 503; or only for the next call of one method), no answer, or the work done and its answer lost.
 */
export async function startLogisticsStub(token = 'logistics-stub-token') {
  const orders: StubCourierOrder[] = [];
  const faults: Fault[] = [];
  const hanging: ServerResponse[] = [];
  const lost = new WeakSet<ServerResponse>();
  let lastId = 1000;
  const send = (
    res: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    if (lost.has(res)) return void res.destroy();
    if (body === undefined) return void res.writeHead(status, headers).end();
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const now = () => new Date().toISOString();
  const taken = (reference: string, date: string, except?: number) =>
    orders.some((o) => o.reference === reference && o.date === date && o.id !== except);

  const list = (url: URL, res: ServerResponse) => {
    const size = Math.min(Math.max(Number(url.searchParams.get('size')) || 20, 1), MAX_PAGE_SIZE);
    const number = Math.max(Number(url.searchParams.get('page')) || 0, 0);
    const date = url.searchParams.get('date');
    const matching = orders.filter((o) => !date || o.date === date).sort((a, b) => a.id - b.id);
    const page = matching.slice(number * size, number * size + size);
    return send(res, 200, {
      ...(page.length > 0 ? { _embedded: { orders: page } } : {}),
      _links: { self: { href: url.toString() } },
      page: { size, totalElements: matching.length, totalPages: Math.ceil(matching.length / size), number },
    });
  };

  const create = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readJson(req);
    if (!body || typeof body.reference !== 'string' || typeof body.date !== 'string' || !body.consignment) {
      return send(res, 400, { message: 'reference, date and consignment are required' });
    }
    if (taken(body.reference, body.date)) {
      return send(res, 409, { message: `An order with reference ${body.reference} exists on ${body.date}` });
    }
    const order: StubCourierOrder = {
      id: ++lastId,
      tenantId: typeof body.tenantId === 'string' ? body.tenantId : undefined,
      mode: String(body.mode),
      env: typeof body.env === 'string' ? body.env : undefined,
      reference: body.reference,
      date: body.date,
      status: 'accepted',
      consignment: body.consignment as ConsignmentPayload,
      createdAt: now(),
      updatedAt: now(),
    };
    orders.push(order);
    return send(res, 201, order);
  };

  const update = async (order: StubCourierOrder, req: IncomingMessage, res: ServerResponse) => {
    const body = await readJson(req);
    if (!body) return send(res, 400, { message: 'The body must be a JSON object' });
    const reference = typeof body.reference === 'string' ? body.reference : order.reference;
    const date = typeof body.date === 'string' ? body.date : order.date;
    if (taken(reference, date, order.id)) {
      return send(res, 409, { message: `An order with reference ${reference} exists on ${date}` });
    }
    Object.assign(order, {
      reference,
      date,
      ...(typeof body.mode === 'string' ? { mode: body.mode } : {}),
      ...(body.consignment ? { consignment: body.consignment } : {}),
      updatedAt: now(),
    });
    return send(res, 200, order);
  };

  const setStatus = async (order: StubCourierOrder, req: IncomingMessage, res: ServerResponse) => {
    const body = await readJson(req);
    const status = COURIER_ORDER_STATUSES.find((s) => s === body?.status);
    if (!body || String(body.order_id) !== String(order.id) || !status) {
      return send(res, 400, { message: 'order_id of this order and a known status are required' });
    }
    if (!canMoveCourierOrder(order.status, status)) {
      return send(res, 422, { message: `Order ${order.id} cannot go from ${order.status} to ${status}` });
    }
    Object.assign(order, { status, updatedAt: now() });
    return send(res, 200, order);
  };

  const server = createServer((req, res) => {
    const at = faults.findIndex((f) => f.kind === 'hang' || !f.method || f.method === req.method);
    const fault = at < 0 ? undefined : faults.splice(at, 1)[0];
    if (fault?.kind === 'hang') return void hanging.push(res);
    if (fault?.kind === 'lost') lost.add(res);
    if (fault?.kind === 'status') {
      const headers: Record<string, string> = fault.retryAfter ? { 'retry-after': fault.retryAfter } : {};
      return send(res, fault.status, { message: `stub answer ${fault.status}` }, headers);
    }
    const given = req.headers['private-token'];
    if (given === undefined) return send(res, 401, { message: 'The private-token header is missing' });
    if (given !== token) return send(res, 401, { message: 'Invalid private token' });
    const url = new URL(req.url ?? '/', 'http://stub');
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/orders' && req.method === 'GET') return list(url, res);
    if (path === '/orders' && req.method === 'POST') return void create(req, res);
    const one = /^\/orders\/(\d+)(\/status)?$/.exec(path);
    const order = one ? orders.find((o) => o.id === Number(one[1])) : undefined;
    if (!one) return send(res, 404, { message: 'Not found' });
    if (!order) return send(res, 404, { message: `Order ${one[1]} not found` });
    if (one[2] && req.method === 'PATCH') return void setStatus(order, req, res);
    if (one[2]) return send(res, 405, { message: 'Method not allowed' });
    if (req.method === 'GET') return send(res, 200, order);
    if (req.method === 'PATCH') return void update(order, req, res);
    if (req.method === 'DELETE') {
      orders.splice(orders.indexOf(order), 1);
      return send(res, 204);
    }
    return send(res, 405, { message: 'Method not allowed' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** The service's base address (it answers under /api). */
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    token,
    orders,
    /** Keeps an order as if it had been created (a test filling a date with many orders). */
    add(
      order: Omit<StubCourierOrder, 'id' | 'createdAt' | 'updatedAt' | 'status'> & {
        status?: CourierOrderStatus;
      },
    ) {
      const kept = {
        status: 'accepted' as const,
        ...order,
        id: ++lastId,
        createdAt: now(),
        updatedAt: now(),
      };
      orders.push(kept);
      return kept;
    },
    fail(...next: Fault[]) {
      faults.push(...next);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
