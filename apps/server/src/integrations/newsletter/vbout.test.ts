import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVboutNewsletter } from './vbout.ts';
import { startVboutStub } from './vbout-stub.ts';

describe('e-mail marketing adapter against the loopback stub', () => {
  let stub: Awaited<ReturnType<typeof startVboutStub>>;
  const waits: number[] = [];
  const contact = (email: string) => ({ email, firstName: 'Anna', lastName: 'Muster' });
  const service = (over: { key?: string; timeoutMs?: number } = {}) =>
    createVboutNewsletter({
      url: stub.url,
      key: over.key ?? stub.key,
      listId: '42',
      sleep: async (ms) => void waits.push(ms),
      timeoutMs: over.timeoutMs,
    });

  beforeAll(async () => {
    stub = await startVboutStub();
  });
  afterAll(async () => stub.close());
  beforeEach(() => {
    waits.length = 0;
  });

  it('adds a contact, and the same contact again is ALREADY_SIGNED_UP (not a failure)', async () => {
    expect(await service().addContact(contact('anna@example.ch'))).toBe('SUCCESS');
    expect(stub.lists.get('42')?.has('anna@example.ch')).toBe(true);
    expect(await service().addContact(contact('anna@example.ch'))).toBe('ALREADY_SIGNED_UP');
  });

  it('a wrong key is a clear message (the provider answers 200 with errorCode 1002)', async () => {
    await expect(service({ key: 'wrong' }).addContact(contact('b@example.ch'))).rejects.toThrow(
      'Unable to sign up b@example.ch for the newsletter. The service refused our credentials: Invalid API key.',
    );
  });

  it('an address the provider refuses fails with its message', async () => {
    stub.refused.add('bad@example.ch');
    await expect(service().addContact(contact('bad@example.ch'))).rejects.toThrow(
      'Unable to sign up bad@example.ch for the newsletter. The service refused the request: Email address is invalid.',
    );
  });

  it('401 and 404 from a wrong address or proxy are clear messages', async () => {
    stub.fail({ kind: 'status', status: 401 });
    await expect(service().addContact(contact('c@example.ch'))).rejects.toThrow('(HTTP 401)');
    stub.fail({ kind: 'status', status: 404 });
    await expect(service().addContact(contact('c@example.ch'))).rejects.toThrow(
      'Unable to sign up c@example.ch for the newsletter. The service does not know it (HTTP 404)',
    );
  });

  it('429 honours Retry-After; 503 is retried with backoff; both then succeed', async () => {
    stub.fail({ kind: 'status', status: 429, retryAfter: '3' });
    expect(await service().addContact(contact('d@example.ch'))).toBe('SUCCESS');
    stub.fail({ kind: 'status', status: 503 });
    expect(await service().addContact(contact('e@example.ch'))).toBe('SUCCESS');
    expect(waits).toEqual([3000, 1000]);
  });

  it('no answer within the time-out, and a body that is not JSON', async () => {
    stub.fail({ kind: 'hang' });
    await expect(service({ timeoutMs: 300 }).addContact(contact('f@example.ch'))).rejects.toThrow(
      'The service did not answer within 0.3 s',
    );
    stub.fail({ kind: 'malformed' });
    await expect(service().addContact(contact('g@example.ch'))).rejects.toThrow(
      'The service answered something that is not JSON',
    );
  });
});
