import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DriverRun } from '@brigade/domain/schemas/dispatch';
import { isDriverAppPath } from '../lib/locale.ts';
import { users } from '../test/render.tsx';
import { runOfPath, startDriverApp } from './driver-entry.tsx';

const startAdminApp = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./admin-entry.tsx', () => ({ startAdminApp }));

const path = '/consignments/ultrakurier/2026-03-02/AM-0/app';
const run: DriverRun = {
  team: 'ultrakurier',
  date: '2026-03-02',
  identifier: 'AM-0',
  published_at: '2026-03-02T04:00:00.000Z',
  stops: [
    {
      code: 'UK-1',
      pickup_index: 0,
      order_ids: [1],
      name: 'Customer 1',
      company: null,
      street: 'Bahnhofstrasse 1',
      co: null,
      postcode: '8001',
      city: 'Zürich',
      phone: null,
      instruction: null,
      window_from: '08:00',
      window_to: '10:00',
      bags: 2,
      status: 1,
      status_at: '2026-03-02T05:00:00.000Z',
      detail: null,
    },
  ],
};

/** The server: who is logged in (null: nobody, 204 as the server answers), and the run. */
function serve(me: object | null) {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/v1/auth/me') return me ? json(me) : new Response(null, { status: 204 });
      if (url.endsWith('/AM-0/app')) return json(run);
      return json({ error_code: 'NOT_FOUND', error_message: 'Not found' }, 404);
    }),
  );
}

function page(url: string): HTMLElement {
  window.history.pushState(null, '', url);
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.pushState(null, '', '/');
});

describe("the drivers' app's own entry", () => {
  it('takes its own URLs, in both languages, and reads the run from them', () => {
    expect(isDriverAppPath(path)).toBe(true);
    expect(isDriverAppPath(`/de${path}`)).toBe(true);
    expect(isDriverAppPath('/consignments/ultrakurier/2026-03-02/AM-0')).toBe(false);
    expect(isDriverAppPath('/consignments/ultrakurier/2026-03-02/AM-0/run-sheet')).toBe(false);
    expect(runOfPath(`/de${path}`)).toEqual({ team: 'ultrakurier', date: '2026-03-02', identifier: 'AM-0' });
  });

  it("shows the run to a logged-in driver without the admin app, titled as the admin app's route", async () => {
    serve(users.driver);
    await act(() => startDriverApp(page(path)));
    const card = await screen.findByRole('region', { name: 'Stop 1: Customer 1' }, { timeout: 10_000 });
    expect(within(card).getByText('2 bags')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Check in' })).toBeInTheDocument();
    expect(document.title).toBe('Consignments · Brigade');
    expect(startAdminApp).not.toHaveBeenCalled();
  });

  it('hands the page to the admin app (its login) when there is no session', async () => {
    serve(null);
    const element = page(path);
    await act(() => startDriverApp(element));
    expect(startAdminApp).toHaveBeenCalledWith(element);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
