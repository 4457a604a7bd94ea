import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@brigade/domain/messages/catalogue';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n } from '../../../lib/i18n.ts';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import AccountingLoginPage from './accounting-login-page.tsx';

afterEach(() => dismissAll());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const connected = {
  mode: 'live',
  connected: true,
  organisation: 'Brigade Kitchen AG',
  expires_at: '2031-03-10T17:00:00.000Z',
  connected_at: '2031-03-10T16:00:00.000Z',
  connected_by: 'super',
  message: null,
};

const disconnected = {
  ...connected,
  connected: false,
  organisation: null,
  message: messages.accountingLoginRequired,
};

function stubCallback(answer: Response) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/v1/accounting/oauth/callback') return answer.clone();
    if (url === '/api/v1/accounting/status') return json(disconnected);
    return json({ error_code: 'NOT_FOUND', error_message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const show = (entry: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/bexio/v3/login" element={<AccountingLoginPage />} />
        <Route path="/de/bexio/v3/login" element={<AccountingLoginPage />} />
        <Route path="/tools/bexio" element={<p>accounting tool</p>} />
        <Route path="/de/tools/bexio" element={<p>Buchhaltungs-Tool</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('the accounting login return page', { timeout: 20_000 }, () => {
  it('posts the code and state once, says connected and goes on to the accounting tool', async () => {
    const fetch = stubCallback(json(connected));
    show('/bexio/v3/login?state=Ab3dE6gH9k&session_state=x&code=the-code');
    expect(await screen.findByTestId('accounting-login-done')).toHaveTextContent(
      'Connected to Brigade Kitchen AG',
    );
    const calls = fetch.mock.calls.filter(([url]) => url === '/api/v1/accounting/oauth/callback');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({ code: 'the-code', state: 'Ab3dE6gH9k' });
    expect(await screen.findByText('accounting tool', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("shows the server's refusal of the state, and stays", async () => {
    stubCallback(
      json(
        {
          error_code: 'VALIDATION_ERROR',
          error_message: messages.accountingStateExpired,
          details: { state: messages.accountingStateExpired },
        },
        400,
      ),
    );
    show('/bexio/v3/login?state=Ab3dE6gH9k&code=the-code');
    expect(await screen.findByTestId('accounting-login-error')).toHaveTextContent(
      messages.accountingStateExpired,
    );
    expect(screen.getByRole('button', { name: 'Go to the accounting tool' })).toBeInTheDocument();
  });

  it("shows the service's own refusal without calling the server", async () => {
    const fetch = stubCallback(json(connected));
    show('/bexio/v3/login?error=access_denied&error_description=User%20denied%20access&state=Ab3dE6gH9k');
    expect(await screen.findByTestId('accounting-login-error')).toHaveTextContent(
      'The accounting service did not log you in: User denied access',
    );
    expect(fetch).not.toHaveBeenCalledWith('/api/v1/accounting/oauth/callback', expect.anything());
  });

  it('says what the page is for when opened without a code', async () => {
    const fetch = stubCallback(json(connected));
    show('/bexio/v3/login');
    expect(await screen.findByTestId('accounting-login-error')).toHaveTextContent(
      'Start the login from the accounting tool',
    );
    expect(fetch).not.toHaveBeenCalledWith('/api/v1/accounting/oauth/callback', expect.anything());
  });

  it('speaks German and goes on to the German accounting tool', async () => {
    await i18n.changeLanguage('de');
    stubCallback(json(connected));
    show('/de/bexio/v3/login?state=Ab3dE6gH9k&code=the-code');
    expect(await screen.findByTestId('accounting-login-done')).toHaveTextContent(
      'Verbunden mit Brigade Kitchen AG',
    );
    await waitFor(() => expect(screen.getByText('Buchhaltungs-Tool')).toBeInTheDocument(), { timeout: 3000 });
  });
});
