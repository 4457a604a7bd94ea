import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobView } from '@brigade/domain/schemas/operations';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { JobsSection } from './jobs-section.tsx';

afterEach(() => {
  dismissAll();
  vi.unstubAllGlobals();
});

const job = (over: Partial<JobView>): JobView => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'shop.import',
  state: 'completed',
  retry_count: 0,
  retry_limit: 3,
  created_at: '2026-11-26T10:00:00Z',
  started_at: null,
  completed_at: null,
  progress: null,
  result: null,
  error: null,
  ...over,
});

const failed = job({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'mail.send',
  state: 'failed',
  error: 'SMTP 550',
});
const running = job({
  id: '00000000-0000-4000-8000-000000000003',
  name: 'shop.pull',
  state: 'active',
  progress: { done: 3, total: 10, note: 'page 1' },
});

function stubJobs() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body =
      init?.method === 'POST'
        ? { ...failed, state: 'created' }
        : { jobs: url.includes('state=failed') ? [failed] : [running, failed, job({})] };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the jobs of the dev tools', () => {
  it('shows state, progress and error; only failed jobs offer Retry, which queues them again', async () => {
    const fetch = stubJobs();
    renderWithProviders(<JobsSection />);
    const table = await screen.findByRole('table', { name: 'Jobs' });
    await within(table).findByText('shop.pull');
    expect(within(table).getByText('Progress: 3 / 10 (page 1)')).toBeInTheDocument();
    expect(within(table).getByText('SMTP 550')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);

    await userEvent.click(within(table).getByRole('button', { name: 'Retry mail.send' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        `/api/v1/jobs/mail.send/${failed.id}/retry`,
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });

  it('"Only failed" lists the dead letters', async () => {
    const fetch = stubJobs();
    renderWithProviders(<JobsSection />);
    await screen.findByText('shop.pull');
    await userEvent.click(screen.getByRole('switch', { name: 'Only failed (dead letters)' }));
    await waitFor(() => expect(screen.queryByText('shop.pull')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenLastCalledWith('/api/v1/jobs?state=failed', expect.anything());
    expect(screen.getByText('mail.send')).toBeInTheDocument();
  });
});
