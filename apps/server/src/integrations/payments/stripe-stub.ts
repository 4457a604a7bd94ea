import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An error status for the next call, with a Retry-After header when given. */
interface Fault {
  status: number;
  retryAfter?: string;
}

/** A request the stub received: its path, headers and the form body as flat `key → value` pairs. */
export interface StubRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

type Json = Record<string, unknown>;

async function readBody(req: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  return raw;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stub', ...headers });
  res.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string, extra: Json = {}) => ({
  error: { type, message, ...extra },
});

/** The required Checkout Session parameters (mode payment, a price_data line, success_url), as Stripe refuses them. */
function missingParam(form: Record<string, string>): string | undefined {
  const required = [
    'mode',
    'line_items[0][price_data][currency]',
    'line_items[0][price_data][unit_amount]',
    'line_items[0][price_data][product_data][name]',
    'line_items[0][quantity]',
    'success_url',
  ];
  return required.find((key) => !form[key]);
}

function session(form: Record<string, string>, id: string): Json {
  const amount = Number(form['line_items[0][price_data][unit_amount]']);
  const metadata = Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
  return {
    id,
    object: 'checkout.session',
    mode: form.mode,
    status: 'open',
    payment_status: 'unpaid',
    amount_total: amount * Number(form['line_items[0][quantity]']),
    currency: form['line_items[0][price_data][currency]'],
    client_reference_id: form.client_reference_id ?? null,
    customer_email: form.customer_email ?? null,
    metadata,
    success_url: form.success_url,
    cancel_url: form.cancel_url ?? null,
    url: `https://checkout.stripe.com/c/pay/${id}`,
    livemode: false,
  };
}

/**
 * A loopback stand-in for Stripe's API (INTEGRATIONS.md §6), answering POST /v1/checkout/sessions as documented:
 * `Authorization: Bearer <secret key>`, a form-encoded body, `{id:"cs_test_…", url, …}`; the same
 * Idempotency-Key replays the first answer, and with other parameters is refused as Stripe does. Errors have
 * Stripe's shape `{error:{type,message,param?}}`. `fail()` queues error answers; `requests` keeps what came.
 */
export async function startStripeStub(options: { secretKey?: string } = {}) {
  const secretKey = options.secretKey ?? 'sk_test_stub_0123456789';
  const requests: StubRequest[] = [];
  const faults: Fault[] = [];
  const replays = new Map<string, { raw: string; body: Json }>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const header = (name: string) => [req.headers[name]].flat()[0];
    const path = new URL(req.url ?? '/', 'http://stub').pathname;
    const idempotencyKey = header('idempotency-key');
    requests.push({
      method: req.method ?? '',
      path,
      authorization: header('authorization'),
      idempotencyKey,
      form,
    });
    const fault = faults.shift();
    if (fault) {
      const headers: Record<string, string> = fault.retryAfter ? { 'retry-after': fault.retryAfter } : {};
      const type = fault.status === 429 ? 'rate_limit_error' : 'api_error';
      return send(res, fault.status, stripeError(type, `Stub fault ${fault.status}`), headers);
    }
    if (header('authorization') !== `Bearer ${secretKey}`) {
      return send(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided: sk_test_***'));
    }
    if (req.method !== 'POST' || path !== '/v1/checkout/sessions') {
      return send(
        res,
        404,
        stripeError('invalid_request_error', `Unrecognized request URL (${req.method}: ${path})`),
      );
    }
    const replay = idempotencyKey ? replays.get(idempotencyKey) : undefined;
    if (replay && replay.raw !== raw) {
      return send(
        res,
        400,
        stripeError(
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        ),
      );
    }
    if (replay) return send(res, 200, replay.body, { 'idempotent-replayed': 'true' });
    const missing = missingParam(form);
    if (missing) {
      return send(
        res,
        400,
        stripeError('invalid_request_error', `Missing required param: ${missing}.`, { param: missing }),
      );
    }
    const body = session(form, `cs_test_${randomBytes(12).toString('hex')}`);
    if (idempotencyKey) replays.set(idempotencyKey, { raw, body });
    return send(res, 200, body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, stripeError('api_error', 'stub failure')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    secretKey,
    /** STRIPE_* variables that point a server at this stub. */
    env: (webhookSecret: string) => ({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    }),
    requests,
    fail: (fault: Fault) => faults.push(fault),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;
