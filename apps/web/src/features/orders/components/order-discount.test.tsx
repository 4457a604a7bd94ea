import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@brigade/domain/messages/catalogue';
import type { Order } from '@brigade/domain/schemas/orders';
import { renderWithProviders } from '../../../test/render.tsx';
import { OrderDialog } from './order-dialog.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const welcome = { discount_id: 1, code: 'WELCOME10', kind: 'PERCENT', value: 10, status: 'ACTIVE' };
const newYear = { discount_id: 4, code: 'NEWYEAR15', kind: 'PERCENT', value: 15, status: 'EXPIRED' };

/** A stored LEAN order of model 3 (84 a day, 420 a week) with CHF 20 off every week. */
const stored: Order = {
  order_id: 7,
  customer_id: 3,
  customer_name: 'Lea Muster',
  customer_email: 'lea@example.ch',
  type: 'LEAN',
  is_flex: false,
  day_trial: false,
  programme: 'LEAN',
  discount_meals: ['power_shake'],
  discount_meals_stored: null,
  meals: ['breakfast', 'shot', 'lunch', 'dressing', 'treat', 'dinner', 'other'],
  start_week: '2026_11',
  end_week: null,
  start_date: '2026-03-09',
  end_date: null,
  weekdays: [1, 2, 3, 4, 5],
  delivery_type_id: null,
  delivery_type_name: null,
  use_billing: true,
  pick_up: false,
  pick_up_point_id: null,
  billing_address_id: null,
  delivery_address_id: null,
  delivery_instructions: '',
  is_subscription: true,
  order_version: 3,
  cancelled: false,
  price_model: 3,
  day_rate: 80,
  week_price: 400,
  discount_code: 'FRIEND20',
  discount: {
    code: 'FRIEND20',
    kind: 'FIXED',
    value: 20,
    amount: 20,
    week_price_before: 420,
    day_rate_before: 84,
  },
  created_at: '2026-03-02T08:00:00.000Z',
  updated_at: '2026-03-02T08:00:00.000Z',
  version: 1,
};

/** The server: code suggestions, the stored order, a refused code on save; empty option lists. */
function stubServer() {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/discounts/autocomplete')) {
      const query = url.searchParams.get('query')?.toUpperCase() ?? '';
      return json({ results: [welcome, newYear].filter((d) => d.code.includes(query)) });
    }
    if (url.pathname.endsWith('/orders/7') && init?.method === 'PUT') {
      const message = messages.discountCodeExpired;
      return json(
        { error_code: 'BUSINESS_RULE', error_message: message, details: { discount_code: message } },
        422,
      );
    }
    if (url.pathname.endsWith('/orders/7')) return json(stored);
    return json({ items: [], total: 0 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** As the dialog shows it (en-CH: "CHF" and a no-break space). */
const chf = (amount: number) =>
  new Intl.NumberFormat('en-CH', { style: 'currency', currency: 'CHF' }).format(amount);
const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('order dialog: discount code', () => {
  it(
    'asks for codes after a pause in typing and prices the week with the chosen one',
    { timeout: 30_000 },
    async () => {
      const fetch = stubServer();
      renderWithProviders(<OrderDialog open orderId={null} onClose={vi.fn()} />, { me: null });
      expect(text('order-week-price')).toBe(chf(420));
      await userEvent.type(screen.getByRole('combobox', { name: 'Discount code' }), 'wel');
      await userEvent.click(await screen.findByRole('option', { name: /WELCOME10 · 10 % · active/ }));
      // One request for the whole word: asked 300 ms after the last key.
      const asked = fetch.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.includes('autocomplete'));
      expect(asked).toEqual([expect.stringContaining('query=wel')]);
      // LEAN, model 3: 420 × 0.9 = 378 a week, 42 off; 378 / 5 = 75.60 a day.
      expect(text('order-week-price')).toBe(chf(378));
      expect(text('order-day-rate')).toBe(chf(75.6));
      const discount = screen.getByTestId('order-discount');
      expect(within(discount).getByText(/Code WELCOME10 \(10 %\)/)).toBeInTheDocument();
      expect(text('order-discount-amount')).toBe(`− ${chf(42)}`);
      expect(text('order-week-price-before')).toBe(chf(420));
      expect(text('order-day-rate-before')).toBe(chf(84));
    },
  );

  it('warns about a chosen expired code and prices without it', { timeout: 30_000 }, async () => {
    stubServer();
    renderWithProviders(<OrderDialog open orderId={null} onClose={vi.fn()} />, { me: null });
    await userEvent.type(screen.getByRole('combobox', { name: 'Discount code' }), 'new');
    await userEvent.click(await screen.findByRole('option', { name: /NEWYEAR15/ }));
    expect(screen.getByText('This code is expired: it will be refused')).toBeInTheDocument();
    expect(text('order-week-price')).toBe(chf(420));
    expect(screen.queryByTestId('order-discount')).not.toBeInTheDocument();
  });

  it(
    'shows the stored code on an edit, and the server’s refusal of a new one under the field',
    { timeout: 30_000 },
    async () => {
      stubServer();
      renderWithProviders(<OrderDialog open orderId={7} onClose={vi.fn()} />, { me: null });
      const field = await screen.findByRole('combobox', { name: 'Discount code' });
      expect(field).toHaveValue('FRIEND20');
      expect(text('order-week-price')).toBe(chf(400));
      expect(text('order-discount-amount')).toBe(`− ${chf(20)}`);
      await userEvent.clear(field);
      await userEvent.type(field, 'OLDCODE');
      expect(screen.getByText('The discount code is checked when the order is saved.')).toBeInTheDocument();
      expect(text('order-week-price')).toBe(chf(420));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.getByText(messages.discountCodeExpired)).toBeInTheDocument());
      expect(field).toHaveAttribute('aria-invalid', 'true');
    },
  );
});
