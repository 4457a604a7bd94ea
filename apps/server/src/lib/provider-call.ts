import { AppError } from './errors.ts';

/** Every outside call gives up after 20 s. */
export const PROVIDER_TIMEOUT_MS = 20_000;

/**
 * A failed call to an outside service, worded 'Unable to <action>. <reason>' (the message the screens show);
 * answered as 502 (the service failed us) or, when the service says the input is wrong, as 422.
 */
export class ProviderError extends AppError {
  constructor(
    readonly action: string,
    readonly reason: string,
    readonly status: number | undefined,
    statusCode = 502,
  ) {
    super(
      statusCode,
      statusCode === 422 ? 'BUSINESS_RULE' : 'UPSTREAM_FAILED',
      `Unable to ${action}. ${reason}`,
    );
  }
}

export interface ProviderCall {
  /** What the user tried, for the message: 'get shop order 1001'. */
  action: string;
  url: string;
  init?: RequestInit;
  timeoutMs?: number;
  /** Retries after a 429 or 503 answer (3). */
  retries?: number;
  /** The longest wait honoured from a Retry-After header, in ms (30 s); longer waits fail at once. */
  maxWaitMs?: number;
  /**
   * The headers that say how long to wait before a retry, in seconds or as an HTTP date, the first present
   * one counting (['retry-after']; a provider may name its own, such as 'ratelimit-reset').
   */
  waitHeaders?: readonly string[];
  fetch?: typeof fetch;
  /** Waits between retries (tests pass a fast one). */
  sleep?: (ms: number) => Promise<void>;
  /** Reads the provider's error message from its error body (each provider words it differently). */
  errorMessage?: (body: unknown) => string | undefined;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds or an HTTP date (RFC 9110); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Math.round(Number(header) * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A message from the common error shapes: {message}, {error}, {error:{message}}, {errors:[{message}]}, {detail}. */
export function commonErrorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const pick = (v: unknown): string | undefined =>
    typeof v === 'string'
      ? v
      : Array.isArray(v)
        ? pick(v[0])
        : v && typeof v === 'object'
          ? pick((v as Record<string, unknown>).message)
          : undefined;
  return pick(b.message) ?? pick(b.error) ?? pick(b.errors) ?? pick(b.detail) ?? pick(b.title);
}

/** The reason part of a failed call's message, from the HTTP status and what the provider said. */
export function providerReason(status: number, providerMessage: string | undefined): string {
  const said = providerMessage ? `: ${providerMessage.slice(0, 300)}` : '';
  if (status === 401 || status === 403) return `The service refused our credentials (HTTP ${status})${said}`;
  if (status === 404) return `The service does not know it (HTTP 404)${said}`;
  if (status === 429) return `The service is rate-limiting us; try again later (HTTP 429)${said}`;
  if (status >= 500) return `The service failed (HTTP ${status})${said}`;
  return `The service refused the request (HTTP ${status})${said}`;
}

/**
 * One call to an outside service, as every live adapter makes it: a 20 s time-out, no redirects, up to three
 * retries with backoff on 429 and 503 (honouring Retry-After up to `maxWaitMs`, else 1 s, 2 s, 4 s), and any
 * failure as a ProviderError 'Unable to <action>. <reason>' (never a 500). Answers the parsed JSON body (or
 * undefined for an empty one) and the response headers.
 */
export async function callProvider<T = unknown>(call: ProviderCall): Promise<{ body: T; headers: Headers }> {
  const retries = call.retries ?? 3;
  const timeoutMs = call.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const sleep = call.sleep ?? defaultSleep;
  const readMessage = call.errorMessage ?? commonErrorMessage;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await (call.fetch ?? fetch)(call.url, {
        ...call.init,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ProviderError(
        call.action,
        timedOut ? `The service did not answer within ${timeoutMs / 1000} s` : 'No connection to the service',
        undefined,
      );
    }
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      if (response.ok)
        throw new ProviderError(
          call.action,
          'The service answered something that is not JSON',
          response.status,
        );
      body = undefined;
    }
    if (response.ok) return { body: body as T, headers: response.headers };
    const retryable = response.status === 429 || response.status === 503;
    if (retryable && attempt < retries) {
      const header = (call.waitHeaders ?? ['retry-after']).map((name) => response.headers.get(name));
      const wait = retryAfterMs(header.find((value) => value !== null) ?? null) ?? 1000 * 2 ** attempt;
      if (wait <= (call.maxWaitMs ?? 30_000)) {
        await sleep(wait);
        continue;
      }
    }
    const status = response.status;
    throw new ProviderError(
      call.action,
      providerReason(status, readMessage(body)),
      status,
      status === 422 ? 422 : 502,
    );
  }
}
