import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  /** A spreadsheet's cells, row by row (exported as CSV and read as values). */
  rows?: string[][];
}

type Fault =
  { kind: 'status'; status: number; retryAfter?: string } | { kind: 'hang' } | { kind: 'malformed' };

/**
 * A loopback stand-in for the file-storage and spreadsheet services (Drive v3 and Sheets v4), answering as
 * they document: `GET /drive/v3/files` with `q` (`'<id>' in parents`, `name = '<name>'`, `trashed = false`),
 * pageSize and pageToken (`nextPageToken`); `GET /drive/v3/files/{id}/export?mimeType=text/csv` (the first
 * sheet); `GET /v4/spreadsheets/{id}/values/{range}` (`{range, majorDimension, values}`); a bearer token
 * checked; errors as `{"error":{"code","message","errors":[…]}}` (Sheets adds `status`).
 */
export async function startGoogleStub(token = 'stub-access-token') {
  const files: StubFile[] = [];
  const faults: Fault[] = [];
  const hanging: ServerResponse[] = [];
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const error = (res: ServerResponse, code: number, message: string, reason: string, status?: string) =>
    send(res, code, {
      error: {
        code,
        message,
        errors: [{ domain: 'global', reason, message }],
        ...(status ? { status } : {}),
      },
    });

  const list = (url: URL, res: ServerResponse) => {
    const q = url.searchParams.get('q') ?? '';
    const parent = /'([^']+)' in parents/.exec(q)?.[1];
    const name = /name = '((?:[^'\\]|\\.)*)'/.exec(q)?.[1]?.replace(/\\'/g, "'");
    const size = Number(url.searchParams.get('pageSize') ?? 100);
    const offset = Number(url.searchParams.get('pageToken') ?? 0);
    const matching = files.filter(
      (f) => (!parent || f.parents.includes(parent)) && (name === undefined || f.name === name),
    );
    const page = matching.slice(offset, offset + size).map(({ rows: _rows, ...f }) => f);
    send(res, 200, {
      files: page,
      ...(offset + size < matching.length ? { nextPageToken: String(offset + size) } : {}),
    });
  };
  const csv = (rows: string[][]) =>
    rows
      .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
      .join('\r\n');

  const server = createServer((req, res) => {
    const fault = faults.shift();
    if (fault?.kind === 'hang') return void hanging.push(res);
    if (fault?.kind === 'malformed') return send(res, 200, '{"files": [');
    if (fault?.kind === 'status') {
      const reason = fault.status === 429 ? 'rateLimitExceeded' : 'backendError';
      return send(
        res,
        fault.status,
        { error: { code: fault.status, message: `stub answer ${fault.status}`, errors: [{ reason }] } },
        fault.retryAfter ? { 'retry-after': fault.retryAfter } : {},
      );
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      return error(
        res,
        401,
        'Request had invalid authentication credentials.',
        'authError',
        'UNAUTHENTICATED',
      );
    }
    const url = new URL(req.url ?? '/', 'http://stub');
    if (url.pathname === '/drive/v3/files') return list(url, res);
    const exported = /^\/drive\/v3\/files\/([^/]+)\/export$/.exec(url.pathname);
    if (exported) {
      const file = files.find((f) => f.id === exported[1]);
      if (!file) return error(res, 404, `File not found: ${exported[1]}.`, 'notFound');
      res.writeHead(200, { 'content-type': 'text/csv' });
      return void res.end(csv(file.rows ?? []));
    }
    const values = /^\/v4\/spreadsheets\/([^/]+)\/values\/(.+)$/.exec(url.pathname);
    if (values) {
      const file = files.find((f) => f.id === values[1]);
      if (!file) return error(res, 404, 'Requested entity was not found.', 'notFound', 'NOT_FOUND');
      return send(res, 200, {
        range: decodeURIComponent(values[2]!),
        majorDimension: 'ROWS',
        values: file.rows ?? [],
      });
    }
    return error(res, 404, 'Not Found', 'notFound');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    token,
    files,
    fail(...next: Fault[]) {
      faults.push(...next);
    },
    async close() {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
