import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messages } from '@brigade/domain/messages/catalogue';
import { apiRequest, requestTimeoutMs, setSessionEndedHandler } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { currentNotices, dismissAll } from './notifications.ts';

/*
 * No server runs in unit tests: fetch answers with a Response, so these test the client's mapping of
 * statuses to messages and effects, not a feature.
 */
function answer(status: number, body?: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const errorBody = (code: string, message: string, details?: Record<string, string>) => ({
  error_code: code,
  error_message: message,
  ...(details ? { details } : {}),
});

let ended: string[];
beforeEach(() => {
  ended = [];
  setSessionEndedHandler((message) => ended.push(message));
});
afterEach(() => setSessionEndedHandler(() => undefined));

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials and parses the answer with the schema', async () => {
    const fetch = answer(200, { version: '1.2.3' });
    const result = await apiRequest('/system/version', {
      method: 'POST',
      body: { new_version: '1.2.3' },
      query: { a: 1, empty: '', none: undefined },
      schema: z.object({ version: z.string() }),
    });
    expect(result).toEqual({ version: '1.2.3' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/system/version?a=1');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"new_version":"1.2.3"}');
  });

  it('a success with x-brigade-warning shows that catalogue message as a warning that stays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(null, { status: 204, headers: { 'x-brigade-warning': 'cacheFlushFailed' } }),
      ),
    );
    dismissAll();
    await apiRequest('/allergens/1', { method: 'DELETE' });
    expect(currentNotices()).toEqual([
      expect.objectContaining({ message: messages.cacheFlushFailed, severity: 'warning', source: 'screen' }),
    ]);
    dismissAll();
  });

  it('gives undefined for 204', async () => {
    answer(204);
    await expect(apiRequest('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('500 → the unknown-error message, the session stays', async () => {
    answer(500, errorBody('INTERNAL_ERROR', 'boom', { request_id: 'r1' }));
    const error = await failure(apiRequest('/users'));
    expect(error.message).toBe(messages.unknownError);
    expect(error.status).toBe(500);
    expect(ended).toEqual([]);
  });

  it.each([401, 403])('%i → session expired, and the user is logged out', async (status) => {
    answer(status, errorBody('UNAUTHORISED', messages.unauthorised));
    const error = await failure(apiRequest('/users'));
    expect(error.message).toBe(messages.sessionExpired);
    expect(error.endsSession).toBe(true);
    expect(ended).toEqual([messages.sessionExpired]);
  });

  it('401 on login reports the server message instead of logging out', async () => {
    answer(401, errorBody('UNAUTHORISED', messages.unauthorised));
    const error = await failure(apiRequest('/auth/login', { method: 'POST', authFailure: 'report' }));
    expect(error.message).toBe('Unauthorised');
    expect(ended).toEqual([]);
  });

  it('422 → the server message, translated when it is a catalogue message', async () => {
    answer(422, errorBody('BUSINESS_RULE', messages.cannotDeleteSelf));
    expect((await failure(apiRequest('/users/1', { method: 'DELETE' }))).message).toBe(
      messages.cannotDeleteSelf,
    );
    answer(422, errorBody('BUSINESS_RULE', 'Week is closed'));
    expect((await failure(apiRequest('/x'))).message).toBe('Week is closed');
  });

  it('422 without a message → unprocessable', async () => {
    answer(422);
    expect((await failure(apiRequest('/x'))).message).toBe(messages.unprocessable);
  });

  it('503 → maintenance, and the user is logged out', async () => {
    answer(503, errorBody('MAINTENANCE', 'down'));
    const error = await failure(apiRequest('/x'));
    expect(error.message).toBe(messages.maintenance);
    expect(ended).toEqual([messages.maintenance]);
  });

  it('400 with details → the field messages as separate lines, details kept for forms', async () => {
    const details = { name: messages.nameRequired, name_de: messages.nameTooLong };
    answer(400, errorBody('VALIDATION_ERROR', 'Invalid request', details));
    const error = await failure(apiRequest('/allergens', { method: 'POST', body: {} }));
    expect(error.message).toBe(`${messages.nameRequired}\n${messages.nameTooLong}`);
    expect(error.details).toEqual(details);
  });

  it('a body with error_code and a catalogue message → the message', async () => {
    answer(409, errorBody('CONFLICT', messages.staleVersion));
    expect((await failure(apiRequest('/allergens/1', { method: 'PUT' }))).message).toBe(
      messages.staleVersion,
    );
  });

  it('a body with error_code and another message → code - message, or the code alone when equal', async () => {
    answer(404, errorBody('NOT_FOUND', 'No such route'));
    expect((await failure(apiRequest('/x'))).message).toBe('NOT_FOUND - No such route');
    answer(418, errorBody('TEAPOT', 'TEAPOT'));
    expect((await failure(apiRequest('/x'))).message).toBe('TEAPOT');
  });

  it('409 without a body → the stale-version message', async () => {
    answer(409);
    expect((await failure(apiRequest('/x'))).message).toBe(messages.staleVersion);
  });

  it('429 → the server message (rate limit)', async () => {
    answer(429, errorBody('RATE_LIMITED', messages.tooManyLogins));
    expect((await failure(apiRequest('/auth/login', { authFailure: 'report' }))).message).toBe(
      messages.tooManyLogins,
    );
  });

  it('other non-2xx without a body → unable to connect', async () => {
    answer(502);
    expect((await failure(apiRequest('/x'))).message).toBe(messages.unableToConnect);
  });

  it('no status (network failure) → Unknown error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(apiRequest('/x'));
    expect(error.message).toBe('Unknown error');
    expect(error.status).toBe(0);
  });

  it('gives up after 20000 ms as a call without status', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise((_resolve, reject) =>
              init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
            ),
        ),
      );
      const pending = failure(apiRequest('/x'));
      await vi.advanceTimersByTimeAsync(requestTimeoutMs);
      expect((await pending).message).toBe(messages.unknown);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows messages in German under /de', async () => {
    await i18n.changeLanguage('de');
    answer(401, errorBody('UNAUTHORISED', messages.unauthorised));
    expect((await failure(apiRequest('/users'))).message).toBe(
      'Ihre Sitzung ist abgelaufen! Bitte melden Sie sich erneut an.',
    );
    answer(400, errorBody('VALIDATION_ERROR', 'x', { username: messages.usernameRequired }));
    expect((await failure(apiRequest('/auth/login', { authFailure: 'report' }))).message).toBe(
      'Benutzername/E-Mail ist erforderlich',
    );
  });

  it('a response that breaks the contract → unknown error', async () => {
    answer(200, { version: 3 });
    const error = await failure(apiRequest('/system/version', { schema: z.object({ version: z.string() }) }));
    expect(error.message).toBe(messages.unknownError);
  });
});
