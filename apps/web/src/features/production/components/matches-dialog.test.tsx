import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerRecipeMatch } from '@brigade/domain/schemas/allergen-matching';
import type { ProductionDayMatches } from '@brigade/domain/schemas/production';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders, users } from '../../../test/render.tsx';
import { MatchesDialog } from './matches-dialog.tsx';

afterEach(() => dismissAll());

const date = '2031-03-03';
const anna = (suppressed: boolean): CustomerRecipeMatch => ({
  recipe_id: 9,
  customer_id: 3,
  order_id: 40,
  first_name: 'Anna',
  last_name: 'Muster',
  allergies: [
    {
      term: 'Milk',
      allergen_id: 7,
      ingredients: [{ name: 'butter', via: 'contains', is_suppressed: suppressed }],
      fully_suppressed: suppressed,
    },
  ],
  warnings: [],
  dislikes: [
    {
      term: 'olives',
      allergen_id: null,
      ingredients: [{ name: 'olives', via: 'word', is_suppressed: false }],
      fully_suppressed: false,
    },
  ],
  needs_review: [],
  fully_suppressed: suppressed,
  suppression: suppressed ? { allergen_suppression_id: 5, order_id: 40, version: 1 } : null,
});
const day = (suppressed: boolean): ProductionDayMatches => ({
  date,
  customers_checked: 12,
  slots: [
    {
      slot: 'lunch',
      recipe_id: 9,
      name: 'Pasta primavera',
      unreviewed_ingredients: [],
      matches: [anna(suppressed)],
    },
  ],
});
const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The matches as stored: a PUT suppresses Anna's butter, and the next read says so. */
function server() {
  let suppressed = false;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'PUT') {
      suppressed = true;
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return reply({
        ...body,
        allergen_suppression_id: 5,
        version: 1,
        updated_at: '2031-03-03T08:00:00.000Z',
      });
    }
    if (url.startsWith('/api/v1/allergen-suppressions')) return reply({ items: [] });
    return reply(day(suppressed));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('MatchesDialog (allergen matches)', () => {
  it('shows whose allergies match; a superchef suppresses an ingredient and the match becomes fully suppressed', async () => {
    const fetch = server();
    renderWithProviders(<MatchesDialog date={date} slot="lunch" canSuppress onClose={vi.fn()} />, {
      me: users.superchef,
    });
    const card = await screen.findByRole('listitem', { name: 'Anna Muster' });
    expect(within(card).getByText('Milk')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Dislikes' })).toBeInTheDocument();
    expect(within(card).queryByText('Fully suppressed')).not.toBeInTheDocument();

    const toggle = within(card).getByRole('switch', { name: 'Suppress butter for Anna Muster' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/v1/allergen-suppressions');
    expect(JSON.parse(String(put[1]?.body))).toEqual({
      date,
      customer_id: 3,
      order_id: 40,
      recipe_id: 9,
      suppress_allergies: ['butter'],
      suppress_warnings: [],
      version: 0,
    });
    await waitFor(() => expect(within(card).getByText('Fully suppressed')).toBeInTheDocument());
    expect(toggle).toBeChecked();
  });

  it('lets a chef read the matches without suppressing', async () => {
    const fetch = server();
    renderWithProviders(<MatchesDialog date={date} slot="lunch" canSuppress={false} onClose={vi.fn()} />, {
      me: users.chef,
    });
    const card = await screen.findByRole('listitem', { name: 'Anna Muster' });
    expect(within(card).queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText(/Only a superchef can suppress a match/)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/v1/allergen-suppressions'))).toBe(
      false,
    );
  });
});
