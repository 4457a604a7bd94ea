import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type {
  FoodAllergiesResponse,
  FoodIngredientsResponse,
  FoodMealsWeeklyResponse,
  FoodRatingsResponse,
  FoodRecipesResponse,
} from '@brigade/domain/schemas/food-analytics';
import { formatChf } from '../../../lib/format.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import FoodAnalyticsPage from './food-analytics-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const range = { from: '2031-03-03', to: '2031-03-10' };
const week = (week_id: string, start_date: string) => ({ week_id, start_date });
const noMeals = {
  breakfast: 0,
  shot: 0,
  lunch: 0,
  dressing: 0,
  treat: 0,
  power_shake: 0,
  dinner: 0,
  other: 0,
};
const meals: FoodMealsWeeklyResponse = {
  ...range,
  rows: [
    {
      ...week('2031_10', '2031-03-03'),
      ...noMeals,
      lunch: 40,
      dinner: 35,
      extras: 5,
      total: 80,
      without_recipe: 0,
    },
    {
      ...week('2031_11', '2031-03-10'),
      ...noMeals,
      lunch: 1200,
      dinner: 30,
      extras: 0,
      total: 1230,
      without_recipe: 12,
    },
  ],
};
const recipes: FoodRecipesResponse = {
  ...range,
  rows: [
    { recipe_id: 7, name: 'Green curry', meal_type: 'lunch', days: 6, portions: 900, share_pct: 69.8 },
    { recipe_id: 8, name: 'Lentil dal', meal_type: 'dinner', days: 4, portions: 65, share_pct: 5 },
  ],
};
const ingredients: FoodIngredientsResponse = {
  ...range,
  rows: [
    {
      ingredient_id: 3,
      name: 'Basmati rice',
      total_kg: 84.5,
      per_week_kg: 42.25,
      weeks: 2,
      cost_chf: 211.25,
    },
  ],
  weeks: [
    { ...week('2031_10', '2031-03-03'), total_kg: 40, cost_chf: 100 },
    { ...week('2031_11', '2031-03-10'), total_kg: 44.5, cost_chf: 111.25 },
  ],
  unconverted: [{ ingredient_id: 9, name: 'Eggs', unit: 'pc' }],
};
const ratings: FoodRatingsResponse = {
  ...range,
  rows: [
    {
      recipe_id: 7,
      name: 'Green curry',
      ratings: 4,
      average: 4.25,
      rating_1: 0,
      rating_2: 0,
      rating_3: 1,
      rating_4: 1,
      rating_5: 2,
      latest_comment: 'Lovely and spicy',
    },
  ],
  weeks: [
    { ...week('2031_10', '2031-03-03'), ratings: 0, average: null },
    { ...week('2031_11', '2031-03-10'), ratings: 4, average: 4.25 },
  ],
};
const allergies: FoodAllergiesResponse = {
  ...range,
  rows: [
    { ...week('2031_10', '2031-03-03'), meals_changed: 0, customers: 0, recipes: 0 },
    { ...week('2031_11', '2031-03-10'), meals_changed: 9, customers: 3, recipes: 2 },
  ],
  ingredients: [{ name: 'Peanuts', meals: 6 }],
};
const answers: Record<string, unknown> = { meals, recipes, ingredients, ratings, allergies };

function stubApi() {
  const fetch = vi.fn(async (url: string) => {
    const table = /\/analytics\/food\/(\w+)/.exec(url)?.[1] ?? '';
    return new Response(JSON.stringify(answers[table]), {
      status: answers[table] ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The Swiss English thousands separator, as the screen formats counts. */
const thousands = (v: number) => new Intl.NumberFormat('en-CH').format(v);

const rowsOf = (testId: string) =>
  within(screen.getByTestId(`${testId}-table`))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('the food analytics screen', () => {
  it('shows each table with the server’s figures and downloads them with the range', async () => {
    const fetch = stubApi();
    renderWithProviders(
      <MemoryRouter initialEntries={['/analytics/food?from=2031-03-03&to=2031-03-10']}>
        <FoodAnalyticsPage />
      </MemoryRouter>,
    );
    await screen.findByTestId('food-meals-table');
    // Meals: each meal type, extras, total and the portions without a recipe, thousands separated.
    expect(rowsOf('food-meals')).toEqual([
      ['W10 2031', '0', '0', '40', '0', '0', '0', '35', '0', '5', '80', '0'],
      ['W11 2031', '0', '0', thousands(1200), '0', '0', '0', '30', '0', '0', thousands(1230), '12'],
    ]);
    expect(screen.getByTestId('food-meals-chart')).toBeInTheDocument();
    expect(await screen.findByTestId('food-recipes-table')).toBeInTheDocument();
    expect(rowsOf('food-recipes')).toEqual([
      ['Green curry', 'Lunch', '6', '900', '69.8 %'],
      ['Lentil dal', 'Dinner', '4', '65', '5.0 %'],
    ]);
    expect(rowsOf('food-ingredients')).toEqual([
      ['Basmati rice', '84.5', '42.25', '2', formatChf(211.25, 'en')],
    ]);
    expect(screen.getByTestId('food-ingredients')).toHaveTextContent(
      'Not counted (no density or piece weight): Eggs (pc)',
    );
    expect(rowsOf('food-ratings')).toEqual([
      ['Green curry', '4', '4.25', '0', '0', '1', '1', '2', 'Lovely and spicy'],
    ]);
    expect(rowsOf('food-allergies')).toEqual([
      ['W10 2031', '0', '0', '0'],
      ['W11 2031', '9', '3', '2'],
    ]);
    expect(rowsOf('food-allergy-ingredients')).toEqual([['Peanuts', '6']]);
    expect(
      within(screen.getByTestId('food-recipes')).getByRole('link', { name: 'Export CSV' }),
    ).toHaveAttribute('href', '/api/v1/analytics/food/recipes/export.csv?from=2031-03-03&to=2031-03-10');
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/analytics/food/meals?from=2031-03-03&to=2031-03-10',
      expect.anything(),
    );
  }, 15_000);
});
