import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@brigade/domain/messages/catalogue';
import type { AccountingStatus } from '@brigade/domain/schemas/accounting';
import { i18n } from '../../../lib/i18n.ts';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountingConnection, goTo } from './accounting-connection.tsx';

afterEach(() => dismissAll());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const none: AccountingStatus = {
  mode: 'live',
  connected: false,
  organisation: null,
  expires_at: null,
  connected_at: null,
  connected_by: null,
  message: messages.accountingLoginRequired,
};
const connected: AccountingStatus = {
  ...none,
  connected: true,
  organisation: 'Brigade Kitchen AG',
  expires_at: '2031-03-10T17:00:00.000Z',
  connected_at: '2031-03-10T16:00:00.000Z',
  connected_by: 'super',
  message: null,
};
const authorize = 'https://auth.example/realms/bexio/protocol/openid-connect/auth?state=Ab3dE6gH9k';

function stubApi(first: AccountingStatus) {
  let status = first;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/v1/accounting/status') return json(status);
    if (url === '/api/v1/accounting/oauth/start') return json({ authorize_url: authorize });
    if (url === '/api/v1/accounting/connection' && init?.method === 'DELETE') {
      status = none;
      return new Response(null, { status: 204 });
    }
    return json({ error_code: 'NOT_FOUND', error_message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the accounting connection', () => {
  it("asks 'You must login to Bexio to continue' and its OK goes to the service's login", async () => {
    const fetch = stubApi(none);
    const go = vi.spyOn(goTo, 'url').mockImplementation(() => undefined);
    renderWithProviders(<AccountingConnection />);
    expect(await screen.findByText('You must login to Bexio to continue')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You must login to Bexio to continue');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(authorize));
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/accounting/oauth/start',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('does not start the login when the confirm is cancelled', async () => {
    const fetch = stubApi(none);
    const go = vi.spyOn(goTo, 'url').mockImplementation(() => undefined);
    renderWithProviders(<AccountingConnection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(go).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalledWith('/api/v1/accounting/oauth/start', expect.anything());
  });

  it('shows the organisation and who connected it, and disconnects after a confirm', async () => {
    const fetch = stubApi(connected);
    renderWithProviders(<AccountingConnection />);
    expect(await screen.findByTestId('accounting-connected')).toHaveTextContent(
      'Connected to Brigade Kitchen AGConnected by super on',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/v1/accounting/connection',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('says the service is not configured in local mode, with nothing to press', async () => {
    stubApi({ ...none, mode: 'local', message: messages.accountingNotConnected });
    renderWithProviders(<AccountingConnection />);
    expect(await screen.findByText(messages.accountingNotConnected)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    stubApi(none);
    renderWithProviders(<AccountingConnection />);
    expect(
      await screen.findByText('Sie müssen sich bei Bexio anmelden, um fortzufahren'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verbinden' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Sie müssen sich bei Bexio anmelden, um fortzufahren',
    );
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
