import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@brigade/domain/messages/catalogue';
import { suggestAllergens } from '@brigade/domain/allergens/suggest';
import type { DeclarationState } from '@brigade/domain/schemas/ingredient-declarations';
import type { IngredientDetail } from '@brigade/domain/schemas/ingredients';
import { i18n } from '../../../lib/i18n.ts';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderApp, users } from '../../../test/render.tsx';

// The 14 EU allergens as seeded (ids 1–14 in Annex II order).
const catalogue = [
  ['GLUTEN', 'Cereals containing gluten', 'Glutenhaltiges Getreide'],
  ['CRUSTACEANS', 'Crustaceans', 'Krebstiere'],
  ['EGGS', 'Eggs', 'Eier'],
  ['FISH', 'Fish', 'Fisch'],
  ['PEANUTS', 'Peanuts', 'Erdnüsse'],
  ['SOY', 'Soybeans', 'Sojabohnen'],
  ['MILK', 'Milk', 'Milch'],
  ['NUTS', 'Nuts', 'Schalenfrüchte'],
  ['CELERY', 'Celery', 'Sellerie'],
  ['MUSTARD', 'Mustard', 'Senf'],
  ['SESAME', 'Sesame seeds', 'Sesamsamen'],
  ['SULPHITES', 'Sulphur dioxide and sulphites', 'Schwefeldioxid und Sulphite'],
  ['LUPIN', 'Lupin', 'Lupinen'],
  ['MOLLUSCS', 'Molluscs', 'Weichtiere'],
].map(([code, name, name_de], i) => ({
  allergen_id: i + 1,
  code: code!,
  name: name!,
  name_de: name_de!,
  version: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
}));
const idOf = (name: string) => catalogue.find((a) => a.name === name)!.allergen_id;

