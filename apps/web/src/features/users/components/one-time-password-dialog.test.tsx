import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n.ts';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OneTimePasswordDialog } from './one-time-password-dialog.tsx';

afterEach(() => dismissAll());

const given = { username: 'anna', password: 'abcd-EFGH-2345-jkmn', expires_at: '2026-03-03T08:00:00.000Z' };

describe('the one-time password dialog', () => {
  it('shows the password once, with its expiry and a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onClose = vi.fn();
    renderWithProviders(<OneTimePasswordDialog given={given} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'One-time password for anna' });
    expect(within(dialog).getByTestId('one-time-password')).toHaveTextContent(given.password);
    expect(dialog).toHaveTextContent('Shown only now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith(given.password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is closed without a password, and German with the German texts', async () => {
    const { unmount } = renderWithProviders(<OneTimePasswordDialog given={null} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('de');
    renderWithProviders(<OneTimePasswordDialog given={given} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Einmalpasswort für anna' })).toHaveTextContent(
      'Wird nur jetzt angezeigt',
    );
    expect(screen.getByRole('button', { name: 'Passwort kopieren' })).toBeInTheDocument();
  });
});
