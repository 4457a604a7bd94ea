import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Me } from '@brigade/domain/schemas/auth';
import { renderWithProviders, users } from '../test/render.tsx';
import { AppDrawerContent } from './layouts/app-drawer.tsx';
import { activeNavKey, navigation, visibleNavigation } from './navigation.ts';

const topLevel = (me: Me) => visibleNavigation(me).map((entry) => entry.key);
const allLinks = (me: Me) =>
  visibleNavigation(me).flatMap((entry) => (entry.children ? entry.children.map((c) => c.key) : [entry.key]));

describe('drawer entries by privilege level', () => {
  it('level 0 (SUPER) sees every entry', () => {
    expect(topLevel(users.super)).toEqual(navigation.map((entry) => entry.key));
    expect(allLinks(users.super)).toHaveLength(
      navigation.reduce((n, entry) => n + (entry.children?.length ?? 1), 0),
    );
  });

  it('level 1 (SUPER_CHEF) adds the recipes section to the level-2 entries', () => {
    expect(topLevel(users.superchef)).toEqual(['home', 'recipes', 'tools', 'popUpShop', 'logout']);
    expect(allLinks(users.superchef)).toEqual([
      'home',
      'assign',
      'recipeList',
      'ingredients',
      'notes',
      'developers',
      'bulkCalculator',
      'logout',
    ]);
  });

  it('level 2 (CHEF) sees home, tools → developers, pop-up shop and logout', () => {
    expect(topLevel(users.chef)).toEqual(['home', 'tools', 'popUpShop', 'logout']);
    expect(allLinks(users.chef)).toEqual(['home', 'developers', 'bulkCalculator', 'logout']);
  });

  it('LOGISTICS below SUPER (driver) sees only Home, Developers, Pop-Up Shop, Logout', () => {
    expect(allLinks(users.driver)).toEqual(['home', 'developers', 'bulkCalculator', 'logout']);
  });

  it('LOGISTICS SUPER (dispatcher) also sees Consignments, their dispatch board', () => {
    expect(allLinks(users.dispatcher)).toEqual([
      'home',
      'consignments',
      'developers',
      'bulkCalculator',
      'logout',
    ]);
  });

  it('highlights the most specific entry', () => {
    const entries = visibleNavigation(users.super);
    expect(activeNavKey('/', entries)).toBe('home');
    expect(activeNavKey('/customers', entries)).toBe('customerList');
    expect(activeNavKey('/customers/overview/2026/3', entries)).toBe('customerOverview');
    expect(activeNavKey('/allergens', entries)).toBe('allergens');
    expect(activeNavKey('/week/recipes', entries)).toBeUndefined();
  });
});

function renderDrawer(me: Me, path = '/') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppDrawerContent viewer={me} />
    </MemoryRouter>,
  );
}

describe('drawer', () => {
  it('shows a SUPER user every section, opens groups, marks the active entry and shows the version', async () => {
    renderDrawer(users.super, '/allergens');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    for (const label of [
      'Home',
      'Customers',
      'Recipes',
      'Groups',
      'Orders',
      'Postal service',
      'Tools',
      'Controls',
      'Pop-Up Shop',
      'Analytics',
      'Logout',
    ]) {
      expect(within(nav).getByText(label)).toBeInTheDocument();
    }
    // The group of the active entry starts open.
    expect(within(nav).getByRole('link', { name: 'Allergens & Dislikes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
    await userEvent.click(within(nav).getByRole('button', { name: 'Analytics' }));
    expect(within(nav).getByRole('link', { name: 'Labour' })).toHaveAttribute('href', '/analytics/labour');
    expect(screen.getByTestId('app-version')).toHaveTextContent(`Version ${__APP_VERSION__}`);
  });

  it('links in German under /de', () => {
    renderDrawer(users.chef, '/de');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/de');
  });

  it.each([
    ['chef', users.chef],
    ['driver', users.driver],
  ] as const)('shows %s only Home, Tools, Pop-Up Shop and Logout', async (_name, me) => {
    renderDrawer(me);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Tools' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Pop-Up Shop' }));
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Home', 'Developers', 'Bulk calculator', 'Logout']);
    expect(within(nav).queryByText('Controls')).not.toBeInTheDocument();
  });
});
