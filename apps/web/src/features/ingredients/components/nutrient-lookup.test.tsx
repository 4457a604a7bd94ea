import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@brigade/domain/messages/catalogue';
import { i18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { currentNotices, dismissAll } from '../../../lib/notifications.ts';
import { Providers, renderApp, renderWithProviders, users } from '../../../test/render.tsx';
import { NutrientLookup } from './nutrient-lookup.tsx';

const butter = {
  external_id: '1001',
  name: 'butter',
  source: 'spoonacular ingredient 1001',
  energy_kcal: 717,
  fat_g: 81.11,
  saturated_fat_g: 51.37,
  carbohydrates_g: 0.06,
  sugars_g: 0.06,
  fibre_g: null,
  protein_g: 0.85,
  sodium_mg: 643,
};
const quota = 'Your daily points limit of 150 has been reached.';

/** Answers the API as the server does; `nutrients` decides the lookup's answer. */
function serve(options: { configured?: boolean; nutrients?: [number, unknown] } = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.startsWith('/api/v1/recipe-data/status'))
      return reply(200, { configured: options.configured ?? true });
    if (url.startsWith('/api/v1/recipe-data/ingredients?'))
      return reply(200, {
        items: [
          { external_id: '1001', name: 'butter' },
          { external_id: '1145', name: 'unsalted butter' },
        ],
      });
    if (url.startsWith('/api/v1/recipe-data/ingredients/1001/nutrients'))
      return reply(...(options.nutrients ?? [200, butter]));
    return reply(200, { items: [], total: 0 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const calls = (fetch: ReturnType<typeof serve>, prefix: string) =>
  fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(prefix));

afterEach(() => dismissAll());

describe('nutrient lookup (recipe-data service)', () => {
  it('is hidden when no service is configured', async () => {
    const fetch = serve({ configured: false });
    renderWithProviders(<NutrientLookup onFound={vi.fn()} />, { me: users.superchef });
    await waitFor(() => expect(calls(fetch, '/api/v1/recipe-data/status')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Look up nutrients' })).not.toBeInTheDocument();
  });

  it('searches after typing (300 ms debounce, one call) and hands the picked nutrients over', async () => {
    const fetch = serve();
    const onFound = vi.fn();
    renderWithProviders(<NutrientLookup onFound={onFound} />, { me: users.superchef });
    await userEvent.click(await screen.findByRole('button', { name: 'Look up nutrients' }));
    await userEvent.type(screen.getByLabelText('Ingredient name'), 'butter');
    await userEvent.click(await screen.findByRole('button', { name: 'butter' }));
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(butter));
    // Debounced: fewer calls than keystrokes (one when typing is quick), none for one letter, the last 'butter'.
    const searches = calls(fetch, '/api/v1/recipe-data/ingredients?');
    expect(searches.at(-1)).toBe('/api/v1/recipe-data/ingredients?q=butter');
    expect(searches.length).toBeLessThan(5);
    expect(searches).not.toContain('/api/v1/recipe-data/ingredients?q=b');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a used-up quota in a snackbar with the service’s message, and keeps the dialog open', async () => {
    serve({ nutrients: [422, { error_code: 'QUOTA_EXCEEDED', error_message: quota }] });
    const onFound = vi.fn();
    render(
      <Providers client={createQueryClient()}>
        <NutrientLookup onFound={onFound} />
      </Providers>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Look up nutrients' }));
    await userEvent.type(screen.getByLabelText('Ingredient name'), 'butter');
    await userEvent.click(await screen.findByRole('button', { name: 'butter' }));
    await waitFor(() =>
      expect(currentNotices().map((n) => n.message)).toContain(
        `${messages.unableToGetRecipeDataNutrients} ${quota}`,
      ),
    );
    expect(onFound).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('names the service’s failure in German', async () => {
    await i18n.changeLanguage('de');
    serve({ nutrients: [502, { error_code: 'UPSTREAM_FAILED', error_message: messages.recipeDataFailed }] });
    render(
      <Providers client={createQueryClient()}>
        <NutrientLookup onFound={vi.fn()} />
      </Providers>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Nährwerte nachschlagen' }));
    await userEvent.type(screen.getByLabelText('Name der Zutat'), 'butter');
    await userEvent.click(await screen.findByRole('button', { name: 'butter' }));
    await waitFor(() =>
      expect(currentNotices().map((n) => n.message)).toContain(
        'Nährwerte der Zutat konnten nicht geladen werden. Der Rezeptdaten-Dienst hat nicht richtig geantwortet. Bitte später erneut versuchen.',
      ),
    );
  });
});

describe('ingredient page with the lookup', () => {
  it(
    'fills the nutrient fields and the source from the pick, without saving',
    { timeout: 30_000 },
    async () => {
      const fetch = serve();
      renderApp('/ingredients/0', users.superchef);
      await userEvent.click(
        await screen.findByRole('button', { name: 'Look up nutrients' }, { timeout: 10_000 }),
      );
      await userEvent.type(screen.getByLabelText('Ingredient name'), 'butter');
      await userEvent.click(await screen.findByRole('button', { name: 'butter' }));
      await waitFor(() => expect(screen.getByLabelText('Energy (kcal)')).toHaveValue('717'));
      expect(screen.getByLabelText('Sodium (mg)')).toHaveValue('643');
      expect(screen.getByLabelText('of which saturated (g)')).toHaveValue('51.37');
      expect(screen.getByLabelText('Fibre (g)')).toHaveValue('');
      expect(screen.getByLabelText('Source of the nutrient values')).toHaveValue(
        'spoonacular ingredient 1001',
      );
      expect(fetch.mock.calls.some(([, init]) => init?.method && init.method !== 'GET')).toBe(false);
    },
  );
});
