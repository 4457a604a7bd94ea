import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReadinessSection } from './readiness-section.tsx';

afterEach(() => {
  dismissAll();
  vi.unstubAllGlobals();
});

const listKey = 'ap/shopping_list/7/list';
const missingKey = 'menu/2026-03-02/9';
const brokenKey = 'ap/broken';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server whose shopping list 7 is stored from the second question on; the menu never; ap/broken fails. */
function stubServer() {
  const asked = new Map<string, number>();
  const fetch = vi.fn(async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/v1/shopping-lists') {
      return json({
        total: 1,
        items: [
          {
            shopping_list_id: 7,
            name: 'Kitchen week 12',
            dates: ['2026-03-16'],
            week_id: '2026-12',
            cost_chf: 120,
            created_at: '2026-03-10T10:00:00Z',
            computed_at: '2026-03-10T10:00:00Z',
            version: 1,
          },
        ],
      });
    }
    if (pathname.startsWith('/api/v1/menus/dates/')) {
      return json({ date: pathname.slice(-10), menus: [], current: [], additional_day_version: 0 });
    }
    if (pathname === '/api/v1/system/cache') {
      const key = searchParams.get('key')!;
      const n = (asked.get(key) ?? 0) + 1;
      asked.set(key, n);
      if (key === brokenKey) {
        return json({ error_code: 'UPSTREAM_FAILED', error_message: `Unable to ping ${key}` }, 502);
      }
      return json({ key, ready_to_go: key === listKey && n >= 2 });
    }
    return json({ error_code: 'NOT_FOUND', error_message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, asked };
}

const section = () => screen.getByRole('region', { name: 'Cache readiness' });
const keysBox = () => within(section()).getByRole('combobox', { name: 'Cache keys' });
const stateOf = (key: string) =>
  within(screen.getByRole('table', { name: 'Readiness of the cache keys' })).getByRole('row', {
    name: new RegExp(key),
  });

async function typeKey(key: string) {
  await userEvent.type(keysBox(), `${key}{Enter}`);
}

async function setMaxRounds(value: string) {
  const field = within(section()).getByRole('spinbutton', { name: 'Give up after (rounds)' });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

// The poll waits 1 s between rounds for real: a test takes a few seconds.
describe('the cache readiness of the dev tools', { timeout: 20_000 }, () => {
  it('polls picked and typed keys 1 s apart until the rounds run out, with each key’s state', async () => {
    const { asked } = stubServer();
    renderWithProviders(<ReadinessSection />);
    expect(within(section()).getByRole('button', { name: 'Check until ready' })).toBeDisabled();

    await userEvent.click(keysBox());
    await userEvent.click(await screen.findByRole('option', { name: /Kitchen week 12/ }));
    await typeKey(missingKey);
    await setMaxRounds('3');
    await userEvent.click(within(section()).getByRole('button', { name: 'Check until ready' }));

    expect(await within(section()).findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(stateOf(missingKey)).toHaveTextContent(/Waiting/);
    await waitFor(() => expect(stateOf(listKey)).toHaveTextContent('Ready in round 2'), { timeout: 8000 });
    await waitFor(
      () => expect(screen.getByTestId('readiness-outcome')).toHaveTextContent('Gave up after 3 rounds'),
      {
        timeout: 8000,
      },
    );
    expect(stateOf(missingKey)).toHaveTextContent('Not ready after 3 rounds');
    // A key once ready is not asked again.
    expect(asked.get(listKey)).toBe(2);
    expect(asked.get(missingKey)).toBe(3);
    expect(within(section()).getByRole('button', { name: 'Check until ready' })).toBeEnabled();
  });

  it('ends when all are ready', async () => {
    stubServer();
    renderWithProviders(<ReadinessSection />);
    await typeKey(listKey);
    await userEvent.click(within(section()).getByRole('button', { name: 'Check until ready' }));
    await waitFor(
      () => expect(screen.getByTestId('readiness-outcome')).toHaveTextContent('All ready after 2 rounds.'),
      {
        timeout: 8000,
      },
    );
    expect(stateOf(listKey)).toHaveTextContent('Ready in round 2');
  });

  it('stops at a key that cannot be checked, with the server’s reason', async () => {
    stubServer();
    renderWithProviders(<ReadinessSection />);
    await typeKey(missingKey);
    await typeKey(brokenKey);
    await userEvent.click(within(section()).getByRole('button', { name: 'Check until ready' }));
    expect(await screen.findByText('Stopped: a key could not be checked.')).toBeInTheDocument();
    expect(stateOf(brokenKey)).toHaveTextContent('Failed in round 1');
    expect(stateOf(brokenKey)).toHaveTextContent(`Unable to ping ${brokenKey}`);
    expect(stateOf(missingKey)).toHaveTextContent('Not ready');
  });

  it('Stop ends a poll without a limit', async () => {
    const { asked } = stubServer();
    renderWithProviders(<ReadinessSection />);
    await typeKey(missingKey);
    await setMaxRounds('');
    await userEvent.click(within(section()).getByRole('button', { name: 'Check until ready' }));
    await waitFor(() => expect(screen.getByText('Checking … 2 rounds so far.')).toBeInTheDocument(), {
      timeout: 8000,
    });
    await userEvent.click(within(section()).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(/^Stopped after 2 rounds\.$/)).toBeInTheDocument();
    expect(stateOf(missingKey)).toHaveTextContent('Not ready after 2 rounds');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(asked.get(missingKey)).toBe(2);
  });
});
