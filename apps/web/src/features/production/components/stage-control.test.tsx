import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductionSlot, ProductionWeek } from '@brigade/domain/schemas/production';
import { dismissAll } from '../../../lib/notifications.ts';
import { Providers, testQueryClient, users } from '../../../test/render.tsx';
import { useProductionWeek } from '../api/get-production-week.ts';
import { productionKeys } from '../api/keys.ts';
import { StageControl } from './stage-control.tsx';
import { useStageControl } from './use-stage-control.ts';

afterEach(() => dismissAll());

const date = '2031-03-03';
const lunch: ProductionSlot = {
  slot: 'lunch',
  day_recipe_id: 7,
  recipe_id: 12,
  name: 'Chicken rice bowl',
  client_facing_name: 'Chicken rice bowl',
  numLean: 1,
  numLeanFlex: 0,
  numStrong: 2,
  numStrongFlex: 0,
  numOther: 0,
  totalOrderCount: 3,
  bag_extra: 0,
  qty_adjust: 0,
  to_produce: 3,
  bag_adjustments: [],
  production_stage: 'COOKING',
  is_done: false,
  version: 4,
};
const counts = {
  numLean: 1,
  numLeanFlex: 0,
  numStrong: 2,
  numStrongFlex: 0,
  numOther: 0,
  totalOrderCount: 3,
};
const week: ProductionWeek = {
  start_date: date,
  week_id: '2031_10',
  days: [
    {
      date,
      readable_date: 'Mon 3 Mar',
      is_weekend: false,
      notes: '',
      notes_chef: '',
      version: 0,
      totals: counts,
      slots: [lunch],
      unassigned_meals: [],
      undetermined_orders: [],
      show_bag_changes: false,
      tasks: [],
    },
  ],
};

/** The control as the page uses it: the slot comes from the cached week, which only the server's answer changes. */
function Harness() {
  const { data } = useProductionWeek(undefined);
  const slot = data?.days[0]?.slots[0];
  return slot ? <StageControl date={date} slot={slot} mealLabel="Lunch" /> : null;
}

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The week is read at once (after a failure); a PUT answers only when the test says so. */
function deferredServer() {
  let answer: (body: unknown, status?: number) => void = () => undefined;
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PUT'
      ? new Promise<Response>((resolve) => {
          answer = (body, status) => resolve(reply(body, status));
        })
      : Promise.resolve(reply(week)),
  );
  vi.stubGlobal('fetch', fetch);
  const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
  return { fetch, puts, answer: (body: unknown, status?: number) => answer(body, status) };
}

/** The week is in the cache before the control mounts, so the only calls are the control's own. */
function renderHarness() {
  const client = testQueryClient(users.chef);
  client.setQueryData(productionKeys.week(undefined), week);
  return render(
    <Providers client={client}>
      <Harness />
    </Providers>,
  );
}

describe('StageControl (production stage)', () => {
  it('shows done only after the server confirms, and refuses a second click while loading', async () => {
    const server = deferredServer();
    renderHarness();
    const done = await screen.findByRole('checkbox', { name: 'Lunch done' });
    expect(done).not.toBeChecked();

    await userEvent.click(done);
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    const [url, init] = server.fetch.mock.calls[0]!;
    expect(String(url)).toBe(`/api/v1/production/days/${date}/slots/lunch/stage`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      production_stage: 'COOKING',
      is_done: true,
      version: 4,
    });

    // Loading: not yet done, and neither the box nor the stage takes another request.
    expect(done).not.toBeChecked();
    expect(done).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    // A disabled box takes no pointer; the click is made anyway, as an impatient finger would.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(done);
    expect(server.fetch).toHaveBeenCalledTimes(1);

    await act(async () =>
      server.answer({ slot: 'lunch', production_stage: 'COOKING', is_done: true, version: 5 }),
    );
    await waitFor(() => expect(done).toBeChecked());
    expect(done).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stays not done when the server refuses', async () => {
    const server = deferredServer();
    renderHarness();
    const done = await screen.findByRole('checkbox', { name: 'Lunch done' });
    await userEvent.click(done);
    await act(async () => server.answer({ error_code: 'CONFLICT', error_message: 'stale' }, 409));
    await waitFor(() => expect(done).toBeEnabled());
    expect(done).not.toBeChecked();
  });

  it('sends a chosen stage with the done mark as it is', async () => {
    const server = deferredServer();
    renderHarness();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Stage of Lunch' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Packed' }));
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(server.fetch.mock.calls[0]![1]?.body))).toEqual({
      production_stage: 'PACKED',
      is_done: false,
      version: 4,
    });
    expect(screen.getByRole('combobox', { name: 'Stage of Lunch' })).toHaveTextContent('Cooking');
    await act(async () =>
      server.answer({ slot: 'lunch', production_stage: 'PACKED', is_done: false, version: 5 }),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Stage of Lunch' })).toHaveTextContent('Packed'),
    );
  });
});

describe('useStageControl', () => {
  it('refuses an update while one is on its way (even before the control re-renders)', async () => {
    const server = deferredServer();
    const client = testQueryClient(users.chef);
    const { result } = renderHook(() => useStageControl(date, lunch), {
      wrapper: ({ children }) => <Providers client={client}>{children}</Providers>,
    });
    let first = false;
    let second = true;
    act(() => {
      first = result.current.update({ is_done: true });
      second = result.current.update({ is_done: true });
    });
    expect(first).toBe(true);
    expect(second).toBe(false);
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    await act(async () =>
      server.answer({ slot: 'lunch', production_stage: 'COOKING', is_done: true, version: 5 }),
    );
    await waitFor(() => expect(result.current.pending).toBe(false));
    act(() => {
      first = result.current.update({ is_done: false });
    });
    expect(first).toBe(true);
    await waitFor(() => expect(server.puts()).toHaveLength(2));
  });
});
