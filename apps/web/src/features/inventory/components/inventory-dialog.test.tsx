import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@brigade/domain/messages/catalogue';
import type { InventoryGroup, InventoryItem } from '@brigade/domain/schemas/inventory';
import { initI18n } from '../../../lib/i18n.ts';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders, users } from '../../../test/render.tsx';
import { InventoryDialog } from './inventory-dialog.tsx';

const at = '2026-03-02T08:00:00.000Z';
const item = (
  id: number,
  groupId: number,
  name: string,
  quantity: number,
  minQuantity: number,
  unit = 'piece',
) =>
  ({
    inventoryGroupItemId: id,
    inventoryGroupId: groupId,
    name,
    unit,
    quantity,
    minQuantity,
    belowMin: quantity < minQuantity,
    lastChangeAt: null,
    version: 1,
    updatedAt: at,
  }) satisfies InventoryItem;
const group = (id: number, name: string, items: InventoryItem[]): InventoryGroup => ({
  inventoryGroupId: id,
  name,
  position: id,
  items,
  version: 1,
  updatedAt: at,
});
const groups = [
  group(1, 'Packaging', [item(11, 1, 'Meal boxes', 420, 300), item(12, 1, 'Insulated bags', 35, 40)]),
  group(2, 'Dry store', [item(21, 2, 'Rolled oats', 7.5, 10, 'kg')]),
];

type Reply = [number, unknown];
/** Answers the API as the server does; `change` decides the answer to a stock change. */
function serve(change?: (body: Record<string, unknown>) => Reply) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const reply = ([status, body]: Reply) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url === '/api/v1/inventory/groups' && (init?.method ?? 'GET') === 'GET')
      return reply([200, { items: groups, total: groups.length }]);
    if (url === '/api/v1/inventory/groups') return reply([201, group(3, 'Cleaning', [])]);
    if (url.startsWith('/api/v1/inventory/items/11/changes') && init?.method === 'POST')
      return reply(change!(JSON.parse(String(init.body))));
    if (url.startsWith('/api/v1/inventory/items/11/changes'))
      return reply([
        200,
        {
          total: 1,
          items: [
            {
              inventoryGroupItemChangeId: 5,
              inventoryGroupItemId: 11,
              delta: -20,
              quantityAfter: 420,
              note: 'Monday run',
              changedBy: 3,
              changedByName: 'chef',
              createdAt: at,
            },
          ],
        },
      ]);
    return reply([404, { error_code: 'NOT_FOUND', error_message: 'Not found' }]);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const posted = (fetch: ReturnType<typeof serve>, url: string) =>
  fetch.mock.calls
    .filter(([input, init]) => String(input) === url && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => dismissAll());

describe('inventory dialog', { timeout: 30_000 }, () => {
  it('shows a chef the groups as tabs with stock, minimum and what is low, without set-up buttons', async () => {
    serve();
    renderWithProviders(<InventoryDialog open onClose={vi.fn()} />, { me: users.chef });
    const dialog = await screen.findByRole('dialog', { name: 'Inventory' });
    const packaging = await within(dialog).findByRole('table', { name: 'Packaging' });
    const rows = within(packaging).getAllByTestId('inventory-item');
    // Name (with the stock under it on phones), stock, minimum.
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Meal boxes420 pieces420 pieces300 pieces/),
      expect.stringMatching(/^Insulated bagsBelow minimum35 pieces35 pieces40 pieces/),
    ]);
    expect(within(dialog).getByRole('tab', { name: 'Packaging · 1 low' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).queryByRole('button', { name: 'Add group' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit Meal boxes' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Dry store · 1 low' }));
    expect(await within(dialog).findByRole('table', { name: 'Dry store' })).toHaveTextContent('7.5 kg');
  });

  it('records a delivery and shows the stock the server answers; a refused change shows its message', async () => {
    const fetch = serve((body) =>
      body.delta === 25
        ? [
            201,
            {
              change: {
                inventoryGroupItemChangeId: 6,
                inventoryGroupItemId: 11,
                delta: 25,
                quantityAfter: 445,
                note: 'Delivery',
                changedBy: 3,
                changedByName: 'chef',
                createdAt: at,
              },
              item: item(11, 1, 'Meal boxes', 445, 300),
            },
          ]
        : [422, { error_code: 'BUSINESS_RULE', error_message: messages.inventoryStockNegative }],
    );
    renderWithProviders(<InventoryDialog open onClose={vi.fn()} />, { me: users.chef });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Meal boxes' }));
    const form = screen.getByRole('form', { name: 'Add to Meal boxes' });
    await userEvent.type(within(form).getByLabelText('Received (pieces)'), '25');
    expect(within(form).getByText('Stock after: 445 pieces')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Note'), 'Delivery');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('item-quantity')[0]).toHaveTextContent('445 pieces');
    expect(posted(fetch, '/api/v1/inventory/items/11/changes')).toEqual([{ delta: 25, note: 'Delivery' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Take out of Meal boxes' }));
    const out = screen.getByRole('form', { name: 'Take out of Meal boxes' });
    await userEvent.click(within(out).getByRole('button', { name: 'Save' }));
    expect(within(out).getByText(messages.inventoryDeltaInvalid)).toBeInTheDocument(); // nothing typed: not sent
    await userEvent.type(within(out).getByLabelText('Used (pieces)'), '999');
    await userEvent.click(within(out).getByRole('button', { name: 'Save' }));
    expect(
      await within(out).findByText(
        `${messages.unableToRecordStockChange} ${messages.inventoryStockNegative}`,
      ),
    ).toBeInTheDocument();
    expect(posted(fetch, '/api/v1/inventory/items/11/changes').at(-1)).toEqual({ delta: -999, note: '' });
    expect(screen.getAllByTestId('item-quantity')[0]).toHaveTextContent('445 pieces');
  });

  it('lets a superchef add a group, and shows an item’s recent changes', async () => {
    const fetch = serve();
    renderWithProviders(<InventoryDialog open onClose={vi.fn()} />, { me: users.superchef });
    await userEvent.click(await screen.findByRole('button', { name: 'Recent changes of Meal boxes' }));
    const history = await screen.findByRole('table', { name: 'Recent changes of Meal boxes' });
    expect(history).toHaveTextContent('−20 pieces');
    expect(history).toHaveTextContent('Monday run');
    expect(screen.getByRole('button', { name: 'Add item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Meal boxes' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    const form = screen.getByRole('dialog', { name: 'Add inventory group' });
    await userEvent.type(within(form).getByLabelText(/Name/), 'Cleaning');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(fetch, '/api/v1/inventory/groups')).toEqual([{ name: 'Cleaning' }]));
  });

  it('speaks German', async () => {
    serve();
    await initI18n('de');
    renderWithProviders(<InventoryDialog open onClose={vi.fn()} />, { me: users.chef });
    const dialog = await screen.findByRole('dialog', { name: 'Inventar' });
    expect(await within(dialog).findByRole('tab', { name: 'Packaging · 1 knapp' })).toBeInTheDocument();
    expect(within(dialog).getByText('Unter Mindestbestand')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zu Meal boxes hinzufügen' })).toBeInTheDocument();
  });
});
