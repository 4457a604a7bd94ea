import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsletterContact, SignUpRun } from '@brigade/domain/schemas/newsletter';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import NewsletterPage from './newsletter-page.tsx';

afterEach(() => {
  dismissAll();
  vi.unstubAllGlobals();
});

const jobId = '00000000-0000-4000-8000-0000000000aa';
const contact = (id: number, name: string, newsletter: boolean): NewsletterContact => ({
  customer_id: id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.ch`,
  newsletter,
  last_result: null,
  last_message: null,
  last_at: null,
});
const contacts = [
  contact(1, 'Anna Muster', true),
  contact(2, 'Beat Keller', false),
  contact(3, 'Carla Roth', true),
];
const answered = (over: Partial<NewsletterContact>[]) => contacts.map((c, i) => ({ ...c, ...over[i] }));
const finished: SignUpRun = {
  job_id: jobId,
  state: 'completed',
  total: 3,
  results: [
    {
      customer_id: 1,
      email: 'anna@example.ch',
      result: 'SUCCESS',
      message: 'Added to the list',
      at: '2026-11-26T10:00:00Z',
    },
    {
      customer_id: 2,
      email: 'beat@example.ch',
      result: 'NO_SIGN_UP',
      message: 'Did not opt in to the newsletter',
      at: '2026-11-26T10:00:00Z',
    },
    {
      customer_id: 3,
      email: 'carla@example.ch',
      result: 'FAILED',
      message: 'HTTP 500: list is locked',
      at: '2026-11-26T10:00:01Z',
    },
  ],
};

/** The contacts API, a sign-up that queues a job, and the run (running once, then finished). */
function stubApi() {
  let runReads = 0;
  let signedUp = false;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    let body: unknown;
    if (url.startsWith('/api/v1/newsletter/contacts')) {
      const items = url.includes('opted_in=true') ? contacts.filter((c) => c.newsletter) : contacts;
      const shown = signedUp
        ? answered([
            { last_result: 'SUCCESS', last_message: 'Added to the list', last_at: '2026-11-26T10:00:00Z' },
          ])
        : items;
      body = { items: shown, total: shown.length };
    } else if (init?.method === 'POST') {
      body = { job_id: jobId };
    } else {
      runReads += 1;
      signedUp = runReads > 1;
      body = runReads > 1 ? finished : { job_id: jobId, state: 'active', total: 3, results: [] };
    }
    return new Response(JSON.stringify(body), {
      status: init?.method === 'POST' ? 202 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('e-mail marketing', () => {
  it('"select all on this page" chooses every row; the run shows progress, then counts and each answer', async () => {
    const fetch = stubApi();
    renderWithProviders(<NewsletterPage />);
    const table = await screen.findByRole('table', { name: 'Customers for the newsletter' });
    await within(table).findByText('Anna Muster');
    const signUp = screen.getByRole('button', { name: /^Sign up 0 chosen/ });
    expect(signUp).toBeDisabled();
    expect(within(table).getAllByText('No')).toHaveLength(1);

    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(table).getByRole('checkbox', { name: 'Choose Beat Keller' })).toBeChecked();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose Beat Keller' }));
    expect(within(table).getByRole('checkbox', { name: 'Select all on this page' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose Beat Keller' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up 3 chosen' }));

    const posted = await waitFor(() => {
      const call = fetch.mock.calls.find(([url]) => url === '/api/v1/newsletter/sign-ups');
      expect(call?.[1]?.method).toBe('POST');
      return JSON.parse(String(call?.[1]?.body)) as { customer_ids: number[] };
    });
    expect(posted.customer_ids.toSorted()).toEqual([1, 2, 3]);
    const panel = await screen.findByRole('region', { name: 'Newsletter sign-up' });
    // Polled every second until it completes.
    await within(panel).findByText('Done: 3 customers processed', undefined, { timeout: 3000 });
    expect(within(panel).getByTestId('newsletter-summary')).toHaveTextContent(
      '1 signed up, 0 already on the list, 1 did not opt in, 1 failed',
    );
    expect(within(panel).getByRole('progressbar', { name: 'Sign-up progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const rows = within(within(panel).getByRole('table', { name: 'Results per contact' })).getAllByTestId(
      'newsletter-run-result',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Anna Musteranna@example.chSigned upAdded to the list',
      'Beat Kellerbeat@example.chDid not opt inDid not opt in to the newsletter',
      'Carla Rothcarla@example.chFailedHTTP 500: list is locked',
    ]);
    // The contacts are read again: their last answer shows.
    await within(table).findByText(/^Added to the list · /);
    expect(screen.getByRole('button', { name: /^Sign up 0 chosen/ })).toBeDisabled();
  }, 15_000);

  it('"only opted in" asks the server for those who opted in and starts again at the first page', async () => {
    const fetch = stubApi();
    renderWithProviders(<NewsletterPage />);
    await screen.findByText('Beat Keller');
    await userEvent.click(screen.getByRole('switch', { name: 'Only opted in' }));
    await waitFor(() => expect(screen.queryByText('Beat Keller')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/v1/newsletter/contacts?start=0&length=25&opted_in=true',
      expect.anything(),
    );
  });
});
