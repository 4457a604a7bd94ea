import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ConsignmentsResponse, ConsignmentView } from '@brigade/domain/schemas/logistics';
import { currentNotices, dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders, users } from '../../../test/render.tsx';
import DispatchPage from './dispatch-page.tsx';

afterEach(() => {
  dismissAll();
  localStorage.clear();
});

const bag = { dimension: { lengthCm: 40, widthCm: 30, heightCm: 30, weightKg: 4 }, description: 'Bag' };
const stop = (code: string, name: string, street: string, bags: number): ConsignmentView => ({
  orderId: Number(code.slice(-2)),
  code,
  deliveryAddress: { name, street, postcode: '8001', city: 'Zürich', instruction: null },
  pickUpTimeFrom: '12:00',
  deliveryTimeFrom: '13:00',
  deliveryTimeTo: '15:00',
  pickupIndex: 0,
  products: Array.from({ length: bags }, () => bag),
  first_name: name.split(' ')[0]!,
  trackingItems: [],
  contents: [],
});

function board(codes: readonly string[] = ['2026-12-07-11', '2026-12-07-12', '2026-12-07-13']) {
  const all = [
    stop('2026-12-07-11', 'Anna Muster', 'Bahnhofstrasse 1', 1),
    stop('2026-12-07-12', 'Beat Keller', 'Seestrasse 2', 2),
    stop('2026-12-07-13', 'Carla Roth', 'Langstrasse 3', 1),
  ];
  const consignments = codes.map((code, i) => ({ ...all.find((c) => c.code === code)!, pickupIndex: i }));
  return {
    team: 'ultrakurier',
    date: '2026-12-07',
    identifier: 'PM-0',
    consignments,
    unplaced: [
      {
        order_id: 77,
        customer_id: 5,
        first_name: 'Dora',
        last_name: 'Frei',
        reason: 'The delivery type has no courier in any of its columns.',
      },
    ],
    totals: {
      zones: [{ postcode_zone_id: 1, zone: 'Zürich City', consignments: 3, bags: 4 }],
      couriers: [{ courier_id: 2, name: 'Ultra Kurier', consignments: 3, bags: 4 }],
    },
    run: {
      stop_order_version: 4,
      published_version: 1,
      published_at: '2026-12-07T08:00:00Z',
      published_tracking: true,
      published_mode: 'testing',
      statuses: consignments.map((c) => ({
        code: c.code,
        status: 1,
        at: '2026-12-07T08:00:00Z',
        detail: null,
      })),
    },
  } satisfies ConsignmentsResponse;
}

/** The server's side: the board (in its kept order), the stop order (409 when `stale`), the label links. */
function stubApi({ stale = false } = {}) {
  let kept = board();
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.startsWith('/api/v1/label-links')) return json({ items: [] });
    if (url.endsWith('/stop-order')) {
      if (stale) {
        kept = board(['2026-12-07-13', '2026-12-07-11', '2026-12-07-12']);
        return json({ error_code: 'STALE_VERSION', error_message: 'stale' }, 409);
      }
      const { codes } = JSON.parse(String(init?.body)) as { codes: string[] };
      kept = board(codes);
      kept.run.stop_order_version = 5;
      return json({ team: 'ultrakurier', date: '2026-12-07', identifier: 'PM-0', codes, version: 5 });
    }
    return json(kept);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The server's event stream: the test sends the events a driver's phone would cause. */
class FakeEventSource {
  static current: FakeEventSource | null = null;
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor() {
    FakeEventSource.current = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  removeEventListener(name: string) {
    this.listeners.delete(name);
  }
  close() {}
  send(name: string, data: unknown) {
    this.listeners.get(name)?.(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

function renderBoard() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const router = createMemoryRouter(
    [{ path: '/consignments/:team/:date/:dateIdentifier', element: <DispatchPage /> }],
    { initialEntries: ['/consignments/ultrakurier/2026-12-07/PM-0'] },
  );
  return renderWithProviders(<RouterProvider router={router} />, { me: users.super });
}

const notices = () => currentNotices().map((n) => n.message);
const names = () => screen.getAllByTestId('stop-name').map((cell) => cell.textContent);

describe("the dispatcher's board", () => {
  it('moves a stop down, saves the order with the version read and keeps it', async () => {
    const fetch = stubApi();
    renderBoard();
    await screen.findByRole('heading', { name: '3 stops' });
    expect(names()).toEqual(['Anna Muster', 'Beat Keller', 'Carla Roth']);
    const save = screen.getByRole('button', { name: 'Save order' });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Move Anna Muster down' }));
    expect(names()).toEqual(['Beat Keller', 'Anna Muster', 'Carla Roth']);
    expect(screen.getByText('Order changed, not saved yet')).toBeInTheDocument();
    await userEvent.click(save);

    await waitFor(() => expect(notices()).toContain('Stop order saved.'));
    const put = fetch.mock.calls.find(([url]) => url.endsWith('/stop-order'));
    expect(put?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      codes: ['2026-12-07-12', '2026-12-07-11', '2026-12-07-13'],
      version: 4,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled());
    expect(names()).toEqual(['Beat Keller', 'Anna Muster', 'Carla Roth']);
    expect(screen.getAllByTestId('stop-number').map((n) => n.textContent)).toEqual(['1', '2', '3']);
    // Totals, unplaced orders with their reason in the user's language, and the chosen run kept for next time.
    expect(screen.getByRole('table', { name: 'Per zone' })).toHaveTextContent('Zürich City34');
    expect(screen.getByTestId('unplaced-row')).toHaveTextContent('The delivery type has no courier');
    expect(JSON.parse(localStorage.getItem('brigade.dispatch.run') ?? '{}')).toEqual({
      team: 'ultrakurier',
      date: '2026-12-07',
      identifier: 'PM-0',
    });
  }, 15_000);

  it('says so when someone else saved meanwhile, and shows the order the server keeps', async () => {
    stubApi({ stale: true });
    renderBoard();
    await screen.findByRole('heading', { name: '3 stops' });
    await userEvent.click(screen.getByRole('button', { name: 'Move Carla Roth up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(notices().join()).toMatch(/^Someone else saved the stop order meanwhile/));
    await waitFor(() => expect(names()).toEqual(['Carla Roth', 'Anna Muster', 'Beat Keller']));
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();
  }, 15_000);

  it("updates a stop's chip and the counts live when a driver checks in", async () => {
    stubApi();
    renderBoard();
    await screen.findByRole('heading', { name: '3 stops' });
    expect(screen.getByTestId('status-count-1')).toHaveTextContent('Created: 3');
    act(() =>
      FakeEventSource.current?.send('consignment-tracking', {
        team: 'ultrakurier',
        date: '2026-12-07',
        identifier: 'PM-0',
        code: '2026-12-07-12',
        status: 3,
        at: '2026-12-07T13:05:00Z',
      }),
    );
    const row = screen.getAllByTestId('stop-row')[1]!;
    await waitFor(() => expect(within(row).getByTestId('stop-status')).toHaveTextContent('En route'));
    expect(screen.getByTestId('status-count-1')).toHaveTextContent('Created: 2');
    expect(screen.getByTestId('status-count-3')).toHaveTextContent('En route: 1');
    // Another run's event changes nothing here.
    act(() =>
      FakeEventSource.current?.send('consignment-tracking', {
        team: 'rico',
        date: '2026-12-07',
        identifier: 'PM-0',
        code: '2026-12-07-11',
        status: 4,
        at: '2026-12-07T13:06:00Z',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('status-count-4')).toHaveTextContent('Handed to recipient: 0');
  });
});
