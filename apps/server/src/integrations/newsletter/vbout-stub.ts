import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Fault =
  { kind: 'status'; status: number; retryAfter?: string } | { kind: 'hang' } | { kind: 'malformed' };

/**
 * A loopback stand-in for the e-mail marketing provider's add-contact call, answering as it documents: the
 * `{response:{header:{status},data}}` envelope with HTTP 200 also for errors, errorCode 1002 for a wrong key,
 * and (our assumption, the real code is undocumented) errorCode 2001 "Contact already exists." for an e-mail
 * already on the list. `fail()` queues faults: an HTTP status (429 with Retry-After, 503), no answer, or a body
 * that is not JSON; `refuse` makes one address fail with a provider error.
 */
export async function startVboutStub(key = 'vbout-stub-key') {
  const lists = new Map<string, Set<string>>();
  const faults: Fault[] = [];
  const refused = new Set<string>();
  const hanging: ServerResponse[] = [];
  let calls = 0;
  const envelope = (res: ServerResponse, status: 'ok' | 'error', data: object) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ response: { header: { status, dataType: 'JSON', limit: '60' }, data } }));
  };
  const server = createServer(async (req, res) => {
    calls += 1;
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const fault = faults.shift();
    if (fault?.kind === 'hang') return void hanging.push(res);
    if (fault?.kind === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('<html>');
    }
    if (fault?.kind === 'status') {
      res.writeHead(fault.status, {
        'content-type': 'text/plain',
        ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
      });
      return void res.end('busy');
    }
    const url = new URL(req.url ?? '/', 'http://stub');
    if (url.searchParams.get('key') !== key)
      return envelope(res, 'error', { errorCode: 1002, errorMessage: 'Invalid API key.' });
    const form = new URLSearchParams(raw);
    const email = (form.get('email') ?? '').toLowerCase();
    const listId = form.get('listid') ?? '';
    if (!email || !listId)
      return envelope(res, 'error', { errorCode: 1001, errorMessage: 'Missing required parameters.' });
    if (refused.has(email))
      return envelope(res, 'error', { errorCode: 1010, errorMessage: 'Email address is invalid.' });
    const list = lists.get(listId) ?? new Set<string>();
    lists.set(listId, list);
    if (list.has(email))
      return envelope(res, 'error', { errorCode: 2001, errorMessage: 'Contact already exists.' });
    list.add(email);
    return envelope(res, 'ok', { item: { id: String(list.size), email, status: 'Active' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/1`,
    key,
    lists,
    refused,
    get calls() {
      return calls;
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
