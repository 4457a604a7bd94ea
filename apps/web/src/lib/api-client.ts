import type { z } from 'zod';
import type { ErrorBody } from '@brigade/domain/schemas/common';
import { isCatalogueMessage, isMessageKey, loadMessages, messageText, translateMessage } from './i18n.ts';
import { ApiError, isApiError } from './api-error.ts';
import { claimCall, loadCallActions, wrapCallFailure } from './call-failure.ts';
import { notify } from './notifications.ts';

/** A request that has not answered after 20 s fails. */
export const requestTimeoutMs = 20_000;
const apiBase = '/api/v1';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Validates the response against the shared contract. */
  schema?: S;
  /**
   * 'logout' (default): a 401/403 means the session is gone. 'report': the caller expects a 401
   * as an answer (login, who-am-I) and gets the server's message instead.
   */
  authFailure?: 'logout' | 'report';
}

type SessionEndedHandler = (message: string) => void;
let onSessionEnded: SessionEndedHandler = () => undefined;

/** The app registers what a 401/403/503 does: tell the user and drop the session. */
export function setSessionEndedHandler(handler: SessionEndedHandler): void {
  onSessionEnded = handler;
}

/**
 * Calls the API. A failure is an ApiError whose message the user reads: 'Unable to <action>. <reason>' (spec
 * §8, ADR 076); a write identical to one still in flight is refused at once ('Only one call per endpoint at any
 * one time.'). A caller's own abort is passed on untouched.
 */
export async function apiRequest<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.output<S>> {
  const method = options.method ?? 'GET';
  const url = apiUrl(path, options.query);
  const release = claimCall(method, url, options.body);
  try {
    if (!release) {
      await messagesAtHand();
      throw new ApiError(messageText('onlyOneCall'), 429, 'ONLY_ONE_CALL');
    }
    return await send(url, method, options);
  } catch (error) {
    if (!isApiError(error)) throw error;
    await messagesAtHand();
    throw wrapCallFailure(method, path, error);
  } finally {
    release?.();
  }
}

async function send<S extends z.ZodType>(
  url: string,
  method: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const { body, schema } = options;
  const { signal, done } = timeoutSignal(options.signal);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A caller's own abort (React Query cancelling) is passed on untouched.
    if (options.signal?.aborted) throw error;
    await messagesAtHand();
    throw new ApiError(messageText('unknown'), 0, 'NETWORK');
  } finally {
    done();
  }
  if (response.ok || response.status === 304) {
    reportWarning(response.headers.get(warningHeader));
    return parseSuccess(response, schema);
  }
  const errorBody = await readErrorBody(response);
  await messagesAtHand();
  const failure = toApiError(response.status, errorBody, options.authFailure ?? 'logout');
  if (failure.endsSession) onSessionEnded(failure.message);
  throw failure;
}

/**
 * A write can succeed with a warning (the server's `x-brigade-warning` names a messages catalogue key), such as
 * a saved change the booking funnel could not be told about: the user sees it and it stays until closed.
 */
const warningHeader = 'x-brigade-warning';
function reportWarning(key: string | null): void {
  if (key && isMessageKey(key)) notify(messageText(key), 'warning');
}

/**
 * An error's message is shown in the user's language: the drivers' app loads the API's messages after its first
 * screen, so an early error waits for them and for the table of calls that names the action (offline, the texts
 * it could not load fall back to the key, and the action is left out).
 */
async function messagesAtHand(): Promise<void> {
  await Promise.all([loadMessages().catch(() => undefined), loadCallActions().catch(() => undefined)]);
}

/** The caller's signal plus the time-out (no AbortSignal.any: older phone browsers lack it). */
function timeoutSignal(outer: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
  const forward = () => controller.abort();
  outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

async function parseSuccess<S extends z.ZodType>(
  response: Response,
  schema: S | undefined,
): Promise<z.output<S>> {
  if (response.status === 204 || response.status === 304) return undefined as z.output<S>;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!schema) return data as z.output<S>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(messageText('unknownError'), response.status, 'BAD_RESPONSE');
  return parsed.data;
}

/** The shared error body (schemas/common errorBody), checked by hand: zod stays out of the first load. */
async function readErrorBody(response: Response): Promise<ErrorBody | undefined> {
  try {
    return asErrorBody(await response.json());
  } catch {
    return undefined;
  }
}

function asErrorBody(value: unknown): ErrorBody | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { error_code, error_message, details } = value as Record<string, unknown>;
  if (typeof error_code !== 'string' || typeof error_message !== 'string') return undefined;
  if (details === undefined) return { error_code, error_message };
  if (typeof details !== 'object' || details === null) return undefined;
  const entries = Object.entries(details);
  if (!entries.every(([, text]) => typeof text === 'string')) return undefined;
  return { error_code, error_message, details: Object.fromEntries(entries) as Record<string, string> };
}

/** The message and effect of a failed call's status, in the user's language. */
export function toApiError(
  status: number,
  body: ErrorBody | undefined,
  authFailure: 'logout' | 'report',
): ApiError {
  const code = body?.error_code ?? `HTTP_${status}`;
  const make = (message: string, endsSession = false) =>
    new ApiError(message, status, code, body?.details, endsSession);
  if (status === 500) return make(messageText('unknownError'));
  if (status === 401 || status === 403) {
    if (authFailure === 'report') return make(body ? describeBody(body) : messageText('unauthorised'));
    return make(messageText('sessionExpired'), true);
  }
  if (status === 503) return make(messageText('maintenance'), true);
  if (status === 422)
    return make(body?.error_message ? translateMessage(body.error_message) : messageText('unprocessable'));
  if (status === 400 && body?.details && Object.keys(body.details).length > 0) {
    return make(Object.values(body.details).map(translateMessage).join('\n'));
  }
  if (status === 409 && !body) return make(messageText('staleVersion'));
  if (body) return make(describeBody(body));
  return make(messageText('unableToConnect'));
}

/**
 * A catalogue message shows translated (ADR 017); otherwise the code, plus ' - ' and the message if it
 * differs.
 */
function describeBody(body: ErrorBody): string {
  if (isCatalogueMessage(body.error_message)) return translateMessage(body.error_message);
  if (!body.error_message || body.error_message === body.error_code) return body.error_code;
  return `${body.error_code} - ${body.error_message}`;
}
