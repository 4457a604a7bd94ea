import type { Page } from '@playwright/test';
import { declareAll, expect, test, unique } from './fixtures.ts';

type Texts = {
  prefix: string;
  newRecipe: string;
  name: string;
  portion: string;
  lunch: string;
  dinner: string;
  addIngredient: string;
  line: (n: number) => string;
  ingredient: string;
  quantity: string;
  unit: string;
  units: Record<string, string>;
  save: string;
  allergens: string;
  milk: string;
  eggs: string;
  mayContainNuts: string;
  needsReview: RegExp;
  copy: string;
  copyDialog: string;
  copyName: string;
  copyOf: (name: string) => string;
  deleteRecipe: string;
  yes: string;
  summary: string;
  close: string;
};

const en: Texts = {
  prefix: '',
  newRecipe: 'New recipe',
  name: 'Name',
  portion: 'Portion quantity',
  lunch: 'Lunch',
  dinner: 'Dinner',
  addIngredient: 'Add ingredient',
  line: (n) => `Line ${n}`,
  ingredient: 'Ingredient',
  quantity: 'Quantity',
  unit: 'Unit',
  units: { g: 'g', ml: 'ml', tbsp: 'tbsp', piece: 'piece' },
  save: 'Save',
  allergens: 'Allergens of this recipe',
  milk: 'Milk',
  eggs: 'Eggs',
  mayContainNuts: 'May contain Nuts',
  needsReview: /Allergens not reviewed for: Spice/,
  copy: 'Copy',
  copyDialog: 'Copy recipe',
  copyName: 'Name of the copy',
  copyOf: (name) => `Copy of ${name}`,
  deleteRecipe: 'Delete recipe',
  yes: 'Yes',
  summary: 'Summary',
  close: 'Close',
};

const de: Texts = {
  prefix: '/de',
  newRecipe: 'Neues Rezept',
  name: 'Name',
  portion: 'Portionsmenge',
  lunch: 'Mittagessen',
  dinner: 'Abendessen',
  addIngredient: 'Zutat hinzufügen',
  line: (n) => `Zeile ${n}`,
  ingredient: 'Zutat',
  quantity: 'Menge',
  unit: 'Einheit',
  units: { g: 'g', ml: 'ml', tbsp: 'EL', piece: 'Stück' },
  save: 'Speichern',
  allergens: 'Allergene dieses Rezepts',
  milk: 'Milch',
  eggs: 'Eier',
  mayContainNuts: 'Kann Schalenfrüchte enthalten',
  needsReview: /Allergene nicht geprüft für: Spice/,
  copy: 'Kopieren',
  copyDialog: 'Rezept kopieren',
  copyName: 'Name der Kopie',
  copyOf: (name) => `Kopie von ${name}`,
  deleteRecipe: 'Rezept löschen',
  yes: 'Ja',
  summary: 'Übersicht',
  close: 'Schliessen',
};

type Ingredient = { name: string; name_de: string; unit: string; quantity: string };

