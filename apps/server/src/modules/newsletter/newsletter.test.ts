import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { eventually } from '../../../test/jobs.ts';
import { startVboutStub } from '../../integrations/newsletter/vbout-stub.ts';

interface Run {
  state: string;
  total: number | null;
  results: { customer_id: number; email: string; result: string; message: string }[];
}

describe('newsletter sign-up of chosen customers', () => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startVboutStub>>;
  let admin: string;
  const ids: number[] = [];

  beforeAll(async () => {
    stub = await startVboutStub();
    t = await buildTestApp({ env: { VBOUT_URL: stub.url, VBOUT_KEY: stub.key, VBOUT_LIST_ID: '7' } });
    admin = await loginAs(t.app, 'SUPER');
    // 20 customers: 17 opted in, 3 did not; one address the provider refuses, one already on its list.
    for (let n = 1; n <= 20; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/customers',
        headers: { cookie: admin },
        payload: {
          first_name: 'Letter',
          last_name: `Reader${n}`,
          email: n === 5 ? 'refused@example.ch' : `reader${n}@example.ch`,
          newsletter: n > 3,
          billing_address: { street: 'Weg 1', postcode: '8400', city: 'Winterthur' },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().customer_id);
    }
    stub.refused.add('refused@example.ch');
    stub.lists.set('7', new Set(['reader6@example.ch']));
  });
  afterAll(async () => {
    await t.app.close();
    await stub.close();
  });

  const signUp = async (customerIds: number[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/sign-ups',
      headers: { cookie: admin },
      payload: { customer_ids: customerIds },
    });
    expect(response.statusCode, response.body).toBe(202);
    const { job_id } = response.json();
    return eventually(async () => {
      const run = await t.app.inject({
        url: `/api/v1/newsletter/sign-ups/${job_id}`,
        headers: { cookie: admin },
      });
      const body = run.json() as Run;
      return body.state === 'completed' ? body : undefined;
    });
  };
  const count = (run: Run, result: string) => run.results.filter((r) => r.result === result).length;

  it('answers every contact: no sign-up without opt-in, already on the list, added, failed with the reason', async () => {
    const run = await signUp(ids);
    expect(run.total).toBe(20);
    expect(run.results).toHaveLength(20);
    expect(count(run, 'NO_SIGN_UP')).toBe(3);
    expect(count(run, 'ALREADY_SIGNED_UP')).toBe(1);
    expect(count(run, 'FAILED')).toBe(1);
    expect(count(run, 'SUCCESS')).toBe(15);
    const failed = run.results.find((r) => r.result === 'FAILED');
    expect(failed).toMatchObject({
      email: 'refused@example.ch',
      message:
        'Unable to sign up refused@example.ch for the newsletter. The service refused the request: Email address is invalid.',
    });
    // Those who did not opt in were never sent.
    expect(stub.lists.get('7')?.has('reader1@example.ch')).toBe(false);
    expect(stub.lists.get('7')?.size).toBe(16);
  });

  it('a second run sends nobody who is already signed up', async () => {
    const callsBefore = stub.calls;
    const run = await signUp(ids);
    expect(count(run, 'ALREADY_SIGNED_UP')).toBe(16);
    expect(count(run, 'SUCCESS')).toBe(0);
    // Only the failed address is tried again.
    expect(stub.calls - callsBefore).toBe(1);
  });

  it('lists the contacts with their choice and last answer', async () => {
    const response = await t.app.inject({
      url: '/api/v1/newsletter/contacts?q=Reader1&opted_in=true&sort_by=email',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { email: string; newsletter: boolean; last_result: string }[];
    expect(items.map((i) => i.email)).toEqual([
      'reader10@example.ch',
      'reader11@example.ch',
      'reader12@example.ch',
      'reader13@example.ch',
      'reader14@example.ch',
      'reader15@example.ch',
      'reader16@example.ch',
      'reader17@example.ch',
      'reader18@example.ch',
      'reader19@example.ch',
    ]);
    expect(items.every((i) => i.newsletter && i.last_result === 'ALREADY_SIGNED_UP')).toBe(true);
  });

  it('refuses an empty choice, too many customers and other roles', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/sign-ups',
      headers: { cookie: admin },
      payload: { customer_ids: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_message).toBe('Choose at least one customer');
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/sign-ups',
      headers: { cookie: admin },
      payload: { customer_ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
    });
    expect(many.json().error_message).toBe('Sign up at most 1000 customers at once');
    const chef = await loginAs(t.app, 'SUPER_CHEF');
    const refused = await t.app.inject({ url: '/api/v1/newsletter/contacts', headers: { cookie: chef } });
    expect(refused.statusCode).toBe(403);
    const unknown = await t.app.inject({
      url: '/api/v1/newsletter/sign-ups/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
