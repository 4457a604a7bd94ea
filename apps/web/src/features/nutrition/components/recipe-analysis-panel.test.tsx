import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeAnalysisResponse } from '@brigade/domain/schemas/nutrition';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders, users } from '../../../test/render.tsx';
import { RecipeAnalysisPanel } from './recipe-analysis-panel.tsx';

const values = (kcal: number) => ({
  energyKcal: kcal,
  energyKj: 2037.16,
  fatG: 11.71,
  saturatedFatG: 5.37,
  carbohydratesG: 77.03,
  sugarsG: 25.13,
  fibreG: 9.48,
  proteinG: 18.46,
  saltG: 0.24,
  sodiumMg: 93.04,
});

const answer: RecipeAnalysisResponse = {
  recipe_id: 7,
  variant: 'default',
  name: 'Porridge',
  client_facing_name: '',
  analysis_version: 1,
  computed_at: '2026-03-02T08:00:00.000Z',
  analysis: {
    perServing: values(487.36),
    per100g: { ...values(126.26), energyKj: 527.76, fatG: 3.03, saltG: 0.06 },
    macros: { carbsG: 77.03, fatG: 11.71, proteinG: 18.46 },
    caloricBreakdown: { percentCarbs: 63.22, percentFat: 21.62, percentProtein: 15.15 },
    weightPerServing: { amount: 386, unit: 'g' },
    lines: [],
    unconverted: [
      { name: 'Honey', reason: 'Cannot convert tbsp of Honey to grams: set its density (g per ml) first' },
      { name: 'Cinnamon', reason: "Unknown unit 'pinch'" },
    ],
    missingNutrients: ['Sea salt'],
  },
};

function serve(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('RecipeAnalysisPanel', () => {
  it('shows the figures per serving and per 100 g, and the caloric breakdown', async () => {
    const fetch = serve(answer);
    renderWithProviders(<RecipeAnalysisPanel recipeId={7} version={3} />, { me: users.superchef });
    const kcal = await screen.findByTestId('nutrient-energyKcal');
    expect(fetch).toHaveBeenCalledWith('/api/v1/recipes/7/analysis', expect.anything());
    expect(within(kcal).getByText('487.36 kcal')).toBeInTheDocument();
    expect(within(kcal).getByText('126.26 kcal')).toBeInTheDocument();
    expect(within(screen.getByTestId('nutrient-energyKj')).getByText('2,037.16 kJ')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('nutrient-saturatedFatG')).getByText('of which saturates'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('nutrient-saltG')).getByText('0.06 g')).toBeInTheDocument();
    expect(screen.getByText('Per serving (386 g)')).toBeInTheDocument();
    const chart = screen.getByTestId('caloric-breakdown');
    expect(within(chart).getByText('Carbs 63.22 % · Fat 21.62 % · Protein 15.15 %')).toBeInTheDocument();
    expect(within(chart).getByText('Fat: as stated in nutrients')).toBeInTheDocument();
  });

  it('names the lines left out and the ingredients without nutrients', async () => {
    serve(answer);
    renderWithProviders(<RecipeAnalysisPanel recipeId={7} version={3} />, { me: users.superchef });
    const warning = await screen.findByTestId('unconverted-warning');
    expect(warning).toHaveTextContent('Left out: these lines cannot be converted to grams');
    expect(warning).toHaveTextContent("Honey: tbsp needs the ingredient's density (g per ml)");
    expect(warning).toHaveTextContent("Cinnamon: unknown unit 'pinch'");
    expect(screen.getByTestId('missing-nutrients-warning')).toHaveTextContent('Sea salt');
  });

  it('speaks German', async () => {
    serve(answer);
    await i18n.changeLanguage('de');
    try {
      renderWithProviders(<RecipeAnalysisPanel recipeId={7} version={3} />, { me: users.superchef });
      const kcal = await screen.findByTestId('nutrient-energyKcal');
      expect(within(kcal).getByText('Energie')).toBeInTheDocument();
      expect(screen.getByText('Pro Portion (386 g)')).toBeInTheDocument();
      expect(screen.getByTestId('unconverted-warning')).toHaveTextContent('unbekannte Einheit «pinch»');
      expect(screen.getByText('Fett: wie in den Nährwerten angegeben')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
