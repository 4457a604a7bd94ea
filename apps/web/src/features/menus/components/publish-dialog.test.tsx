import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@brigade/domain/schemas/auth';
import type { GenesisMenu, MenuProblem, PublishMenuResponse } from '@brigade/domain/schemas/menus';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../../lib/i18n.ts';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders, users } from '../../../test/render.tsx';
import { PublishDialog } from './publish-dialog.tsx';

afterEach(() => dismissAll());

const date = '2031-03-03';
const curry = { recipe_id: 9, recipe_name: 'Curry v3' };
const water = { recipe_id: 12, recipe_name: 'Water' };
const none = { ingredient_id: null, ingredient_name: null, ingredient_name_de: null };
const coconut = { ingredient_id: 5, ingredient_name: 'Coconut milk', ingredient_name_de: 'Kokosmilch' };
const saffron = { ingredient_id: 6, ingredient_name: 'Saffron', ingredient_name_de: 'Safran' };
const problems: MenuProblem[] = [
  { kind: 'undeclared_allergens', ...curry, ...coconut },
  { kind: 'unconvertible', ...curry, ...saffron },
  { kind: 'no_nutrition', ...water, ...none },
];

const genesis = (list: MenuProblem[]): GenesisMenu => ({
  date,
  menu_index: 0,
  menu_override: null,
  items: [],
  additional_day: null,
  problems: list,
});
const published: PublishMenuResponse = {
  menu_id: 1,
  date,
  menu_index: 0,
  menu_override: null,
  published_at: '2031-03-01T08:00:00.000Z',
  published_by: 'super',
  publish_override_reason: null,
  version: 1,
  swapped_since_publishing: false,
  items: [],
  additional_day: null,
  stored: true,
};
const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The genesis with these problems; a publish answers the published menu. */
function server(list: MenuProblem[]) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'POST' ? reply(published, 201) : reply(genesis(list)),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function open(me: Me, path = '/menu/2031-03-03/0') {
  const onClose = vi.fn();
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <PublishDialog open onClose={onClose} date={date} menuIndex={0} published={null} />
    </MemoryRouter>,
    { me },
  );
  return onClose;
}

const postBody = (fetch: ReturnType<typeof server>) => {
  const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
  return post ? JSON.parse(String(post[1]?.body)) : undefined;
};

describe('PublishDialog and the publish gate', { timeout: 30_000 }, () => {
  it('lists the problems by dish with links to fix them, and keeps Publish disabled', async () => {
    const fetch = server(problems);
    open(users.superchef);
    const report = await screen.findByTestId('menu-problems');
    expect(within(report).getByText('This menu cannot be published yet')).toBeVisible();

    const dish = within(report).getByRole('region', { name: 'Curry v3' });
    const lines = within(dish)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Coconut milk: allergens not declaredFix',
      'Saffron: cannot be converted to gramsFixOpen recipe',
    ]);
    const [allergens, grams] = within(dish).getAllByRole('listitem');
    expect(within(allergens!).getByRole('link', { name: 'Fix' })).toHaveAttribute('href', '/ingredients/5');
    expect(within(grams!).getByRole('link', { name: 'Fix' })).toHaveAttribute('href', '/ingredients/6');
    expect(within(grams!).getByRole('link', { name: 'Open recipe' })).toHaveAttribute('href', '/recipes/9');
    const waterDish = within(report).getByRole('region', { name: 'Water' });
    expect(within(waterDish).getByText('No nutrition')).toBeVisible();
    expect(within(waterDish).getByRole('link', { name: 'Fix' })).toHaveAttribute('href', '/recipes/12');

    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: /Reason for publishing anyway/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Only an administrator may publish a menu with problems/)).toBeVisible();
    expect(postBody(fetch)).toBeUndefined();
  });

  it('lets a SUPER publish anyway once the reason has at least 10 characters', async () => {
    const fetch = server(problems);
    const onClose = open(users.super);
    const reason = await screen.findByRole('textbox', { name: /Reason for publishing anyway/ });
    expect(reason).toBeRequired();
    const button = screen.getByRole('button', { name: 'Publish anyway' });
    expect(button).toBeDisabled();

    await userEvent.click(reason);
    await userEvent.paste(' too short');
    expect(button).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByText('Give a reason of 10 to 1000 characters')).toBeVisible();

    await userEvent.clear(reason);
    await userEvent.click(reason);
    await userEvent.paste('  Supplier confirmed by phone  ');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postBody(fetch)).toEqual({
      menu_override: null,
      version: 0,
      override_reason: 'Supplier confirmed by phone',
    });
  });

  it('publishes a menu without problems as before, sending no reason', async () => {
    const fetch = server([]);
    const onClose = open(users.super);
    const button = screen.getByRole('button', { name: 'Publish' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByTestId('menu-problems')).not.toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postBody(fetch)).toEqual({ menu_override: null, version: 0 });
  });

  it('speaks German, with German ingredient names and links in the German paths', async () => {
    await initI18n('de');
    server(problems);
    open(users.super, '/de/menu/2031-03-03/0');
    const report = await screen.findByTestId('menu-problems');
    expect(within(report).getByText('Dieses Menü kann noch nicht veröffentlicht werden')).toBeVisible();
    const [allergens] = within(report).getAllByRole('listitem');
    expect(allergens!.textContent).toBe('Kokosmilch: Allergene nicht deklariertBeheben');
    expect(within(allergens!).getByRole('link', { name: 'Beheben' })).toHaveAttribute(
      'href',
      '/de/ingredients/5',
    );
    expect(within(report).getByText('Keine Nährwerte')).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: /Begründung für das Veröffentlichen trotz Problemen/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Trotzdem veröffentlichen' })).toBeDisabled();
  });
});
