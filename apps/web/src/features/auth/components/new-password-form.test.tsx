import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

const props = { onLogout: vi.fn(), loading: false };

describe('the new-password form after a one-time password', () => {
  it('sends the one-time password from the login with the new one, once both fields agree', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <NewPasswordForm {...props} knownPassword="abcd-efgh-jkmn-pqrs" onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('One-time password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password (12 to 128 characters)'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password (12 to 128 characters)'), '-but-longer');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'something-else{Enter}');
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'short-but-longer{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      current_password: 'abcd-efgh-jkmn-pqrs',
      new_password: 'short-but-longer',
    });
  });

  it('asks for the one-time password after a reload, refuses it as the new one, and offers a logout (DE)', async () => {
    await i18n.changeLanguage('de');
    const onSubmit = vi.fn();
    const onLogout = vi.fn();
    renderWithProviders(
      <NewPasswordForm loading={false} knownPassword={undefined} onSubmit={onSubmit} onLogout={onLogout} />,
    );
    await userEvent.type(screen.getByLabelText('Einmalpasswort'), 'abcd-efgh-jkmn-pqrs');
    await userEvent.type(screen.getByLabelText('Neues Passwort (12 bis 128 Zeichen)'), 'abcd-efgh-jkmn-pqrs');
    await userEvent.type(screen.getByLabelText('Neues Passwort wiederholen'), 'abcd-efgh-jkmn-pqrs{Enter}');
    expect(
      await screen.findByText('Das neue Passwort muss sich vom aktuellen unterscheiden'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('shows the server answer', () => {
    renderWithProviders(
      <NewPasswordForm
        {...props}
        knownPassword="x"
        onSubmit={vi.fn()}
        error="Current password is incorrect"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Current password is incorrect');
  });
});
