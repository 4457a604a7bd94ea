import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@brigade/domain/messages/catalogue';
import type { ChefIngredientNote } from '@brigade/domain/schemas/chef-notes';
import { initI18n } from '../../../lib/i18n.ts';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders, users } from '../../../test/render.tsx';
import { ChefIngredientNotesDialog } from './chef-ingredient-notes-dialog.tsx';

const note = (
  id: number,
  name: string,
  name_de: string,
  notes: string,
  version: number,
): ChefIngredientNote => ({
  ingredient_id: id,
  name,
  name_de,
  notes,
  version,
  updated_at: version > 0 ? '2026-03-02T08:00:00.000Z' : null,
});
const basil = note(1, 'Basil', 'Basilikum', 'Never below 10 °C.', 2);
const avocado = note(2, 'Avocado', 'Avocado', '', 0);

type Reply = [number, unknown];
/** Answers the API as the server does; `put` decides the answer to a save. */
function serve(put: (body: { notes: string; version: number }) => Reply = (body) => [200, body]) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const reply = ([status, body]: Reply) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (init?.method === 'PUT') return reply(put(JSON.parse(String(init.body))));
    if (url.startsWith('/api/v1/chef-ingredient-notes?') && url.includes('with_notes=false'))
      return reply([200, { items: [avocado, basil], total: 2 }]);
    if (url.startsWith('/api/v1/chef-ingredient-notes?')) return reply([200, { items: [basil], total: 1 }]);
    if (url === '/api/v1/chef-ingredient-notes/1')
      return reply([200, { ...basil, notes: 'Changed', version: 3 }]);
    return reply([404, { error_code: 'NOT_FOUND', error_message: 'Not found' }]);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const puts = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([input, init]) => [String(input), JSON.parse(String(init?.body))]);

afterEach(() => dismissAll());

describe('chef ingredient notes dialog', { timeout: 30_000 }, () => {
  it('lists the notes, edits one with a counter and saves it with its version', async () => {
    const fetch = serve((body) => [200, { ...basil, notes: body.notes, version: 3 }]);
    renderWithProviders(<ChefIngredientNotesDialog open onClose={vi.fn()} />, { me: users.chef });
    const dialog = await screen.findByRole('dialog', { name: 'Chef ingredient notes' });
    const list = await within(dialog).findByRole('list', { name: 'Ingredients with notes' });
    await userEvent.click(within(list).getByText('Basil'));
    const field = within(dialog).getByLabelText('Chef note on Basil');
    expect(field).toHaveValue('Never below 10 °C.');
    expect(within(dialog).getByText('18 / 5000')).toBeInTheDocument();
    await userEvent.type(field, ' Keep in water.');
    expect(within(dialog).getByText('33 / 5000')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the note on Basil' }));
    await waitFor(() =>
      expect(puts(fetch)).toEqual([
        ['/api/v1/chef-ingredient-notes/1', { notes: 'Never below 10 °C. Keep in water.', version: 2 }],
      ]),
    );
  });

  it('finds an ingredient without a note and starts one with version 0; refuses more than 5000 characters', async () => {
    const fetch = serve((body) => [200, { ...avocado, notes: body.notes, version: 1 }]);
    renderWithProviders(<ChefIngredientNotesDialog open onClose={vi.fn()} />, { me: users.chef });
    await userEvent.type(await screen.findByLabelText('Find an ingredient'), 'avo');
    await userEvent.click(await screen.findByRole('option', { name: 'Avocado' }));
    const field = screen.getByLabelText('Chef note on Avocado');
    expect(field).toHaveValue('');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(5001));
    expect(screen.getByText('Notes must be at most 5000 characters')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save the note on Avocado' });
    expect(save).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Ripen two days.');
    await userEvent.click(save);
    await waitFor(() =>
      expect(puts(fetch)).toEqual([
        ['/api/v1/chef-ingredient-notes/2', { notes: 'Ripen two days.', version: 0 }],
      ]),
    );
  });

  it('after a 409 offers the current note’s version and keeps the chef’s text', async () => {
    const fetch = serve((body) =>
      body.version === 2
        ? [409, { error_code: 'CONFLICT', error_message: messages.staleVersion }]
        : [200, { ...basil, notes: body.notes, version: 4 }],
    );
    renderWithProviders(<ChefIngredientNotesDialog open onClose={vi.fn()} />, { me: users.chef });
    await userEvent.click(await screen.findByText('Basil'));
    const field = screen.getByLabelText('Chef note on Basil');
    await userEvent.type(field, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save the note on Basil' }));
    // Wrapped as 'Unable to <action>. <reason>' (spec §8, ADR 076).
    const stale = `${messages.unableToSaveChefNote} ${messages.staleVersion}`;
    expect(await screen.findByText(stale)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload current record' }));
    await waitFor(() => expect(screen.queryByText(stale)).not.toBeInTheDocument());
    expect(field).toHaveValue('Never below 10 °C.!');
    await userEvent.click(screen.getByRole('button', { name: 'Save the note on Basil' }));
    await waitFor(() =>
      expect(puts(fetch).at(-1)?.[1]).toEqual({ notes: 'Never below 10 °C.!', version: 3 }),
    );
  });

  it('speaks German, with the German ingredient names in their order', async () => {
    const fetch = serve();
    await initI18n('de');
    renderWithProviders(<ChefIngredientNotesDialog open onClose={vi.fn()} />, { me: users.chef });
    const dialog = await screen.findByRole('dialog', { name: 'Zutatennotizen der Küche' });
    await userEvent.click(await within(dialog).findByText('Basilikum'));
    expect(within(dialog).getByLabelText('Küchennotiz zu Basilikum')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('sort_by=name_de');
  });
});