/** Butter: contains milk (declared by superchef), free of nuts, the rest as `others` (UNKNOWN by default). */
function butter(options: { others?: DeclarationState; reviewed?: boolean } = {}): IngredientDetail {
  const stateOf = (name: string) =>
    name === 'Milk' ? 'CONTAINS' : name === 'Nuts' ? 'FREE' : (options.others ?? 'UNKNOWN');
  return {
    ingredient_id: 3,
    name: 'Butter',
    name_de: 'Butter',
    spec: '',
    spec_de: '',
    energy_kcal: 717,
    fat_g: 81,
    saturated_fat_g: null,
    carbohydrates_g: null,
    sugars_g: null,
    fibre_g: null,
    protein_g: null,
    sodium_mg: null,
    density_g_per_ml: null,
    grams_per_piece: null,
    allergens_reviewed: options.reviewed ?? false,
    source: '',
    legacy: false,
    version: 4,
    updated_at: '2026-03-02T10:00:00.000Z',
    allergens: [{ allergen_id: 7, name: 'Milk', name_de: 'Milch', kind: 'CONTAINS' }],
    declarations: catalogue.map((a) => {
      const state = stateOf(a.name);
      const milk = a.name === 'Milk';
      return {
        allergen_id: a.allergen_id,
        name: a.name,
        name_de: a.name_de,
        code: a.code,
        state,
        declared_by: milk ? 'superchef' : null,
        declared_at: state === 'UNKNOWN' ? null : '2026-03-02T10:00:00.000Z',
      };
    }),
    specs: [],
  };
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the server answers it; `save` answers a PUT or POST (default: the detail, saved). */
function serve(detail: IngredientDetail, save?: [number, unknown]) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'PUT' || init?.method === 'POST')
      return reply(...(save ?? [200, { ...detail, version: detail.version + 1 }]));
    if (url.startsWith('/api/v1/allergens?')) return reply(200, { items: catalogue, total: 14 });
    if (url === '/api/v1/ingredients/3') return reply(200, detail);
    if (url.startsWith('/api/v1/recipe-data/status')) return reply(200, { configured: false });
    return reply(200, { items: [], total: 0 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const savedBody = (fetch: ReturnType<typeof serve>) => {
  const call = fetch.mock.calls.find(([, init]) => init?.method === 'PUT' || init?.method === 'POST');
  return JSON.parse(String(call?.[1]?.body)) as {
    allergens: { allergen_id: number; kind: string }[];
    allergens_reviewed: boolean;
  };
};
const byId = <T extends { allergen_id: number }>(list: T[]) =>
  [...list].sort((a, b) => a.allergen_id - b.allergen_id);

// Rows are looked up inside the declarations list, without the visibility check: a role query over the whole
// page, checking each element's style, is slow.
let grid: HTMLElement;
const row = (allergen: string) => within(grid).getByRole('group', { name: allergen, hidden: true });
const option = (allergen: string, state: string) =>
  within(row(allergen)).getByRole('button', { name: state, hidden: true });
const button = (name: string) => screen.getByRole('button', { name, hidden: true });
const open = async (path: string, list = 'Allergens') => {
  renderApp(path, users.superchef);
  grid = await screen.findByRole('list', { name: list }, { timeout: 10_000 });
  return grid;
};

afterEach(() => dismissAll());

describe('allergen declarations on the ingredient form', { timeout: 30_000 }, () => {
  it('shows one row per allergen with its saved state and who declared it', async () => {
    serve(butter());
    await open('/ingredients/3');
    await waitFor(() => expect(within(grid).getAllByRole('group')).toHaveLength(14));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(14);
    await waitFor(() => expect(option('Milk', 'Contains')).toHaveAttribute('aria-pressed', 'true'));
    expect(option('Nuts', 'Free')).toHaveAttribute('aria-pressed', 'true');
    expect(option('Eggs', 'Unknown')).toHaveAttribute('aria-pressed', 'true');
    for (const label of ['Contains', 'May contain', 'Free', 'Unknown'])
      expect(option('Celery', label)).toBeInTheDocument();
    const milkRow = row('Milk').closest<HTMLElement>('[role="listitem"]')!;
    expect(within(milkRow).getByText(/^Declared by superchef on /)).toBeInTheDocument();
    // 'Butter' suggests milk, which it already declares: nothing to suggest.
    expect(screen.queryByRole('region', { name: 'Suggested' })).not.toBeInTheDocument();
  });

  it('submits the declared allergens: a changed state, a cleared one (unknown) left out', async () => {
    const fetch = serve(butter());
    await open('/ingredients/3');
    await waitFor(() => expect(option('Milk', 'Contains')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(option('Eggs', 'May contain'));
    await userEvent.click(option('Nuts', 'Unknown'));
    await userEvent.click(option('Milk', 'Contains')); // pressed again: unknown
    // Now the name's suggestion differs from the declaration, and shows (not applied).
    const panel = await screen.findByRole('region', { name: 'Suggested' });
    expect(within(panel).getByRole('listitem', { name: 'Milk · Contains' })).toHaveTextContent(
      "'butter' is a dairy product",
    );
    await userEvent.click(option('Fish', 'Free'));
    await userEvent.click(button('Save'));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    expect(byId(savedBody(fetch).allergens)).toEqual([
      { allergen_id: idOf('Eggs'), kind: 'MAY_CONTAIN' },
      { allergen_id: idOf('Fish'), kind: 'FREE' },
    ]);
  });

  it('allows "reviewed" only once no allergen is unknown; "All others free" declares the rest', async () => {
    const fetch = serve(butter());
    await open('/ingredients/3');
    const reviewed = await screen.findByRole('switch', { name: 'Allergens reviewed' });
    await waitFor(() => expect(reviewed).toBeDisabled());
    expect(reviewed).toHaveAccessibleDescription(
      /Still unknown: Cereals containing gluten, Crustaceans, Eggs/,
    );
    expect(reviewed).toHaveAccessibleDescription(/Molluscs$/);

    await userEvent.click(option('Eggs', 'Contains'));
    expect(reviewed).toBeDisabled();
    await userEvent.click(button('All others free'));
    expect(reviewed).toBeEnabled();
    expect(option('Eggs', 'Contains')).toHaveAttribute('aria-pressed', 'true');
    expect(option('Celery', 'Free')).toHaveAttribute('aria-pressed', 'true');
    // Making one unknown again switches 'reviewed' off.
    await userEvent.click(reviewed);
    await userEvent.click(option('Fish', 'Unknown'));
    expect(reviewed).not.toBeChecked();
    expect(reviewed).toBeDisabled();
    await userEvent.click(option('Fish', 'Free'));
    await userEvent.click(reviewed);
    await userEvent.click(button('Save'));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const body = savedBody(fetch);
    expect(body.allergens_reviewed).toBe(true);
    expect(body.allergens).toHaveLength(14);
    expect(
      byId(body.allergens)
        .slice(0, 3)
        .map((a) => a.kind),
    ).toEqual(['FREE', 'FREE', 'CONTAINS']);
  });

  it("shows the server's refusal with the allergens it names still unknown", async () => {
    const refusal = {
      error_code: 'BUSINESS_RULE',
      error_message: messages.allergensUndeclared,
      details: { allergens_reviewed: messages.allergensUndeclared, undeclared: 'Milk, Nuts' },
    };
    serve(butter({ others: 'FREE', reviewed: true }), [422, refusal]);
    await open('/ingredients/3');
    await waitFor(() => expect(option('Celery', 'Free')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(button('Save'));
    const alert = await screen.findByText('Still unknown: Milk, Nuts');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(messages.allergensUndeclared);
  });

  it("suggests Milk for 'Quark' with its reason; nothing changes until Apply", async () => {
    serve(butter());
    await open('/ingredients/0');
    const expected = suggestAllergens('Quark').find((s) => s.code === 'MILK')!;
    await userEvent.type(screen.getByRole('textbox', { name: /^Name \(EN\)/ }), 'Quark');
    const panel = await screen.findByRole('region', { name: 'Suggested' });
    const item = within(panel).getByRole('listitem', { name: 'Milk · Contains' });
    expect(item).toHaveTextContent(expected.reason.en);
    expect(option('Milk', 'Unknown')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(item).getByRole('button', { name: 'Apply Milk · Contains' }));
    expect(option('Milk', 'Contains')).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).queryByRole('listitem', { name: 'Milk · Contains' })).not.toBeInTheDocument();
  });

  it('suggests in German for the German name, and applies all at once', async () => {
    await i18n.changeLanguage('de');
    serve(butter());
    await open('/de/ingredients/0', 'Allergene');
    const expected = suggestAllergens('Quark').find((s) => s.code === 'MILK')!;
    await userEvent.type(screen.getByLabelText('Name (DE)'), 'Quark');
    const panel = await screen.findByRole('region', { name: 'Vorschläge' });
    expect(within(panel).getByRole('listitem', { name: 'Milch · Enthält' })).toHaveTextContent(
      expected.reason.de,
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Alle übernehmen' }));
    expect(option('Milch', 'Enthält')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: 'Vorschläge' })).not.toBeInTheDocument();
  });
});
