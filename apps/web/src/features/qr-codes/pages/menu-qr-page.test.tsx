import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MenuQrCodes, MenuQrDish } from '@brigade/domain/schemas/menu-qr-codes';
import { renderApp, users } from '../../../test/render.tsx';

const dish = (over: Partial<MenuQrDish> & Pick<MenuQrDish, 'recipe_id'>): MenuQrDish => ({
  meal_type: 'lunch',
  display_name: 'Thai red curry',
  client_facing_name: 'Thai red curry',
  a_life_label: '',
  allergens: [],
  allergens_complete: true,
  analysis_path: `recipes/analysis/${over.recipe_id}-default?date=2031-04-07`,
  ...over,
});
const milk = { allergen_id: 7, name: 'Milk', name_de: 'Milch', may_contain: false };
const peanuts = { allergen_id: 5, name: 'Peanuts', name_de: 'Erdnüsse', may_contain: true };
const menu = (index: number, override: 'ALIFE' | null, dishes: MenuQrDish[], swapped = false) => ({
  menu_index: index,
  menu_override: override,
  version: 2,
  published_at: '2031-04-06T15:00:00.000Z',
  swapped_since_publishing: swapped,
  dishes,
});
const answer: MenuQrCodes = {
  date: '2031-04-07',
  menus: [
    menu(0, null, [
      dish({ recipe_id: 11, allergens: [milk], a_life_label: 'A-Life curry' }),
      dish({
        recipe_id: 12,
        meal_type: 'dinner',
        display_name: 'Soup',
        allergens: [peanuts],
        allergens_complete: false,
      }),
      dish({ recipe_id: 13, meal_type: 'extra_1', display_name: 'Still water' }),
    ]),
    menu(1, 'ALIFE', [
      dish({ recipe_id: 11, display_name: 'A-Life curry', a_life_label: 'A-Life curry', allergens: [milk] }),
    ]),
  ],
};

function stubApi(status = 200, body: object = answer) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const cards = () => screen.getAllByRole('article');

describe('QR page of a menu', () => {
  it('prints a card per dish of menu 0 with meal type, name, allergens in bold and the analysis QR', async () => {
    const fetch = stubApi();
    renderApp('/printable/a4/qr/menu/2031-04-07', users.super);
    expect(
      await screen.findByRole('heading', { name: /^QR codes of the menu of Monday, 7 April 2031$/ }),
    ).toBeVisible();
    // The heading is drawn from the URL before the menu's data: the request is checked once the cards are in.
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(fetch).toHaveBeenCalledWith('/api/v1/menus/2031-04-07/qr-codes', expect.anything());
    const [curry, soup, water] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    expect(curry).toHaveTextContent('Lunch');
    expect(within(curry).getByRole('heading', { name: 'Thai red curry' })).toBeInTheDocument();
    expect(within(curry).getByText('Milk').tagName).toBe('B');
    expect(within(curry).getByRole('img')).toHaveAttribute(
      'data-value',
      `${window.location.origin}/recipes/analysis/11-default?date=2031-04-07`,
    );
    // Unreviewed ingredients: the traces are listed, and the card says the list may be incomplete.
    expect(within(soup).getByText('Peanuts (traces)').tagName).toBe('B');
    expect(soup).toHaveTextContent('Allergens not fully declared');
    expect(water).toHaveTextContent('Extra 1');
    expect(within(water).getByText('No allergens')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('prints the A-Life menu with the A-Life label, then the client-facing name, in German too', async () => {
    stubApi();
    renderApp('/de/printable/a4/qr/a-life/2031-04-07', users.super);
    expect(await screen.findByRole('heading', { name: /^QR-Codes des A-Life-Menüs vom / })).toBeVisible();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    const card = cards()[0]!;
    expect(within(card).getByRole('heading', { name: 'A-Life curry' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Thai red curry');
    expect(within(card).getByText('Milch').tagName).toBe('B');
    // The German page leads to the same public page.
    expect(within(card).getByRole('img')).toHaveAttribute(
      'data-value',
      `${window.location.origin}/recipes/analysis/11-default?date=2031-04-07`,
    );
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
  });

  it('warns before printing when the kitchen swapped an ingredient since publishing (EN and DE)', async () => {
    const stale = { ...answer, menus: [menu(0, null, [dish({ recipe_id: 11 })], true)] };
    stubApi(200, stale);
    const { unmount } = renderApp('/printable/a4/qr/menu/2031-04-07', users.super);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Out of date: the kitchen swapped an ingredient after this menu was published.',
    );
    unmount();
    renderApp('/de/printable/a4/qr/menu/2031-04-07', users.super);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veraltet: Die Küche hat nach der Veröffentlichung eine Zutat ausgetauscht.',
    );
  });

  it('says so when no menu is published for the date', async () => {
    stubApi(404, { error_code: 'NOT_FOUND', error_message: 'No menu has been published for this date.' });
    renderApp('/printable/a4/qr/menu/2031-04-08', users.super);
    expect(await screen.findByText('No menu has been published for this date.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('says so when the date has menus but none published as the A-Life menu', async () => {
    stubApi(200, { ...answer, menus: [answer.menus[0]] });
    renderApp('/printable/a4/qr/a-life/2031-04-07', users.super);
    expect(await screen.findByText('No A-Life menu has been published for this date.')).toBeInTheDocument();
  });
});
