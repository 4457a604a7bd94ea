import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, users } from '../test/render.tsx';

describe('the routed app', () => {
  it("shows 'This page could not be found' inside the layout for an unknown route", async () => {
    renderApp('/no/such/page', users.chef);
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('says it in German under /de', async () => {
    renderApp('/de/gibt/es/nicht', users.chef);
    expect(
      await screen.findByRole('heading', { name: 'Diese Seite wurde nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');
  });

  it('shows a forbidden message for a route above the user level', async () => {
    renderApp('/customers', users.chef);
    // The customers screen is built: its module loads first (DataGrid), which takes a while in jsdom.
    expect(
      await screen.findByText('You are not allowed to do this.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('keeps logistics users out of administration routes, whatever their group', async () => {
    renderApp('/groups', users.dispatcher);
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
  });

  it('welcomes AP users on Home with links to their sections', async () => {
    renderApp('/', users.superchef);
    expect(await screen.findByRole('heading', { name: 'Welcome, superchef' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Assign' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it("gives logistics users their own home: today's runs of their company in the drivers' app", async () => {
    renderApp('/de', users.driver);
    expect(await screen.findByText(/Touren Ihres Teams öffnen sich in der Fahrer-App/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeInTheDocument();
    const afternoon = screen.getByRole('link', { name: 'Fahrer-App: Nachmittag (PM-0)' });
    expect(afternoon.getAttribute('href')).toMatch(
      /^\/de\/consignments\/ultrakurier\/\d{4}-\d{2}-\d{2}\/PM-0\/app$/,
    );
  });
});
