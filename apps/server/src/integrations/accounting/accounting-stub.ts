import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStubRecords, type Send } from './api-stub.ts';

/** An answer for the next call (of one path, when named), or no answer at all. */
export type StubFault =
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: unknown; path?: string }
  | { kind: 'hang'; path?: string };

/** A request as the stub received it. */
export interface StubRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The parsed JSON body, or the form's fields. */
  body: unknown;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  return raw;
}

const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(claims)].map((p) => Buffer.from(p).toString('base64url')).join('.') + '.';

/**
 * A loopback stand-in for the accounting service (Bexio, INTEGRATIONS.md §3): the Keycloak realm's authorize
 * endpoint (redirects back with a code and the state), its token endpoint (form body with client_id and
 * client_secret, query parameters refused; the authorization_code and refresh_token grants, refresh tokens
 * rotating: a used one is refused with invalid_grant), and the API with `Authorization: Bearer` (contacts,
 * invoices, currencies; errors `{error_code, message}`, ratelimit-* headers). `fail()` queues faults.
 */
export async function startAccountingStub(options: { expiresIn?: number; companyName?: string } = {}) {
  const clientId = 'brigade-accounting';
  const clientSecret = 'stub-accounting-secret';
  const realm = '/realms/bexio';
  const codes = new Map<string, string>(); // code → redirect_uri
  const access = new Set<string>();
  const refresh = new Set<string>();
  const faults: StubFault[] = [];
  const hanging: ServerResponse[] = [];
  const requests: StubRequest[] = [];
  const records = createStubRecords();
  let issued = 0;
  const send: Send = (res, status, body) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'ratelimit-limit': '1000',
      'ratelimit-remaining': '999',
      'ratelimit-reset': '42',
    });
    res.end(JSON.stringify(body));
  };

  function authorize(url: URL, res: ServerResponse) {
    const redirect = url.searchParams.get('redirect_uri');
    const state = url.searchParams.get('state');
    if (url.searchParams.get('client_id') !== clientId || !redirect || !state) {
      return send(res, 400, { error: 'invalid_request', error_description: 'Invalid parameter: client_id' });
    }
    const code = `stub-code-${codes.size + 1}-${Math.random().toString(36).slice(2)}`;
    codes.set(code, redirect);
    const back = new URL(redirect);
    back.searchParams.set('state', state);
    back.searchParams.set('code', code);
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  function tokens(res: ServerResponse) {
    issued += 1;
    const pair = { access: `stub-access-${issued}`, refresh: `stub-refresh-${issued}` };
    access.add(pair.access);
    refresh.add(pair.refresh);
    const claims = { sub: 'stub-user', company_id: 'stub-company', company_name: options.companyName };
    return send(res, 200, {
      access_token: pair.access,
      refresh_token: pair.refresh,
      token_type: 'Bearer',
      expires_in: options.expiresIn ?? 3600,
      id_token: jwt(claims),
      scope: 'openid offline_access contact_edit kb_invoice_edit',
    });
  }

  function token(url: URL, form: URLSearchParams, res: ServerResponse) {
    if (url.search !== '') return send(res, 400, { error: 'invalid_request', error_description: 'No query' });
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return send(res, 401, { error: 'invalid_client', error_description: 'Invalid client credentials' });
    }
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (codes.get(code) !== form.get('redirect_uri')) {
        return send(res, 400, { error: 'invalid_grant', error_description: 'Code not valid' });
      }
      codes.delete(code);
      return tokens(res);
    }
    if (grant === 'refresh_token' && refresh.delete(form.get('refresh_token') ?? '')) return tokens(res);
    return send(res, 400, { error: 'invalid_grant', error_description: 'Token is not active' });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const at = faults.findIndex((f) => !f.path || f.path === url.pathname);
      const fault = at < 0 ? undefined : faults.splice(at, 1)[0];
      if (fault?.kind === 'hang') return void hanging.push(res);
      const raw = await readBody(req);
      const form = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      let body: unknown = form ? Object.fromEntries(new URLSearchParams(raw)) : undefined;
      if (!form && raw) body = JSON.parse(raw) as unknown;
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      if (fault?.kind === 'status') {
        res.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
        return void res.end(fault.body === undefined ? '' : JSON.stringify(fault.body));
      }
      if (url.pathname === `${realm}/protocol/openid-connect/auth`) return authorize(url, res);
      if (url.pathname === `${realm}/protocol/openid-connect/token` && req.method === 'POST') {
        return token(url, new URLSearchParams(raw), res);
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !access.has(bearer)) {
        return send(res, 401, { error_code: 401, message: 'The access token is invalid or has expired.' });
      }
      if (records.route(req.method ?? 'GET', url.pathname, body, res, send)) return;
      return send(res, 404, { error_code: 404, message: 'The requested resource could not be found.' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    authUrl: `${base}${realm}`,
    apiUrl: base,
    clientId,
    clientSecret,
    requests,
    contacts: records.contacts,
    invoices: records.invoices,
    /** The access and refresh tokens the service still accepts. */
    live: { access, refresh },
    /** Forgets every access token (expired or revoked at the service); refresh tokens still work. */
    expireAccessTokens: () => access.clear(),
    fail(...next: StubFault[]) {
      faults.push(...next);
    },
    /** The requests of one path. */
    calls: (path: string) => requests.filter((r) => r.path === path),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type AccountingStub = Awaited<ReturnType<typeof startAccountingStub>>;
