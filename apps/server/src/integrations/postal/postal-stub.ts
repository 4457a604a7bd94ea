import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An error status for the next call (of one path, when named) or no answer. */
type Fault = { kind: 'status'; status: number; retryAfter?: string; path?: string } | { kind: 'hang' };
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A one-page PDF, as small as a reader accepts: the label the stub hands out (its text names the item). */
function tinyPdf(itemId: string): Buffer {
  const content = `BT /F1 12 Tf 20 380 Td (Stub label ${itemId.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function readBody(req: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  return raw;
}

function parseJson(raw: string): Json | undefined {
  try {
    const body: unknown = JSON.parse(raw);
    return isObject(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** The label or single-barcode request's required fields, as the service's validation errors. */
function missingFields(body: Json): { field: string; error: string; rejectedValue: unknown }[] {
  const item = Array.isArray(body.item) ? body.item[0] : body.item;
  const customer = isObject(body.customer) ? body.customer : {};
  const attributes = isObject(item) && isObject(item.attributes) ? item.attributes : {};
  const checks: [string, unknown][] = [
    ['language', body.language],
    ['frankingLicense', body.frankingLicense],
    ['customer.name1', customer.name1],
    ['customer.street', customer.street],
    ['customer.zip', customer.zip],
    ['customer.city', customer.city],
    ['item.itemID', isObject(item) ? item.itemID : undefined],
    ['item.recipient', isObject(item) ? item.recipient : undefined],
    ['item.attributes.przl', attributes.przl],
  ];
  return checks
    .filter(([, v]) => v === undefined || v === null || v === '')
    .map(([field, v]) => ({ field, error: 'must not be empty', rejectedValue: v ?? null }));
}

/**
 * A loopback stand-in for the Swiss Post Digital Commerce API, answering as the provider documents: the
 * client-credentials token endpoint (form body; `expiresIn` seconds), then, with `Authorization: Bearer`,
 * address validation (quality from the postcodes it knows: CERTIFIED, FIXED for another city, UNUSABLE for an
 * unknown one), single barcodes and A6 address labels (identCode 99 + licence + item number, the PDF base64 in
 * `item.label[0]`). A recipient whose zip is not 4 digits gets HTTP 200 with `item.errors`, as the service
 * does. `fail()` queues faults; `bodies` keeps what each path was sent.
 */
export async function startPostalStub(options: { expiresIn?: number; places?: Record<string, string> } = {}) {
  const clientId = 'brigade-client';
  const clientSecret = 'stub-client-secret';
  const places = options.places ?? { '8008': 'Zürich', '3011': 'Bern', '8005': 'Zürich' };
  const issued: string[] = [];
  const faults: Fault[] = [];
  const hanging: ServerResponse[] = [];
  const bodies: { path: string; body: unknown; authorization?: string }[] = [];
  let itemNumber = 5958;
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const token = (raw: string, res: ServerResponse) => {
    const form = new URLSearchParams(raw);
    if (form.get('grant_type') !== 'client_credentials')
      return send(res, 400, { error: 'unsupported_grant_type' });
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return send(res, 401, { error: 'invalid_client', error_description: 'Bad client credentials' });
    }
    const value = `stub-token-${issued.length + 1}-${Math.random().toString(36).slice(2)}`;
    issued.push(value);
    return send(res, 200, {
      access_token: value,
      token_type: 'Bearer',
      expires_in: options.expiresIn ?? 3600,
      scope: form.get('scope'),
    });
  };

  const validate = (body: Json, res: ServerResponse) => {
    const location = isObject(body.logisticLocation) ? body.logisticLocation : {};
    const house = isObject(location.house) ? location.house : {};
    const zip = isObject(location.zip) ? location.zip : {};
    const place = places[String(zip.zip)];
    const quality = !place || !house.houseNumber ? 'UNUSABLE' : place === zip.city ? 'CERTIFIED' : 'FIXED';
    return send(res, 200, {
      quality,
      logisticLocation: { house, zip: { zip: zip.zip, city: place ?? zip.city } },
    });
  };

  const barcode = (body: Json, res: ServerResponse, label: boolean) => {
    const missing = missingFields(body);
    if (missing.length > 0) return send(res, 400, missing);
    const item = (Array.isArray(body.item) ? body.item[0] : body.item) as Json;
    const recipient = isObject(item.recipient) ? item.recipient : {};
    const base = { itemID: item.itemID };
    if (!/^\d{4}$/.test(String(recipient.zip))) {
      const errors = [{ code: 'E2010', message: `Invalid zip code ${String(recipient.zip)}` }];
      return send(res, 200, label ? { item: { ...base, errors } } : { item: [{ ...base, errors }] });
    }
    const identCode = `99${String(body.frankingLicense)}${String((itemNumber += 1)).padStart(8, '0')}`;
    if (!label)
      return send(res, 200, {
        item: [{ ...base, identCode, barcodes: [tinyPdf(identCode).toString('base64')] }],
      });
    return send(res, 200, {
      labelDefinition: { ...(body.labelDefinition as Json), colorPrintRequired: false },
      item: { ...base, identCode, label: [tinyPdf(String(item.itemID)).toString('base64')], warnings: [] },
    });
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const at = faults.findIndex((f) => f.kind === 'hang' || !f.path || f.path === url.pathname);
      const fault = at < 0 ? undefined : faults.splice(at, 1)[0];
      if (fault?.kind === 'hang') return void hanging.push(res);
      const raw = await readBody(req);
      if (fault?.kind === 'status') {
        res.writeHead(fault.status, fault.retryAfter ? { 'retry-after': fault.retryAfter } : {});
        return void res.end();
      }
      if (url.pathname === '/OAuth/token' && req.method === 'POST') return token(raw, res);
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !issued.includes(bearer))
        return send(res, 401, { message: 'Invalid or missing access token' });
      const body = parseJson(raw);
      bodies.push({ path: url.pathname, body, authorization: req.headers.authorization });
      if (!body || req.method !== 'POST') return send(res, 400, { message: 'A JSON body is required' });
      if (url.pathname === '/address/v1/addresses/validation') return validate(body, res);
      if (url.pathname === '/barcode/v1/generateAddressLabel') return barcode(body, res, true);
      if (url.pathname === '/barcode/v1/generateSingleBarcodes') return barcode(body, res, false);
      return send(res, 404, { message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: base,
    tokenUrl: `${base}/OAuth/token`,
    clientId,
    clientSecret,
    /** Every token handed out, in order. */
    issued,
    bodies,
    /** Forgets the tokens handed out (as if they were revoked). */
    revoke: () => void issued.splice(0),
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
