import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

describe('login form', () => {
  it('validates lazily: no messages until a submit, then the messages', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm onSubmit={onSubmit} loading={false} />);
    expect(screen.queryByText('Username/Email is required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username/Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a username of spaces, as the server does, and sends the username trimmed', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm onSubmit={onSubmit} loading={false} />);
    await userEvent.type(screen.getByLabelText('Username/Email'), '   ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByText('Username/Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username/Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Username/Email'), ' super {Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ category: 'AP', username: 'super', password: 'secret' });
    expect(screen.queryByText('Username/Email is required')).not.toBeInTheDocument();
  });

  it('shows the messages in German', async () => {
    await i18n.changeLanguage('de');
    renderWithProviders(<LoginForm onSubmit={vi.fn()} loading={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Benutzername/E-Mail ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Passwort ist erforderlich')).toBeInTheDocument();
  });

  it('submits with Enter in a field, with the chosen category', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm onSubmit={onSubmit} loading={false} />);
    expect(screen.getByRole('heading', { name: 'Administration' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I am in Logistics' }));
    expect(screen.getByRole('heading', { name: 'Logistics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I am in Administration' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username/Email'), 'driver');
    await userEvent.type(screen.getByLabelText('Password'), 'driver-demo-2026{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      category: 'LOGISTICS',
      username: 'driver',
      password: 'driver-demo-2026',
    });
  });

  it('ignores submits and the category link while a login is in progress', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm onSubmit={onSubmit} loading />);
    await userEvent.type(screen.getByLabelText('Username/Email'), 'super');
    await userEvent.type(screen.getByLabelText('Password'), 'super-demo-2026{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.click(screen.getByRole('button', { name: 'I am in Logistics' }));
    expect(screen.getByRole('heading', { name: 'Administration' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server answer', () => {
    renderWithProviders(<LoginForm onSubmit={vi.fn()} loading={false} error="Unauthorised" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unauthorised');
  });
});
