import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Fault =
  { kind: 'status'; status: number; retryAfter?: string } | { kind: 'hang' } | { kind: 'malformed' };

export interface StubContract {
  id: number;
  status: 'active' | 'paused' | 'cancelled';
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * A loopback stand-in for the subscription service's external API, answering as its clients record it: the
 * contract-details list as a JSON array (page, size, lower-case `status`, `customerEmail`), one contract in the
 * shop's GraphQL shape (upper-case status; unknown id → 404), the status update (PUT with contractId and
 * status), `X-API-Key` checked (401 `{"message":"Unauthorized"}`). `fail()` queues faults for the next calls.
 */
export async function startAppstleStub(key = 'appstle-stub-key') {
  const contracts: StubContract[] = [];
  const faults: Fault[] = [];
  const hanging: ServerResponse[] = [];
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const fault = faults.shift();
    if (fault?.kind === 'hang') return void hanging.push(res);
    if (fault?.kind === 'malformed') return send(res, 200, '[{"id":');
    if (fault?.kind === 'status') {
      return send(
        res,
        fault.status,
        { message: `stub answer ${fault.status}` },
        fault.retryAfter ? { 'retry-after': fault.retryAfter } : {},
      );
    }
    if (req.headers['x-api-key'] !== key) return send(res, 401, { message: 'Unauthorized' });
    const url = new URL(req.url ?? '/', 'http://stub');
    const path = url.pathname.replace('/api/external/v2', '');
    if (req.method === 'GET' && path === '/subscription-contract-details') {
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 20);
      const status = url.searchParams.get('status');
      const email = url.searchParams.get('customerEmail');
      const rows = contracts
        .filter((c) => (!status || c.status === status) && (!email || c.email === email))
        .sort((a, b) => b.id - a.id)
        .slice(page * size, page * size + size)
        .map((c) => ({
          id: c.id + 5000,
          subscriptionContractId: c.id,
          status: c.status,
          customerEmail: c.email,
          customerFirstName: c.firstName,
          customerLastName: c.lastName,
          orderAmount: 289,
          currencyCode: 'CHF',
          billingPolicyInterval: 'WEEK',
          billingPolicyIntervalCount: 1,
          nextBillingDate: '2026-12-07T09:00:00Z',
          createdAt: '2026-11-01T09:00:00Z',
          orderName: `#${c.id}`,
          contractDetailsJSON: '{}',
        }));
      return send(res, 200, rows);
    }
    const one = /^\/subscription-contracts\/contract-external\/(\d+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const c = contracts.find((x) => x.id === Number(one[1]));
      if (!c) return send(res, 404, { title: 'Not Found', detail: `Contract ${one[1]} not found` });
      return send(res, 200, {
        id: `gid://shopify/SubscriptionContract/${c.id}`,
        status: c.status.toUpperCase(),
        nextBillingDate: '2026-12-07T09:00:00Z',
        billingPolicy: { interval: 'WEEK', intervalCount: 1 },
        customer: {
          id: 'gid://shopify/Customer/1',
          email: c.email,
          firstName: c.firstName,
          lastName: c.lastName,
        },
        lines: {
          nodes: [
            {
              id: 'l1',
              productId: 'gid://shopify/Product/9',
              variantId: 'gid://shopify/ProductVariant/601',
              title: 'LEAN',
              quantity: 1,
            },
          ],
        },
      });
    }
    if (req.method === 'PUT' && path === '/subscription-contracts-update-status') {
      const c = contracts.find((x) => x.id === Number(url.searchParams.get('contractId')));
      const status = (url.searchParams.get('status') ?? '').toLowerCase();
      if (!c) return send(res, 404, { message: 'Contract not found' });
      if (!['active', 'paused', 'cancelled'].includes(status))
        return send(res, 400, { message: 'Invalid status' });
      c.status = status as StubContract['status'];
      return send(res, 200, { id: c.id, status: status.toUpperCase() });
    }
    return send(res, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    key,
    contracts,
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
