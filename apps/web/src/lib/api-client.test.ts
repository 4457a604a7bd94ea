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
    expect(error.message).toBe(`${messages.unableToGetUsers} ${messages.unknownError}`);
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
      `${messages.unableToDeleteUser} ${messages.cannotDeleteSelf}`,
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
    expect(error.message).toBe(
      `${messages.unableToSaveAllergen} ${messages.nameRequired}\n${messages.nameTooLong}`,
    );
    expect(error.details).toEqual(details);
  });

  it('a body with error_code and a catalogue message → the message', async () => {
    answer(409, errorBody('CONFLICT', messages.staleVersion));
    expect((await failure(apiRequest('/allergens/1', { method: 'PUT' }))).message).toBe(
      `${messages.unableToSaveAllergen} ${messages.staleVersion}`,
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
    expect(error.message).toBe(`${messages.unableToGetAppVersion} ${messages.unknownError}`);
  });
});

describe("apiRequest: 'Unable to <action>. <reason>' (spec §8, ADR 076)", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('puts the action of the call before the reason, in English and in German', async () => {
    await i18n.changeLanguage('en');
    answer(409, errorBody('CONFLICT', messages.staleVersion));
    expect((await failure(apiRequest('/customers/12', { method: 'PUT', body: {} }))).message).toBe(
      'Unable to create/update customer. Someone else changed this record while you were editing. Reload it and apply your change again.',
    );
    await i18n.changeLanguage('de');
    answer(500);
    expect((await failure(apiRequest('/customers/12'))).message).toBe(
      'Kundendaten konnten nicht geladen werden. Ein unbekannter Fehler ist aufgetreten. Wenn das Problem weiterhin besteht, kontaktieren Sie uns bitte.',
    );
  });

  it("fills the route's id into the action, and a static route wins over a parameter", async () => {
    answer(404, errorBody('NOT_FOUND', messages.notFound));
    expect((await failure(apiRequest('/special-programmes/7'))).message).toBe(
      'Unable to get special programme 7. Not found',
    );
    answer(502);
    expect((await failure(apiRequest('/customers/autocomplete', { query: { q: 'Mia' } }))).message).toBe(
      `Unable to autocomplete customer. ${messages.unableToConnect}`,
    );
  });

  it('wraps a call that got no answer, and keeps the field messages of a 400 for the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await failure(apiRequest('/couriers', { method: 'POST', body: { name: 'A' } }));
    expect(offline.message).toBe('Unable to save courier. Unknown error');
    expect(offline.status).toBe(0);
    const details = { name: messages.courierNameTaken };
    answer(400, errorBody('VALIDATION_ERROR', 'Invalid request', details));
    const invalid = await failure(apiRequest('/couriers/3', { method: 'PUT', body: { name: 'A' } }));
    expect(invalid.message).toBe(`Unable to save courier. ${messages.courierNameTaken}`);
    expect(invalid.details).toEqual(details);
  });

  it('leaves the session-ending messages alone (401, 403, 503)', async () => {
    for (const [status, text] of [
      [401, messages.sessionExpired],
      [403, messages.sessionExpired],
      [503, messages.maintenance],
    ] as const) {
      answer(status, errorBody('X', 'x'));
      const error = await failure(apiRequest('/customers/12'));
      expect(error.message).toBe(text);
      expect(error.endsSession).toBe(true);
    }
  });

  it("passes a caller's own abort on untouched", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = apiRequest('/customers', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(DOMException);
  });
});

describe("apiRequest: 'Only one call per endpoint at any one time.'", () => {
  /** fetch answers only when the test says so. */
  function held() {
    const pending: (() => void)[] = [];
    const fetch = vi.fn<typeof globalThis.fetch>(
      () => new Promise((resolve) => pending.push(() => resolve(new Response(null, { status: 204 })))),
    );
    vi.stubGlobal('fetch', fetch);
    return { fetch, answerAll: () => pending.splice(0).forEach((answerOne) => answerOne()) };
  }

  it('refuses a second identical write while the first is in flight, and allows it after', async () => {
    const { fetch, answerAll } = held();
    const body = { name: 'Velo' };
    const first = apiRequest('/couriers/3', { method: 'PUT', body });
    const second = await failure(apiRequest('/couriers/3', { method: 'PUT', body }));
    expect(second.message).toBe(`Unable to save courier. ${messages.onlyOneCall}`);
    expect(second.code).toBe('ONLY_ONE_CALL');
    expect(fetch).toHaveBeenCalledTimes(1);
    answerAll();
    await first;
    const third = apiRequest('/couriers/3', { method: 'PUT', body });
    answerAll();
    await expect(third).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says it in German under /de', async () => {
    await i18n.changeLanguage('de');
    try {
      const { answerAll } = held();
      const first = apiRequest('/customers/12', { method: 'DELETE', query: { version: 2 } });
      const second = await failure(apiRequest('/customers/12', { method: 'DELETE', query: { version: 2 } }));
      expect(second.message).toBe(
        'Kunde konnte nicht gelöscht werden. Pro Endpunkt ist jeweils nur ein Aufruf gleichzeitig möglich.',
      );
      answerAll();
      await first;
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('lets reads and writes with another body or path through', async () => {
    const { fetch, answerAll } = held();
    const calls = [
      apiRequest('/couriers'),
      apiRequest('/couriers'),
      apiRequest('/couriers/3', { method: 'PUT', body: { name: 'A' } }),
      apiRequest('/couriers/3', { method: 'PUT', body: { name: 'B' } }),
      apiRequest('/couriers/4', { method: 'PUT', body: { name: 'A' } }),
    ];
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(5));
    answerAll();
    await Promise.all(calls);
  });
});
