import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECIPE_FLAG_OF_MEAL_TYPE } from '@brigade/domain/programmes/meal-types';
import type { AssignDay } from '@brigade/domain/schemas/production';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders, users } from '../../../test/render.tsx';
import { AssignDayColumn } from './assign-day-column.tsx';

afterEach(() => dismissAll());

const monday: AssignDay = {
  date: '2031-03-03',
  readable_date: 'Mon 3 Mar',
  is_weekend: false,
  slots: [
    { slot: 'lunch', recipe_id: 1, name: 'Greek salad', client_facing_name: 'Greek salad', version: 3 },
  ],
};
const recipe = (recipe_id: number, name: string) => ({
  recipe_id,
  name,
  client_facing_name: name,
  a_life_label: '',
  ...Object.fromEntries(Object.values(RECIPE_FLAG_OF_MEAL_TYPE).map((flag) => [flag, flag === 'isLunch'])),
  meal_types: ['lunch'],
  portion_quantity: 1,
  portion_unit: 'portion',
  line_count: 3,
  revision_status: 'APPROVED',
  rating: null,
  version: 1,
  updated_at: '2031-03-01T10:00:00.000Z',
});
const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Recipes answer at once; the day's upload answers when the test says so. */
function server() {
  let answer: (body: unknown, status?: number) => void = () => undefined;
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT')
      return new Promise<Response>((resolve) => {
        answer = (body, status) => resolve(reply(body, status));
      });
    const url = String(input);
    if (url.startsWith('/api/v1/recipes?'))
      return Promise.resolve(
        reply({ items: [recipe(1, 'Greek salad'), recipe(2, 'Chicken rice bowl')], total: 2 }),
      );
    return Promise.resolve(reply({}));
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (body: unknown, status?: number) => answer(body, status) };
}

async function pickChicken() {
  const column = screen.getByRole('region', { name: /^Recipes of Mon 3 Mar/ });
  const input = within(column).getByRole('combobox', { name: 'Lunch' });
  await userEvent.clear(input);
  await userEvent.type(input, 'Chi');
  await userEvent.click(await screen.findByRole('option', { name: 'Chicken rice bowl' }));
  return column;
}

describe('AssignDayColumn (upload feedback)', () => {
  it("asks for the slot's meal type, uploads the pick, flashes blue while uploading and green when saved", async () => {
    const api = server();
    renderWithProviders(<AssignDayColumn day={monday} />, { me: users.superchef });
    const column = await pickChicken();

    const search = api.fetch.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.startsWith('/api/v1/recipes?'));
    expect(search).toContain('meal_types=lunch');
    await waitFor(() => expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = api.fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/v1/production/days/2031-03-03/recipes');
    expect(JSON.parse(String(put[1]?.body))).toEqual({
      slots: [{ slot: 'lunch', recipe_id: 2, version: 3 }],
    });

    expect(within(column).getByRole('status')).toHaveTextContent('Uploading');
    expect(column).toHaveStyle({ backgroundColor: '#90CAF9' });
    expect(within(column).getByRole('combobox', { name: 'Lunch' })).toBeDisabled();

    await act(async () =>
      api.answer({
        ...monday,
        slots: [{ ...monday.slots[0], recipe_id: 2, name: 'Chicken rice bowl', version: 4 }],
      }),
    );
    await waitFor(() => expect(within(column).getByRole('status')).toHaveTextContent('Saved'));
    // The success flash alternates green with the resting colour: wait for a green frame (slow machines).
    await waitFor(() => expect(column).toHaveStyle({ backgroundColor: '#A5D6A7' }));
  });

  it('flashes red when the upload fails', async () => {
    const api = server();
    renderWithProviders(<AssignDayColumn day={monday} />, { me: users.superchef });
    const column = await pickChicken();
    await waitFor(() => expect(within(column).getByRole('status')).toHaveTextContent('Uploading'));
    await act(async () => api.answer({ error_code: 'CONFLICT', error_message: 'stale' }, 409));
    await waitFor(() => expect(within(column).getByRole('status')).toHaveTextContent('Not saved'));
    await waitFor(() => expect(column).toHaveStyle({ backgroundColor: '#EF9A9A' }));
  });

  it('rests light grey on a weekend day', () => {
    server();
    renderWithProviders(
      <AssignDayColumn day={{ ...monday, date: '2031-03-08', is_weekend: true, slots: [] }} />,
      {
        me: users.superchef,
      },
    );
    expect(screen.getByRole('region')).toHaveStyle({ backgroundColor: '#EEEEEE' });
  });
});
