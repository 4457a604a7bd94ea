import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { SubscriptionContractView, SubscriptionDetail } from '@brigade/domain/schemas/subscriptions';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import SubscriptionsPage from './subscriptions-page.tsx';

afterEach(() => {
  dismissAll();
  vi.unstubAllGlobals();
});

const ours: SubscriptionContractView = {
  contract_id: 301,
  status: 'ACTIVE',
  customer_email: 'anna@example.ch',
  customer_name: 'Anna Abo',
  interval: 'WEEK',
  interval_count: 2,
  next_billing_date: '2026-12-07T09:00:00Z',
  amount: '289',
  currency: 'CHF',
  created_at: '2026-11-01T09:00:00Z',
  order_name: '#1301',
  customer_id: 7,
};
const stranger: SubscriptionContractView = {
  ...ours,
  contract_id: 302,
  status: 'PAUSED',
  customer_email: 'no@example.ch',
  customer_name: 'No Customer',
  customer_id: null,
};
const detail = (status: SubscriptionDetail['status'], changed: number[] = []): SubscriptionDetail => ({
  ...ours,
  status,
  amount: null,
  currency: null,
  order_name: null,
  lines: [{ product_id: 'p', variant_id: 'v', title: 'LEAN', quantity: 1 }],
  orders: [
    {
      order_id: 40,
      start_week: '2026_01',
      end_week: status === 'ACTIVE' ? null : '2026_48',
      is_subscription: true,
      cancelled: false,
    },
    { order_id: 41, start_week: '2025_30', end_week: '2025_33', is_subscription: false, cancelled: false },
  ],
  changed_order_ids: changed,
});

function stubApi(connected = true) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    let body: unknown;
    if (init?.method === 'PUT') {
      const { status } = JSON.parse(String(init.body)) as { status: SubscriptionDetail['status'] };
      body = detail(status, [40]);
    } else if (url.startsWith('/api/v1/subscriptions/301')) body = detail('ACTIVE');
    else
      body = connected
        ? { connected, contracts: [stranger, ours], page: 0, has_more: false }
        : { connected, contracts: [], page: 0, has_more: false };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const show = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/appstle']}>
      <SubscriptionsPage />
    </MemoryRouter>,
  );

describe('the subscription tool', { timeout: 20_000 }, () => {
  it('says so when the service is not connected', async () => {
    stubApi(false);
    show();
    expect(await screen.findByTestId('subscriptions-not-connected')).toHaveTextContent(
      'The subscription service is not connected (APPSTLE_KEY)',
    );
    expect(screen.queryByRole('table', { name: 'Subscription contracts' })).not.toBeInTheDocument();
  });

  it('lists the contracts with our customer; pausing shows the new status and the orders it changed', async () => {
    const fetch = stubApi();
    show();
    const table = await screen.findByRole('table', { name: 'Subscription contracts' });
    const rows = await within(table).findAllByTestId('contract-row');
    expect(rows[0]).toHaveTextContent('302PausedNo Customerno@example.chnot a customer of ours');
    expect(rows[1]).toHaveTextContent('Every 2 weeks');
    expect(rows[1]).toHaveTextContent('CHF 289.00');
    expect(within(rows[1]!).getByRole('link', { name: 'Anna Abo' })).toHaveAttribute('href', '/customers/7');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Open contract 301' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract 301' });
    await within(dialog).findByText('LEAN');
    // What only the list knows fills the detail.
    expect(within(dialog).getByText('#1301')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByTestId('contract-changed')).toHaveTextContent(
      'The contract is paused. Our order changed: #40.',
    );
    expect(within(dialog).getByTestId('contract-status')).toHaveTextContent('Paused');
    const [changed, untouched] = within(dialog).getAllByTestId('contract-order');
    expect(changed).toHaveTextContent('#402026_012026_48YesNoChanged');
    expect(untouched).not.toHaveTextContent('Changed');
    expect(within(dialog).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/subscriptions/301/status',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ status: 'PAUSED' }) }),
    );

    // Cancelling asks first; keeping it sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel contract' }));
    const question = await screen.findByText(/subscription orders end this week/);
    const confirm = question.closest<HTMLElement>('[role="dialog"]')!;
    expect(confirm).toHaveTextContent('Cancel contract 301?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });
});
