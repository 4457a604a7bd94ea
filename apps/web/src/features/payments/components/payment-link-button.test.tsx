import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@brigade/domain/messages/catalogue';
import type { Payment } from '@brigade/domain/schemas/payments';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PaymentLinkButton } from './payment-link-button.tsx';

afterEach(() => dismissAll());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const link: Payment = {
  payment_id: 3,
  invoice_id: 42,
  method: 'STRIPE',
  mode: 'local',
  session_id: 'cs_local_0123456789abcdef0123456789abcdef',
  url: 'http://localhost:3000/pay/cs_local_0123456789abcdef0123456789abcdef',
  amount: 245.5,
  currency: 'CHF',
  status: 'OPEN',
  created_at: '2026-03-02T08:00:00.000Z',
  paid_at: null,
};

describe('the payment link button', () => {
  it('makes (or gets) the invoice’s link and shows it to copy', async () => {
    const fetch = vi.fn(async () => json(link, 201));
    vi.stubGlobal('fetch', fetch);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<PaymentLinkButton invoiceId={42} />);
    await userEvent.click(screen.getByRole('button', { name: 'Payment link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment link' });
    expect(await within(dialog).findByTestId('payment-link-url')).toHaveValue(link.url);
    expect(dialog).toHaveTextContent('Brigade pay page (demo)');
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/payments/invoices/42/link',
      expect.objectContaining({ method: 'POST' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link.url);
    expect(within(dialog).getByRole('link', { name: 'Open' })).toHaveAttribute('href', link.url);
  });

  it('shows the refusal of an invoice that is not open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ error_code: 'BUSINESS_RULE', error_message: messages.paymentInvoiceNotOpen }, 422),
      ),
    );
    renderWithProviders(<PaymentLinkButton invoiceId={42} />);
    await userEvent.click(screen.getByRole('button', { name: 'Payment link' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        `${messages.unableToCreatePaymentLink} ${messages.paymentInvoiceNotOpen}`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });
});
