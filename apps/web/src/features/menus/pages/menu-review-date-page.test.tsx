import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdditionalDay, DateMenuReview, MenuSummary } from '@brigade/domain/schemas/menus';
import { renderApp, users } from '../../../test/render.tsx';

// ADR 074: a menu published before the kitchen swapped an ingredient of its date says it is out of date.

const date = '2031-05-05';
const summary = (menuIndex: number, swapped: boolean): MenuSummary => ({
  menu_id: 40 + menuIndex,
  date,
  menu_index: menuIndex,
  menu_override: menuIndex === 1 ? 'ALIFE' : null,
  published_at: '2031-05-04T08:00:00.000Z',
  published_by: 'super',
  publish_override_reason: null,
  version: 1,
  swapped_since_publishing: swapped,
  item_count: 1,
  changes: swapped
    ? [
        {
          slot: 'lunch',
          kind: 'allergens',
          before: null,
          after: null,
          allergens_added: [{ allergen_id: 7, name: 'Milk', name_de: 'Milch' }],
          allergens_removed: [],
        },
      ]
    : [],
  additional_day_changed: false,
});
const review: DateMenuReview = {
  date,
  menus: [summary(0, true), summary(1, false)],
  current: [],
  additional_day_version: 0,
};
const day: AdditionalDay = {
  date,
  before_meals_html: '',
  after_meals_html: '',
  meals: [],
  version: 0,
};

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = String(url).includes('/additional-days/') ? day : review;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

describe('menu review of a date', { timeout: 20_000 }, () => {
  it('marks the menu published before a swap as out of date, and only that one', async () => {
    stubApi();
    renderApp(`/menu-review/date/${date}`, users.super);
    const standard = await screen.findByRole('region', { name: /^Standard menu/ }, { timeout: 5000 });
    expect(
      within(standard).getByText(
        /^Out of date: the kitchen swapped an ingredient of a dish on this date after this menu was published\./,
      ),
    ).toBeVisible();
    // What the swap changed, as the review lists it.
    expect(standard).toHaveTextContent('Milk');
    const aLife = screen.getByRole('region', { name: /^A-Life menu/ });
    expect(within(aLife).queryByText(/^Out of date/)).toBeNull();
  });

  it('says it in German too', async () => {
    stubApi();
    renderApp(`/de/menu-review/date/${date}`, users.super);
    const standard = await screen.findByRole('region', { name: /^Standardmenü/ }, { timeout: 5000 });
    expect(
      within(standard).getByText(/^Veraltet: Die Küche hat nach der Veröffentlichung dieses Menüs/),
    ).toBeVisible();
  });
});
