import { expect, test, unique } from './fixtures.ts';

/**
 * The recipe-data lookup on the ingredient page, through the real server, which the e2e start-up points at a
 * loopback stand-in of the service (apps/web/e2e/recipe-data-service.ts): butter answers with its nutrients,
 * unsalted butter with a used-up quota (402). Without a service the button is hidden (component test).
 */
const quota = 'Your daily points limit of 150 has been reached.';

test.describe('Nutrient lookup in the recipe-data service', () => {
  test('a super chef fills an ingredient’s nutrients from the service and saves them; a used-up quota is shown', async ({
    page,
    loginAs,
    shot,
  }) => {
    const id = unique();
    await loginAs('superchef');
    await page.goto('/ingredients/0');
    await page.getByLabel('Name (EN)').fill(`Lookup butter ${id}`);
    await page.getByRole('button', { name: 'Look up nutrients' }).click();
    const dialog = page.getByRole('dialog', { name: 'Look up nutrients in the recipe-data service' });
    await dialog.getByLabel('Ingredient name').fill('butter');
    await expect(dialog.getByRole('button', { name: 'unsalted butter' })).toBeVisible();
    await shot('recipe-data-lookup-dialog');
    await dialog.getByRole('button', { name: 'butter', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Energy (kcal)')).toHaveValue('717');
    await expect(page.getByLabel('Sodium (mg)')).toHaveValue('643');
    await expect(page.getByLabel('Fibre (g)')).toHaveValue('');
    await expect(page.getByLabel('Source of the nutrient values')).toHaveValue('spoonacular ingredient 1001');
    await shot('recipe-data-lookup-filled');

    // Nothing was saved yet; saving keeps the looked-up values.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Ingredient Lookup butter ${id} added.` }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/ingredients\/[1-9]\d*$/);
    await page.reload();
    await expect(page.getByLabel('Energy (kcal)')).toHaveValue('717');
    await expect(page.getByLabel('of which saturated (g)')).toHaveValue('51.37');
    await expect(page.getByLabel('Source of the nutrient values')).toHaveValue('spoonacular ingredient 1001');

    // The service's quota is used up: its message in a snackbar, the form unchanged.
    await page.getByRole('button', { name: 'Look up nutrients' }).click();
    await dialog.getByLabel('Ingredient name').fill('butter');
    await dialog.getByRole('button', { name: 'unsalted butter' }).click();
    // An error snackbar (role alert) sits above the dialog; the open dialog hides the page from getByRole.
    await expect(page.getByText(quota)).toBeVisible();
    await expect(dialog).toBeVisible();
    await shot('recipe-data-lookup-quota');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByLabel('Energy (kcal)')).toHaveValue('717');
  });

  test('in German', async ({ page, loginAs, shot }) => {
    await loginAs('superchef');
    await page.goto('/de/ingredients/0');
    await page.getByRole('button', { name: 'Nährwerte nachschlagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nährwerte im Rezeptdaten-Dienst nachschlagen' });
    await dialog.getByLabel('Name der Zutat').fill('butter');
    await dialog.getByRole('button', { name: 'butter', exact: true }).click();
    await expect(page.getByLabel('Energie (kcal)')).toHaveValue('717');
    await expect(page.getByRole('status').filter({ hasText: 'Nährwerte von butter' })).toBeVisible();
    await shot('recipe-data-lookup-de');
  });
});