/** Ingredients for the recipe, made through the API (the ingredients screens have their own spec). */
async function makeIngredients(page: Page, id: string): Promise<Ingredient[]> {
  const allergens = (await (await page.request.get('/api/v1/allergens?length=100')).json()) as {
    items: { allergen_id: number; name: string }[];
  };
  const idOf = (name: string) => allergens.items.find((a) => a.name === name)!.allergen_id;
  const specs = [
    {
      body: {
        name: `Flour ${id}`,
        name_de: `Mehl ${id}`,
        allergens: [{ allergen_id: idOf('Nuts'), kind: 'MAY_CONTAIN' }],
      },
      unit: 'g',
      quantity: '80',
    },
    {
      body: {
        name: `Milk ${id}`,
        name_de: `Milch ${id}`,
        density_g_per_ml: 1.03,
        allergens: [{ allergen_id: idOf('Milk'), kind: 'CONTAINS' }],
      },
      unit: 'ml',
      quantity: '120',
    },
    {
      body: { name: `Olive oil ${id}`, name_de: `Olivenöl ${id}`, density_g_per_ml: 0.91 },
      unit: 'tbsp',
      quantity: '1,5',
    },
    {
      body: {
        name: `Egg ${id}`,
        name_de: `Ei ${id}`,
        grams_per_piece: 50,
        allergens: [{ allergen_id: idOf('Eggs'), kind: 'CONTAINS' }],
      },
      unit: 'piece',
      quantity: '1',
    },
  ];
  const made: Ingredient[] = [];
  for (const spec of specs) {
    const res = await page.request.post('/api/v1/ingredients', {
      data: {
        ...spec.body,
        energy_kcal: 100,
        allergens_reviewed: true,
        allergens: await declareAll(page, spec.body.allergens),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    made.push({ name: spec.body.name, name_de: spec.body.name_de, unit: spec.unit, quantity: spec.quantity });
  }
  const spice = await page.request.post('/api/v1/ingredients', {
    data: { name: `Spice ${id}`, name_de: `Spice ${id}`, allergens_reviewed: false },
  });
  expect(spice.status(), await spice.text()).toBe(201);
  made.push({ name: `Spice ${id}`, name_de: `Spice ${id}`, unit: 'g', quantity: '2' });
  return made;
}

async function addLine(page: Page, x: Texts, n: number, ingredient: Ingredient, de: boolean) {
  await page.getByRole('button', { name: x.addIngredient }).click();
  const line = page.getByRole('group', { name: x.line(n), exact: true });
  const label = de ? ingredient.name_de : ingredient.name;
  await line.getByRole('combobox', { name: x.ingredient }).fill(label);
  await page.getByRole('option', { name: label, exact: true }).click();
  await line.getByRole('textbox', { name: x.quantity }).fill(ingredient.quantity);
  await line.getByRole('combobox', { name: x.unit }).click();
  await page.getByRole('option', { name: x.units[ingredient.unit], exact: true }).click();
}

for (const [lang, x] of [
  ['EN', en],
  ['DE', de],
] as const) {
  test(`a super chef builds a recipe in mixed units, sees its allergens, copies it and deletes the copy (${lang})`, async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(120_000);
    await loginAs('superchef');
    const id = unique();
    const ingredients = await makeIngredients(page, id);
    const name = `Pancakes ${id}`;

    await page.goto(`${x.prefix}/recipes`);
    await page.getByRole('button', { name: x.newRecipe }).click();
    await expect(page).toHaveURL(/\/recipes\/0$/);
    await page.getByRole('textbox', { name: x.name, exact: true }).fill(name);
    await page.getByRole('textbox', { name: x.portion }).fill('350');
    await page.getByRole('checkbox', { name: x.lunch }).check();
    await page.getByRole('checkbox', { name: x.dinner }).check();
    for (const [i, ingredient] of ingredients.entries())
      await addLine(page, x, i + 1, ingredient, lang === 'DE');
    await shot(`recipe-new-${lang}`);
    await page.getByRole('button', { name: x.save, exact: true }).click();
    await expect(page).toHaveURL(/\/recipes\/[1-9]\d*$/);
    const recipeUrl = page.url();

    const chips = page.getByRole('list', { name: x.allergens });
    // Derived from the ingredients' tags, whatever the ingredients are called; traces as "may contain".
    for (const chip of [x.eggs, x.milk, x.mayContainNuts]) {
      await expect(chips.getByText(chip, { exact: true })).toBeVisible();
    }
    await expect(chips.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText(x.needsReview)).toBeVisible();
    await shot(`recipe-saved-${lang}`);

    // Reload: the lines and allergens are the server's.
    await page.reload();
    for (const chip of [x.eggs, x.milk, x.mayContainNuts])
      await expect(chips.getByText(chip, { exact: true })).toBeVisible();
    const third = page.getByRole('group', { name: x.line(3), exact: true });
    await expect(third.getByRole('textbox', { name: x.quantity })).toHaveValue('1.5');
    await expect(third.getByRole('combobox', { name: x.unit })).toHaveText(x.units.tbsp!);
    await expect(
      page.getByRole('group', { name: x.line(4), exact: true }).getByRole('combobox', { name: x.ingredient }),
    ).toHaveValue(lang === 'DE' ? ingredients[3]!.name_de : ingredients[3]!.name);

    // The summary lists the lines.
    await page.getByRole('button', { name: x.summary }).click();
    const summary = page.getByRole('dialog');
    await expect(
      summary.getByRole('cell', { name: lang === 'DE' ? ingredients[1]!.name_de : ingredients[1]!.name }),
    ).toBeVisible();
    await shot(`recipe-summary-${lang}`);
    await summary.getByRole('button', { name: x.close }).click();

    // Copy it, then delete the copy.
    await page.getByRole('button', { name: x.copy, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: x.copyDialog });
    await expect(dialog.getByRole('textbox', { name: x.copyName })).toHaveValue(x.copyOf(name));
    await dialog.getByRole('button', { name: x.copy, exact: true }).click();
    await expect(page.getByRole('heading', { name: x.copyOf(name) })).toBeVisible();
    expect(page.url()).not.toBe(recipeUrl);
    for (const chip of [x.eggs, x.milk]) await expect(chips.getByText(chip, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: x.deleteRecipe }).click();
    await page.getByRole('dialog').getByRole('button', { name: x.yes }).click();
    await expect(page).toHaveURL(new RegExp(`${x.prefix}/recipes$`));
    await page.getByRole('searchbox').first().fill(id);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: x.copyOf(name) })).toHaveCount(0);
    await expect(page.getByText(/^(Not found|Nicht gefunden)$/)).toHaveCount(0);
    await shot(`recipes-list-${lang}`);
  });
}

test('a stale save is refused and the current recipe can be reloaded (EN)', async ({
  page,
  loginAs,
  shot,
}) => {
  await loginAs('superchef');
  const id = unique();
  const created = await page.request.post('/api/v1/recipes', { data: { name: `Soup ${id}`, isLunch: true } });
  expect(created.status(), await created.text()).toBe(201);
  const recipe = (await created.json()) as { recipe_id: number; version: number };
  await page.goto(`/recipes/${recipe.recipe_id}`);
  await expect(page.getByRole('heading', { name: `Soup ${id}` })).toBeVisible();
  // Someone else approves it meanwhile.
  const approved = await page.request.put(`/api/v1/recipes/${recipe.recipe_id}/revision-status`, {
    data: { revision_status: 'APPROVED', version: recipe.version },
  });
  expect(approved.status()).toBe(200);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Soup of the day ${id}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Someone else changed this record/)).toBeVisible();
  await page.getByRole('button', { name: 'Reload current record' }).scrollIntoViewIfNeeded();
  await shot('recipe-conflict');
  await page.getByRole('button', { name: 'Reload current record' }).click();
  await expect(page.getByRole('combobox', { name: 'Revision status' })).toHaveText('Approved');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Soup of the day ${id}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Soup of the day ${id}` })).toBeVisible();
  const stored = (await (await page.request.get(`/api/v1/recipes/${recipe.recipe_id}`)).json()) as {
    version: number;
  };
  expect(stored.version).toBe(3);
});

test('a chef is refused the recipe screens and API', async ({ page, loginAs }) => {
  await loginAs('chef');
  for (const path of ['/recipes', '/recipes/0', '/de/recipes']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: /No access|Kein Zugriff/ })).toBeVisible();
  }
  expect((await page.request.get('/api/v1/recipes')).status()).toBe(403);
});
