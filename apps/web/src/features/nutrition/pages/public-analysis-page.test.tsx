import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicRecipeAnalysis } from '@brigade/domain/schemas/nutrition';
import { renderApp } from '../../../test/render.tsx';

const values = {
  energyKcal: 487.36,
  energyKj: 2037.16,
  fatG: 11.71,
  saturatedFatG: 5.37,
  carbohydratesG: 77.03,
  sugarsG: 25.13,
  fibreG: 9.48,
  proteinG: 18.46,
  saltG: 0.24,
  sodiumMg: 93.04,
};
const answer: PublicRecipeAnalysis = {
  recipe_id: 7,
  variant: 'default',
  name: 'Morning porridge',
  ingredients: ['Rolled oats', 'Swiss milk', 'Banana'],
  perServing: values,
  per100g: values,
  macros: { carbsG: 77.03, fatG: 11.71, proteinG: 18.46 },
  caloricBreakdown: { percentCarbs: 63.22, percentFat: 21.62, percentProtein: 15.15 },
  weightPerServing: { amount: 386, unit: 'g' },
  complete: false,
  computed_at: '2026-03-02T08:00:00.000Z',
};

const allergens = {
  recipe_id: 7,
  items: [
    { code: 'MILK', name: 'Milk', name_de: 'Milch', may_contain: false },
    { code: 'NUTS', name: 'Nuts', name_de: 'Schalenfrüchte', may_contain: true },
  ],
  incomplete: false,
};
const server = () =>
  vi.fn(async (url: string) =>
    Response.json(url.endsWith('/allergens') ? allergens : answer, { status: 200 }),
  );

describe('public analysis page', () => {
  it('shows the dish without a login, under the AP segment too', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    renderApp('/ap/recipes/analysis/7-default', null);
    expect(
      await screen.findByRole('heading', { name: 'Morning porridge' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/v1/public/recipes/analysis/7-default', expect.anything());
    expect(screen.getByTestId('public-ingredients')).toHaveTextContent('Rolled oats, Swiss milk, Banana');
    expect(within(screen.getByTestId('nutrient-energyKcal')).getAllByText('487.36 kcal')).toHaveLength(2);
    expect(screen.getByText(/figures may be too low/)).toBeInTheDocument();
    expect(await screen.findByTestId('public-allergens')).toHaveTextContent(
      'Milk, Nuts (may contain traces)',
    );
  });

  it('switches to Spanish: headings, nutrient and allergen names, numbers; and back to English', async () => {
    vi.stubGlobal('fetch', server());
    renderApp('/recipes/analysis/7-default', null);
    await screen.findByRole('heading', { name: 'Morning porridge' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByText('Información nutricional')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByTestId('nutrient-proteinG')).getByText('Proteínas')).toBeInTheDocument();
    expect(within(screen.getByTestId('nutrient-energyKcal')).getAllByText('487,36 kcal')).toHaveLength(2);
    expect(await screen.findByTestId('public-allergens')).toHaveTextContent(
      'Leche, Frutos de cáscara (puede contener trazas)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Nutrition information')).toBeInTheDocument();
  });

  it("shows the dish as cooked on the QR code's date, and keeps the date when the language changes", async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    renderApp('/recipes/analysis/7-default?date=2026-11-30', null);
    await screen.findByRole('heading', { name: 'Morning porridge' }, { timeout: 15_000 });
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/public/recipes/analysis/7-default?date=2026-11-30',
      expect.anything(),
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/public/recipes/analysis/7-default/allergens?date=2026-11-30',
      expect.anything(),
    );
    expect(screen.getByTestId('public-served-on')).toHaveTextContent('As served on Monday, 30 November 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByTestId('public-served-on')).toHaveTextContent(
      'Tal como se sirve el lunes, 30 de noviembre de 2026',
    );
    expect(fetch).not.toHaveBeenCalledWith('/api/v1/public/recipes/analysis/7-default', expect.anything());
  });

  it('says in German which day it shows', async () => {
    vi.stubGlobal('fetch', server());
    renderApp('/de/recipes/analysis/7-default?date=2026-11-30', null);
    expect(await screen.findByTestId('public-served-on', {}, { timeout: 15_000 })).toHaveTextContent(
      'So serviert am Montag, 30. November 2026',
    );
  });

  it("shows a meal label's dish as cooked on the label's delivery date (its QR code carries ?label=)", async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    renderApp('/recipes/analysis/7-default?label=M1042-20261130-7', null);
    expect(await screen.findByTestId('public-served-on', {}, { timeout: 15_000 })).toHaveTextContent(
      'As served on Monday, 30 November 2026',
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/public/recipes/analysis/7-default/allergens?date=2026-11-30',
      expect.anything(),
    );
  });

  it('refuses a malformed date without asking the server', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderApp('/recipes/analysis/7-default?date=2026-02-30', null);
    expect(
      await screen.findByText('The date in this link is not valid.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/public/'), expect.anything());
  });

  it('says not found for a malformed address without asking the server', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderApp('/de/recipes/analysis/porridge', null);
    expect(await screen.findByText('Diese Nährwertangaben wurden nicht gefunden')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/public/'), expect.anything());
  });
});
