import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers, testQueryClient } from '../../test/render.tsx';
import { NestedErrorBoundary } from '../app-error-boundary.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

function renderRoute(loader: () => never) {
  const router = createMemoryRouter([
    { path: '/', loader, Component: () => null, ErrorBoundary: RouteErrorPage, HydrateFallback: () => null },
  ]);
  render(
    <Providers client={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('error page', () => {
  it("says '404 Not Found' for a 404, with 'Go back home' and 'Refresh'", async () => {
    renderRoute(() => {
      throw new Response(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it("says 'An error occurred' otherwise", async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    renderRoute(() => {
      throw new Error('database on fire');
    });
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.queryByText(/database on fire/)).not.toBeInTheDocument();
  });

  it('falls back to a plain message with a link home when the error page itself fails', () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('error page broke');
    };
    render(
      <NestedErrorBoundary>
        <Broken />
      </NestedErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while showing the error page.');
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});
