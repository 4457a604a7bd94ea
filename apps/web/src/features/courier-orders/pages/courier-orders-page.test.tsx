import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { businessDate } from '@brigade/domain/calendar/business-date';
import type { CourierOrderView } from '@brigade/domain/schemas/dispatch';
import { messages } from '@brigade/domain/messages/catalogue';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import CourierOrdersPage from './courier-orders-page.tsx';

afterEach(() => {
  dismissAll();
  vi.unstubAllGlobals();
});

const anna: CourierOrderView = {
  id: '1001',
  reference: '2026-12-07-501',
  date: '2026-12-07',
  status: 'accepted',
  mode: 'live',
  name: 'Anna Muster',
  street: 'Seefeldstrasse 8',
  postcode: '8008',
  city: 'Zürich',
  window_from: '07:00',
  window_to: '09:00',
  parcels: 2,
  updated_at: '2026-12-06T16:00:00.000Z',
};
const ben: CourierOrderView = {
  ...anna,
  id: '1002',
  reference: '2026-12-07-502',
  status: 'delivered',
  mode: 'testing',
  name: 'Ben Graf',
  parcels: 1,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as the page calls it: the list of a date, one order, a status change (refused once asked). */
function stubApi(mode: 'local' | 'live', refuse = false) {
  let current = { ...anna };
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      if (refuse)
        return json({ error_code: 'BUSINESS_RULE', error_message: messages.courierStatusTransition }, 422);
      current = { ...current, status: JSON.parse(String(init.body)).status };
      return json(current);
    }
    if (url.startsWith('/api/v1/courier-orders/1001')) return json(current);
    return json(mode === 'local' ? { mode, orders: [] } : { mode, orders: [current, ben] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const show = (entry = '/luckabox?date=2026-12-07') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <CourierOrdersPage />
    </MemoryRouter>,
  );

describe('the external logistics screen', { timeout: 20_000 }, () => {
  it("shows today's date and, in local mode, says the service is not connected over an empty table", async () => {
    const fetch = stubApi('local');
    show('/luckabox');
    expect(await screen.findByTestId('courier-not-connected')).toHaveTextContent(
      "The external logistics service is not connected (LOGISTICS_URL, LOGISTICS_TOKEN): there are no orders there. Publishing a run uses Brigade's own tracking and the drivers' app.",
    );
    const today = businessDate(new Date());
    expect(screen.getByLabelText('Date')).toHaveValue(today);
    expect(fetch).toHaveBeenCalledWith(`/api/v1/courier-orders?date=${today}`, expect.anything());
    const table = screen.getByRole('table', { name: 'Orders at the external logistics service' });
    expect(within(table).getByTestId('courier-orders-empty')).toHaveTextContent(
      /^No orders at the external logistics service on \d\d\/\d\d\/\d{4}\.$/,
    );
    expect(screen.getByRole('heading', { name: 'External logistics' })).toBeInTheDocument();
  });

  it("lists a date's orders; the day after asks the service for that date", async () => {
    const fetch = stubApi('live');
    show();
    const table = await screen.findByRole('table', { name: 'Orders at the external logistics service' });
    const rows = await within(table).findAllByTestId('courier-order-row');
    expect(rows[0]).toHaveTextContent(
      '2026-12-07-501Anna MusterSeefeldstrasse 88008 Zürich07:00–09:002Accepted',
    );
    expect(rows[1]).toHaveTextContent('2026-12-07-502TestBen Graf');
    expect(within(rows[1]!).getByTestId('courier-status')).toHaveTextContent('Delivered');
    expect(screen.getByTestId('courier-orders-count')).toHaveTextContent('2 orders');
    expect(screen.queryByTestId('courier-not-connected')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/v1/courier-orders?date=2026-12-08', expect.anything()),
    );
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-08');
  });

  it('offers only the statuses that may follow; cancelling asks first', async () => {
    const fetch = stubApi('live');
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Open order 2026-12-07-501' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order 2026-12-07-501' });
    await within(dialog).findByText('Seefeldstrasse 8, 8008 Zürich');
    const offered = () =>
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((text) => text && !['Close', ''].includes(text));
    expect(offered()).toEqual(['Publish', 'Cancel order']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByTestId('courier-order-changed')).toHaveTextContent(
      'Status changed: Published.',
    );
    expect(within(dialog).getByTestId('courier-status')).toHaveTextContent('Published');
    expect(offered()).toEqual(['Mark picked up', 'Cancel order']);
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/courier-orders/1001/status',
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ status: 'published' }) }),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const question = await screen.findByText(/will not deliver it/);
    const confirm = question.closest<HTMLElement>('[role="dialog"]')!;
    expect(confirm).toHaveTextContent('Cancel order 2026-12-07-501?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1);
  });

  it("shows the service's refusal in the dialog", async () => {
    stubApi('live', true);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Open order 2026-12-07-501' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order 2026-12-07-501' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Publish' }));
    // Wrapped as 'Unable to <action>. <reason>' (spec §8, ADR 076).
    expect(
      await within(dialog).findByText(`Unable to update order ID 1001. ${messages.courierStatusTransition}`),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('courier-status')).toHaveTextContent('Accepted');
  });
});
