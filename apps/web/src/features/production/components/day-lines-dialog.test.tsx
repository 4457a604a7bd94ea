import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DayRecipeLine, DayRecipeLinesResponse } from '@brigade/domain/schemas/day-recipes';
import type { ProductionSlot } from '@brigade/domain/schemas/production';
import { dismissAll } from '../../../lib/notifications.ts';
import { Providers, testQueryClient, users } from '../../../test/render.tsx';
import { DayLinesDialog } from './day-lines-dialog.tsx';

afterEach(() => dismissAll());

const date = '2031-03-03';
const slot = { slot: 'lunch', recipe_id: 12, name: 'Milk rice', to_produce: 40 } as ProductionSlot;
const milk: DayRecipeLine = {
  uid: 'l1',
  ingredient_id: 5,
  name: 'Whole milk',
  swapped_from: null,
  quantity: 150,
  unit: 'ml',
  ingredient_spec_suppliers_id: null,
  spec_chosen_for_day: false,
  specs: [
    { ingredient_spec_suppliers_id: 9, supplier_name: 'Dairy farm', article_number: 'M-1', is_default: true },
  ],
  is_done: false,
  loading_is_done: false,
  version: 0,
};
const lines: DayRecipeLinesResponse = { date, recipe_id: 12, name: 'Milk rice', lines: [milk] };

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The lines are read at once; a PUT answers only when the test says so. */
function deferredServer() {
  let answer: (body: unknown, status?: number) => void = () => undefined;
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PUT'
      ? new Promise<Response>((resolve) => {
          answer = (body, status) => resolve(reply(body, status));
        })
      : Promise.resolve(
          reply(
            String(_input).includes('/ingredients/autocomplete')
              ? { items: [{ ingredient_id: 6, name: 'Oat drink', name_de: 'Haferdrink' }] }
              : lines,
          ),
        ),
  );
  vi.stubGlobal('fetch', fetch);
  const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
  return { puts, answer: (body: unknown, status?: number) => answer(body, status) };
}

function renderDialog(canPlan: boolean) {
  render(
    <Providers client={testQueryClient(canPlan ? users.superchef : users.chef)}>
      <DayLinesDialog date={date} slot={slot} canPlan={canPlan} onClose={() => undefined} />
    </Providers>,
  );
}

// 15 s a test, as the other screens' component tests allow on a loaded machine.
describe('DayLinesDialog (a dish on one day)', { timeout: 15_000 }, () => {
  it("shows each line's quantity for the day; a cook's tick shows only once the server confirms", async () => {
    const server = deferredServer();
    renderDialog(false);
    const row = await screen.findByTestId('day-line-l1');
    expect(row).toHaveTextContent(/6.000 ml/);
    expect(within(row).queryByRole('button', { name: 'Swap Whole milk' })).not.toBeInTheDocument();
    const done = within(row).getByRole('checkbox', { name: 'Whole milk done' });

    await userEvent.click(done);
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    const [url, init] = server.puts()[0]!;
    expect(String(url)).toBe(`/api/v1/production/days/${date}/recipes/12/lines/l1/done`);
    expect(JSON.parse(String(init?.body))).toEqual({ is_done: true, version: 0 });
    expect(done).not.toBeChecked();
    expect(done).toBeDisabled();
    // The loaded box waits too: one update of a line at a time.
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(within(row).getByRole('checkbox', { name: 'Whole milk loaded' }));
    expect(server.puts()).toHaveLength(1);

    await act(async () => server.answer({ ...milk, is_done: true, version: 1 }));
    await waitFor(() => expect(done).toBeChecked());
    expect(done).toBeEnabled();
  });

  it('lets a planner swap the ingredient and shows what it replaces once confirmed', async () => {
    const server = deferredServer();
    renderDialog(true);
    const row = await screen.findByTestId('day-line-l1');
    expect(within(row).getByRole('combobox', { name: 'Supplier of Whole milk' })).toHaveTextContent(
      'Default supplier',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Swap Whole milk' }));
    await userEvent.type(within(row).getByRole('combobox', { name: 'Instead of Whole milk' }), 'Oat');
    await userEvent.click(await screen.findByRole('option', { name: 'Oat drink' }));
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    const [url, init] = server.puts()[0]!;
    expect(String(url)).toBe(`/api/v1/production/days/${date}/recipes/12/lines/l1/ingredient`);
    expect(JSON.parse(String(init?.body))).toEqual({ ingredient_id: 6, version: 0 });
    expect(row).toHaveTextContent('Whole milk');
    const swapped = {
      ingredient_id: 6,
      name: 'Oat drink',
      swapped_from: { ingredient_id: 5, name: 'Whole milk' },
    };
    await act(async () => server.answer({ ...milk, ...swapped, version: 1 }));
    await waitFor(() => expect(row).toHaveTextContent('Oat drink'));
    expect(row).toHaveTextContent('instead of Whole milk');
    expect(within(row).getByRole('button', { name: 'Undo the swap of Oat drink' })).toBeEnabled();
  });
});
