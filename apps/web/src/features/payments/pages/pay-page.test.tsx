import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@brigade/domain/messages/catalogue';
import type { PublicPaymentSession } from '@brigade/domain/schemas/payments';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n } from '../../../lib/i18n.ts';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import PayPage from './pay-page.tsx';

afterEach(() => dismissAll());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SESSION = 'cs_local_0123456789abcdef0123456789abcdef';
const open: PublicPaymentSession = {
  session_id: SESSION,
  invoice_number: '2026-00042',
  amount: 245.5,
  currency: 'CHF',
  status: 'OPEN',
  mode: 'local',
  url: `http://localhost/pay/${SESSION}`,
  can_pay_here: true,
  paid_at: null,
};
const paid: PublicPaymentSession = {
  ...open,
  status: 'PAID',
  can_pay_here: false,
  paid_at: '2026-03-02T08:00:00.000Z',
};

function stubApi(session: PublicPaymentSession | null) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (session && url === `/api/v1/payments/local/${SESSION}`) return json(session);
    if (session && url === `/api/v1/payments/local/${SESSION}/pay` && init?.method === 'POST')
      return json(paid);
    return json({ error_code: 'NOT_FOUND', error_message: messages.paymentLinkUnknown }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const show = (entry: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/pay" element={<PayPage />} />
        <Route path="/pay/:sessionId" element={<PayPage />} />
        <Route path="/de/pay/:sessionId" element={<PayPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the pay page', () => {
  it('shows the invoice number and amount, pays (demo) and says paid', async () => {
    const fetch = stubApi(open);
    show(`/pay/${SESSION}`);
    expect(await screen.findByRole('heading', { name: 'Invoice 2026-00042' })).toBeInTheDocument();
    expect(screen.getByTestId('pay-amount')).toHaveTextContent(/CHF\s245\.50/);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now (demo)' }));
    expect(await screen.findByTestId('pay-paid')).toHaveTextContent('Paid');
    expect(fetch).toHaveBeenCalledWith(
      `/api/v1/payments/local/${SESSION}/pay`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.queryByRole('button', { name: 'Pay now (demo)' })).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    stubApi(open);
    show(`/de/pay/${SESSION}`);
    expect(await screen.findByRole('heading', { name: 'Rechnung 2026-00042' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt bezahlen (Demo)' }));
    expect(await screen.findByTestId('pay-paid')).toHaveTextContent('Bezahlt');
  });

  it('sends the payer of a live link to the card provider', async () => {
    stubApi({
      ...open,
      mode: 'live',
      can_pay_here: false,
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    show(`/pay/${SESSION}`);
    const link = await screen.findByRole('link', { name: 'Pay by card' });
    expect(link).toHaveAttribute('href', 'https://checkout.stripe.com/c/pay/cs_test_1');
    expect(screen.queryByRole('button', { name: 'Pay now (demo)' })).not.toBeInTheDocument();
  });

  it('says when a link is unknown', async () => {
    stubApi(null);
    show(`/pay/${SESSION}`);
    expect(
      await screen.findByText(`${messages.unableToGetPayment} ${messages.paymentLinkUnknown}`),
    ).toBeInTheDocument();
  });

  it('says a closed link is closed, and a malformed one unknown without asking', async () => {
    const fetch = stubApi({ ...open, status: 'EXPIRED', can_pay_here: false });
    const { unmount } = show(`/pay/${SESSION}`);
    expect(await screen.findByText(messages.paymentLinkClosed)).toBeInTheDocument();
    unmount();
    fetch.mockClear();
    show('/pay/not-a-session');
    expect(screen.getByText(messages.paymentLinkUnknown)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells a payer back from a cancelled checkout how to pay', () => {
    stubApi(null);
    show('/pay');
    expect(screen.getByText('Payment not completed')).toBeInTheDocument();
  });
});
