import type { Page } from '@playwright/test';
import { expect, test, unique } from './fixtures.ts';

async function createIngredient(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post('/api/v1/ingredients', { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { ingredient_id: number; name: string };
}

/**
 * One serving of porridge in mixed units: 60 g oats, 200 ml milk (1.03 g/ml), 1 banana piece (120 g), and
 * 1 tbsp of honey whose density is unknown (left out and named). Worked numbers: domain analyse-recipe.test.ts
 * — 386 g, 487.36 kcal, 2037.16 kJ; per 100 g 126.26 kcal; carbs 63.22 %, fat 21.62 %, protein 15.15 %.
 */
async function createPorridge(page: Page) {
  const id = unique();
  const oats = await createIngredient(page, {
    name: `E2E oats ${id}`,
    energy_kcal: 379,
    fat_g: 6.9,
    saturated_fat_g: 1.2,
    carbohydrates_g: 66.3,
    sugars_g: 1,
    fibre_g: 10.6,
    protein_g: 16.9,
    sodium_mg: 2,
  });
  const milk = await createIngredient(page, {
    name: `E2E milk ${id}`,
    energy_kcal: 64,
    fat_g: 3.5,
    saturated_fat_g: 2.2,
    carbohydrates_g: 4.8,
    sugars_g: 4.8,
    fibre_g: 0,
    protein_g: 3.4,
    sodium_mg: 44,
    density_g_per_ml: 1.03,
  });
  const banana = await createIngredient(page, {
    name: `E2E banana ${id}`,
    energy_kcal: 89,
    fat_g: 0.3,
    saturated_fat_g: 0.1,
    carbohydrates_g: 22.8,
    sugars_g: 12.2,
    fibre_g: 2.6,
    protein_g: 1.1,
    sodium_mg: 1,
    grams_per_piece: 120,
  });
  const honey = await createIngredient(page, {
    name: `E2E honey ${id}`,
    energy_kcal: 304,
    fat_g: 0,
    saturated_fat_g: 0,
    carbohydrates_g: 82.4,
    sugars_g: 82.1,
    fibre_g: 0.2,
    protein_g: 0.3,
    sodium_mg: 4,
  });
  const line = (
    uid: string,
    ingredient_id: number,
    quantity: number,
    unit: string,
    client_facing_name = '',
  ) => ({
    uid,
    ingredient_id,
    quantity,
    unit,
    client_facing_name,
  });
  const response = await page.request.post('/api/v1/recipes', {
    data: {
      name: `E2E porridge ${id}`,
      client_facing_name: `Morning porridge ${id}`,
      is_breakfast: true,
      notes: 'internal note: order oats from the mill',
      lines: [
        line('a', oats.ingredient_id, 60, 'g', 'Rolled oats'),
        line('b', milk.ingredient_id, 200, 'ml', 'Swiss milk'),
        line('c', banana.ingredient_id, 1, 'piece', 'Banana'),
        line('d', honey.ingredient_id, 1, 'tbsp', 'Honey'),
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const recipe = (await response.json()) as { recipe_id: number };
  return { id: recipe.recipe_id, name: `Morning porridge ${id}`, honey: honey.name, oats: oats.name };
}

test.describe('Nutrition analysis', () => {
  test('a chef sees the figures, the chart and the lines left out, in EN and DE', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs('superchef');
    const recipe = await createPorridge(page);

    await page.goto(`/recipes/${recipe.id}`);
    const panel = page.getByRole('region', { name: 'Nutrition' });
    await expect(panel.getByTestId('nutrient-energyKcal')).toContainText('487.36 kcal');
    await expect(panel.getByTestId('nutrient-energyKcal')).toContainText('126.26 kcal');
    await expect(panel.getByTestId('nutrient-energyKj')).toContainText('2,037.16 kJ');
    await expect(panel.getByText('Per serving (386 g)')).toBeVisible();
    const chart = panel.getByTestId('caloric-breakdown');
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart).toContainText('Carbs 63.22 % · Fat 21.62 % · Protein 15.15 %');
    await expect(chart).toContainText('Fat: as stated in nutrients');
    const warning = panel.getByTestId('unconverted-warning');
    await expect(warning).toContainText(recipe.honey);
    await expect(warning).toContainText("tbsp needs the ingredient's density (g per ml)");
    await panel.scrollIntoViewIfNeeded();
    await shot('nutrition-panel-en');

    await page.goto(`/de/recipes/${recipe.id}`);
    const panelDe = page.getByRole('region', { name: 'Nährwerte' });
    await expect(panelDe.getByTestId('nutrient-energyKj')).toContainText(/2['’]037\.16 kJ/);
    await expect(panelDe.getByText('Pro Portion (386 g)')).toBeVisible();
    await expect(panelDe.getByTestId('caloric-breakdown')).toContainText(
      'Fett: wie in den Nährwerten angegeben',
    );
    await expect(panelDe.getByTestId('unconverted-warning')).toContainText('Weggelassen');
    await panelDe.scrollIntoViewIfNeeded();
    await shot('nutrition-panel-de');
  });

  test('the customer-facing page opens without a login and shows only public data, in EN and DE @phone', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs('superchef');
    const recipe = await createPorridge(page);
    await page.context().clearCookies();

    await page.goto(`/recipes/analysis/${recipe.id}-default`);
    await expect(page.getByRole('heading', { name: recipe.name })).toBeVisible();
    await expect(page.getByTestId('public-ingredients')).toHaveText('Rolled oats, Swiss milk, Banana, Honey');
    await expect(page.getByTestId('nutrient-energyKcal')).toContainText('487.36 kcal');
    await expect(page.getByTestId('caloric-breakdown').locator('svg').first()).toBeVisible();
    await expect(page.getByText(/figures may be too low/)).toBeVisible();
    await expect(page.getByText(recipe.oats)).toHaveCount(0);
    await expect(page.getByText(/internal note/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /log in/i })).toHaveCount(0);
    await shot('nutrition-public-en');

    await page.goto(`/de/ap/recipes/analysis/${recipe.id}-default`);
    await expect(page.getByRole('heading', { name: recipe.name })).toBeVisible();
    await expect(page.getByText('Nährwertangaben')).toBeVisible();
    await expect(page.getByTestId('nutrient-energyKj')).toContainText(/2['’]037\.16 kJ/);
    await expect(page.getByText('davon Zucker')).toBeVisible();
    await shot('nutrition-public-de');

    await page.goto('/recipes/analysis/999999-default');
    await expect(page.getByText('This nutrition information could not be found')).toBeVisible();
  });
});
