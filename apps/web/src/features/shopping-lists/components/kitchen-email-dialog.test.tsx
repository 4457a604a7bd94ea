import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShoppingListDetail } from '@brigade/domain/schemas/shopping-lists';
import { currentNotices, dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { addresses, KitchenEmailDialog } from './kitchen-email-dialog.tsx';

afterEach(() => {
  dismissAll();
  vi.unstubAllGlobals();
});

const list: ShoppingListDetail = {
  shopping_list_id: 3,
  name: 'Monday veg',
  dates: ['2026-11-30'],
  week_id: '2026_49',
  cost_chf: 39.4,
  created_at: '2026-11-26T10:00:00Z',
  computed_at: '2026-11-26T10:00:00Z',
  version: 1,
  recipes: [],
  groups: [
    {
      supplier_id: 1,
      supplier_name: 'Alpenfrisch',
      cost_chf: 39.4,
      cost_incomplete: false,
      lines: [
        {
          line_key: '1-1',
          ingredient_id: 1,
          name: 'Banana',
          total_g: 6730,
          spec: {
            ingredient_spec_suppliers_id: 1,
            supplier_id: 1,
            supplier_name: 'Alpenfrisch',
            pack_size: 5,
            pack_unit: 'kg',
            price_chf: 19.7,
            is_default: true,
          },
          pack_g: 5000,
          packs: 2,
          cost_chf: 39.4,
          pack_issue: null,
          recipe_ids: [],
          is_done: false,
        },
      ],
    },
  ],
  unconverted: [
    {
      line_key: '2-u-piece',
      ingredient_id: 2,
      name: 'Lemon',
      unit: 'piece',
      quantity: 8,
      reason: '',
      recipe_ids: [],
      is_done: false,
    },
  ],
};

function stubOutbox() {
  const fetch = vi.fn(
    async (_url: string, init?: RequestInit) =>
      new Response(
        JSON.stringify({
          id: 1,
          kind: 'kitchen',
          ...JSON.parse(String(init?.body)),
          html: null,
          attachments: [],
          status: 'queued',
          error: null,
          created_at: '2026-11-26T10:00:00Z',
          sent_at: null,
        }),
        { status: 202, headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the kitchen e-mail of a shopping list', () => {
  it('reads addresses separated by commas, semicolons or spaces', () => {
    expect(addresses(' a@x.ch, b@y.ch;c@z.ch  d@w.ch ')).toEqual(['a@x.ch', 'b@y.ch', 'c@z.ch', 'd@w.ch']);
    expect(addresses('  ')).toEqual([]);
  });

  it('is prefilled with the list as text, and sends it to every address given', async () => {
    const fetch = stubOutbox();
    const onClose = vi.fn();
    renderWithProviders(<KitchenEmailDialog list={list} open onClose={onClose} />);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Monday veg');
    const text = (screen.getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement).value;
    expect(text).toContain('Monday veg\nDates: Mon 30 Nov\n\nAlpenfrisch\n- Banana: 6.73 kg (2 × 5 kg)');
    expect(text).toContain('Not converted to grams\n- Lemon: 8 piece');
    expect(text).toMatch(/Total of the list: CHF\s39.40$/);

    await userEvent.type(screen.getByRole('textbox', { name: /^To/ }), 'kitchen@example.ch, chef@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/mail/kitchen');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      to: ['kitchen@example.ch', 'chef@example.ch'],
      cc: [],
      subject: 'Monday veg',
    });
    expect(currentNotices()[0]?.message).toMatch(/^E-mail to kitchen@example.ch, chef@example.ch queued/);
  });

  it('shows a wrong address under To and sends nothing', async () => {
    const fetch = stubOutbox();
    renderWithProviders(<KitchenEmailDialog list={list} open onClose={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^To/ }), 'kitchen@example.ch, not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('E-mail address is invalid')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
