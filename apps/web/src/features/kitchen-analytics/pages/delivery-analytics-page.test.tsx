import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type {
  DeliveryBreakdownResponse,
  DeliveryReasonsResponse,
  DeliveryWeeklyResponse,
} from '@brigade/domain/schemas/delivery-analytics';
import { renderWithProviders } from '../../../test/render.tsx';
import DeliveryAnalyticsPage from './delivery-analytics-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const range = { from: '2031-03-03', to: '2031-03-10' };
// Week 2031_11 as the server's test has it: 4 deliveries, 2 delivered, 1 not delivered, 1 open; 1 of 2 on time.
const outcome = {
  deliveries: 4,
  orders: 4,
  delivered: 2,
  not_delivered: 1,
  open: 1,
  on_time: 1,
  with_window: 2,
  delivered_pct: 50,
  on_time_pct: 50,
};
const none = { ...outcome, deliveries: 0, orders: 0, delivered: 0, not_delivered: 0, open: 0, on_time: 0 };
const weekly: DeliveryWeeklyResponse = {
  ...range,
  tracked: true,
  rows: [
    {
      week_id: '2031_10',
      start_date: '2031-03-03',
      ...none,
      with_window: 0,
      delivered_pct: null,
      on_time_pct: null,
    },
    { week_id: '2031_11', start_date: '2031-03-10', ...outcome },
  ],
};
const byZone: DeliveryBreakdownResponse = {
  ...range,
  by: 'zone',
  tracked: true,
  rows: [
    {
      key: '1',
      label: 'ZH1',
      ...outcome,
      deliveries: 2,
      orders: 2,
      not_delivered: 0,
      open: 0,
      on_time_pct: 50,
      delivered_pct: 100,
    },
    {
      key: '2',
      label: 'WIN',
      ...outcome,
      deliveries: 1,
      orders: 1,
      delivered: 0,
      open: 0,
      on_time: 0,
      with_window: 0,
      delivered_pct: 0,
      on_time_pct: null,
    },
  ],
};
const byCourier: DeliveryBreakdownResponse = {
  ...range,
  by: 'courier',
  tracked: true,
  rows: [{ key: 'Ultrakurier', label: 'Ultrakurier', ...outcome }],
};
const reasons: DeliveryReasonsResponse = {
  ...range,
  tracked: true,
  rows: [{ reason: 'nobody_home: rang twice', stops: 1, share_pct: 100 }],
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The server: the three tables (untracked: every answer says so) and no postcode zones. */
function stubApi(tracked = true) {
  const fetch = vi.fn(async (url: string) => {
    const untracked = { tracked: false, rows: [] };
    if (url.includes('/weekly')) return json(tracked ? weekly : { ...weekly, ...untracked });
    if (url.includes('/breakdown'))
      return json(!tracked ? { ...byZone, ...untracked } : url.includes('by=courier') ? byCourier : byZone);
    if (url.includes('/reasons')) return json(tracked ? reasons : { ...reasons, ...untracked });
    return json({ items: [], total: 0 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const rowsOf = (testId: string) =>
  within(screen.getByTestId(`${testId}-table`))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

function renderPage() {
  renderWithProviders(
    <MemoryRouter initialEntries={['/analytics/delivery?from=2031-03-03&to=2031-03-10']}>
      <DeliveryAnalyticsPage />
    </MemoryRouter>,
  );
}

describe('the delivery analytics screen', () => {
  it('shows the deliveries per week, by zone then by courier, and why they failed', async () => {
    const fetch = stubApi();
    renderPage();
    await screen.findByTestId('delivery-weekly-table');
    expect(rowsOf('delivery-weekly')).toEqual([
      ['W10 2031', '0', '0', '0', '0', '–', '–'],
      ['W11 2031', '4', '2', '1', '1', '50.0 %', '50.0 %'],
    ]);
    expect(screen.getByTestId('delivery-weekly-chart')).toBeInTheDocument();
    await screen.findByTestId('delivery-breakdown-table');
    expect(screen.getByRole('heading', { name: 'Deliveries by zone' })).toBeInTheDocument();
    expect(rowsOf('delivery-breakdown')).toEqual([
      ['ZH1', '2', '2', '0', '0', '100.0 %', '50.0 %'],
      ['WIN', '1', '0', '1', '0', '0.0 %', '–'],
    ]);
    expect(rowsOf('delivery-reasons')).toEqual([['Nobody home: rang twice', '1', '100.0 %']]);

    await userEvent.click(screen.getByRole('combobox', { name: 'Group by' }));
    await userEvent.click(screen.getByRole('option', { name: 'Courier' }));
    expect(await screen.findByRole('heading', { name: 'Deliveries by courier' })).toBeInTheDocument();
    expect(rowsOf('delivery-breakdown')).toEqual([['Ultrakurier', '4', '2', '1', '1', '50.0 %', '50.0 %']]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/analytics/delivery/breakdown?from=2031-03-03&to=2031-03-10&by=courier',
      expect.anything(),
    );
    expect(
      within(screen.getByTestId('delivery-breakdown')).getByRole('link', { name: 'Export CSV' }),
    ).toHaveAttribute(
      'href',
      '/api/v1/analytics/delivery/breakdown/export.csv?from=2031-03-03&to=2031-03-10&by=courier',
    );
  }, 15_000);

  it('says there is no tracking in the range instead of drawing zeros', async () => {
    stubApi(false);
    renderPage();
    const weeklyCard = await screen.findByTestId('delivery-weekly');
    expect(
      await within(weeklyCard).findByText(
        'No delivery in this range has tracking, so there is nothing to count.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('delivery-weekly-table')).toBeNull();
    expect(
      await within(await screen.findByTestId('delivery-reasons')).findByText(/has tracking/),
    ).toBeInTheDocument();
  }, 15_000);
});
