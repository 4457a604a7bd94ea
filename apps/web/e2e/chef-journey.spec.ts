import type { Page } from '@playwright/test';
import { declareAll, expect, test, unique } from './fixtures.ts';

// A chef's journey: create an ingredient with nutrients in the browser, build a recipe from several ingredients
// in mixed units (g, ml, tbsp, piece), and see its nutrition and allergens update — EN and DE.
//
// One portion (ADR 013), worked by hand (calories = 4 × carbs + 9 × fat + 4 × protein):
//   oats    60 g                     carbs 39.78   fat  4.14   protein 10.14
//   milk   200 ml × 1.03 = 206 g     carbs  9.888  fat  7.21   protein  7.004
//   oil      1 tbsp = 15 ml × 0.91   carbs  0      fat 13.65   protein  0
//   egg      1 piece = 50 g          carbs  0.35   fat  4.75   protein  6.3
//   total 329.65 g                   carbs 50.018  fat 29.75   protein 23.444
//   kcal = 200.072 + 267.75 + 93.776 = 561.598 → 561.6
// With 100 g oats instead: carbs 76.538, fat 32.51, protein 30.204 → 306.152 + 292.59 + 120.816 = 719.558 → 719.56

const ui = {
  en: {
    prefix: '',
    newIngredient: 'New ingredient',
    nameEn: 'Name (EN)',
    nameDe: 'Name (DE)',
    energy: 'Energy (kcal)',
    fat: 'Fat (g)',
    saturated: 'of which saturated (g)',
    carbs: 'Carbohydrates (g)',
    sugars: 'of which sugars (g)',
    fibre: 'Fibre (g)',
    protein: 'Protein (g)',
    sodium: 'Sodium (mg)',
    gluten: 'Cereals containing gluten',
    contains: 'Contains',
    othersFree: 'All others free',
    reviewed: 'Allergens reviewed',
    save: 'Save',
    added: (name: string) => `Ingredient ${name} added.`,
    newRecipe: 'New recipe',
    name: 'Name',
    portion: 'Portion quantity',
    breakfast: 'Breakfast',
    addIngredient: 'Add ingredient',
    line: (n: number) => `Line ${n}`,
    ingredient: 'Ingredient',
    quantity: 'Quantity',
    unit: 'Unit',
    units: { g: 'g', ml: 'ml', tbsp: 'tbsp', piece: 'piece' } as Record<string, string>,
    allergens: 'Allergens of this recipe',
    allergenChips: ['Cereals containing gluten', 'Milk', 'Eggs'],
    nutrition: 'Nutrition',
    perServing: (grams: string) => `Per serving (${grams} g)`,
  },
  de: {
    prefix: '/de',
    newIngredient: 'Neue Zutat',
    nameEn: 'Name (EN)',
    nameDe: 'Name (DE)',
    energy: 'Energie (kcal)',
    fat: 'Fett (g)',
    saturated: 'davon gesättigte Fettsäuren (g)',
    carbs: 'Kohlenhydrate (g)',
    sugars: 'davon Zucker (g)',
    fibre: 'Ballaststoffe (g)',
    protein: 'Eiweiss (g)',
    sodium: 'Natrium (mg)',
    gluten: 'Glutenhaltiges Getreide',
    contains: 'Enthält',
    othersFree: 'Alle übrigen frei',
    reviewed: 'Allergene geprüft',
    save: 'Speichern',
    added: (name: string) => `Zutat ${name} hinzugefügt.`,
    newRecipe: 'Neues Rezept',
    name: 'Name',
    portion: 'Portionsmenge',
    breakfast: 'Frühstück',
    addIngredient: 'Zutat hinzufügen',
    line: (n: number) => `Zeile ${n}`,
    ingredient: 'Zutat',
    quantity: 'Menge',
    unit: 'Einheit',
    units: { g: 'g', ml: 'ml', tbsp: 'EL', piece: 'Stück' } as Record<string, string>,
    allergens: 'Allergene dieses Rezepts',
    allergenChips: ['Glutenhaltiges Getreide', 'Milch', 'Eier'],
    nutrition: 'Nährwerte',
    perServing: (grams: string) => `Pro Portion (${grams} g)`,
  },
};
type Texts = (typeof ui)['en'];

/** Milk, olive oil and an egg, through the API (the ingredient screen itself is exercised with the oats). */
async function otherIngredients(page: Page, id: string) {
  const allergens = (await (await page.request.get('/api/v1/allergens?length=100')).json()) as {
    items: { allergen_id: number; name: string }[];
  };
  const tag = (name: string) => [
    { allergen_id: allergens.items.find((a) => a.name === name)!.allergen_id, kind: 'CONTAINS' },
  ];
  const made = [
    {
      name: `Milk ${id}`,
      name_de: `Milch ${id}`,
      energy_kcal: 64,
      fat_g: 3.5,
      saturated_fat_g: 2.2,
      carbohydrates_g: 4.8,
      sugars_g: 4.8,
      fibre_g: 0,
      protein_g: 3.4,
      sodium_mg: 44,
      density_g_per_ml: 1.03,
      allergens: tag('Milk'),
    },
    {
      name: `Olive oil ${id}`,
      name_de: `Olivenöl ${id}`,
      energy_kcal: 884,
      fat_g: 100,
      saturated_fat_g: 13.8,
      carbohydrates_g: 0,
      sugars_g: 0,
      fibre_g: 0,
      protein_g: 0,
      sodium_mg: 2,
      density_g_per_ml: 0.91,
      allergens: [],
    },
    {
      name: `Egg ${id}`,
      name_de: `Ei ${id}`,
      energy_kcal: 143,
      fat_g: 9.5,
      saturated_fat_g: 3.1,
      carbohydrates_g: 0.7,
      sugars_g: 0.4,
      fibre_g: 0,
      protein_g: 12.6,
      sodium_mg: 142,
      grams_per_piece: 50,
      allergens: tag('Eggs'),
    },
  ];
  for (const body of made) {
    const response = await page.request.post('/api/v1/ingredients', {
      data: { ...body, allergens_reviewed: true, allergens: await declareAll(page, body.allergens) },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  return made.map((m) => ({ en: m.name, de: m.name_de }));
}

async function createOats(page: Page, x: Texts, id: string) {
  await page.goto(`${x.prefix}/ingredients`);
  await page.getByRole('button', { name: x.newIngredient }).click();
  await expect(page).toHaveURL(/\/ingredients\/0$/);
  await page.getByLabel(x.nameEn).fill(`Oats ${id}`);
  await page.getByLabel(x.nameDe).fill(`Haferflocken ${id}`);
  const values: [string, string][] = [
    [x.energy, '379'],
    [x.fat, '6.9'],
    [x.saturated, '1.2'],
    [x.carbs, '66.3'],
    [x.sugars, '1'],
    [x.fibre, '10.6'],
    [x.protein, '16.9'],
    [x.sodium, '2'],
  ];
  for (const [label, value] of values) await page.getByLabel(label, { exact: true }).fill(value);
  await page
    .getByRole('group', { name: x.gluten, exact: true })
    .getByRole('button', { name: x.contains })
    .click();
  await page.getByRole('button', { name: x.othersFree }).click();
  await page.getByLabel(x.reviewed).check();
  await page.getByRole('button', { name: x.save, exact: true }).click();
  await expect(page).toHaveURL(/\/ingredients\/[1-9]\d*$/);
  const added = page.getByRole('status').filter({ hasText: x.added(`Oats ${id}`) });
  await expect(added).toBeVisible();
  await added.getByRole('button').click();
}

async function addLine(page: Page, x: Texts, n: number, label: string, quantity: string, unit: string) {
  await page.getByRole('button', { name: x.addIngredient }).click();
  const line = page.getByRole('group', { name: x.line(n), exact: true });
  await line.getByRole('combobox', { name: x.ingredient }).fill(label);
  await page.getByRole('option', { name: label, exact: true }).click();
  await line.getByRole('textbox', { name: x.quantity }).fill(quantity);
  await line.getByRole('combobox', { name: x.unit }).click();
  await page.getByRole('option', { name: x.units[unit], exact: true }).click();
}

for (const language of ['en', 'de'] as const) {
  const x = ui[language];
  test(`a chef creates an ingredient, builds a recipe in g, ml, tbsp and piece, and sees nutrition and allergens update (${language.toUpperCase()})`, async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(120_000);
    await loginAs('superchef');
    const id = unique();
    const [milk, oil, egg] = await otherIngredients(page, id);
    await createOats(page, x, id);
    const pick = (names: { en: string; de: string }) => names[language];

    await page.goto(`${x.prefix}/recipes`);
    await page.getByRole('button', { name: x.newRecipe }).click();
    await page.getByRole('textbox', { name: x.name, exact: true }).fill(`Porridge ${id}`);
    await page.getByRole('textbox', { name: x.portion }).fill('330');
    await page.getByRole('checkbox', { name: x.breakfast }).check();
    await addLine(page, x, 1, language === 'de' ? `Haferflocken ${id}` : `Oats ${id}`, '60', 'g');
    await addLine(page, x, 2, pick(milk!), '200', 'ml');
    await addLine(page, x, 3, pick(oil!), '1', 'tbsp');
    await addLine(page, x, 4, pick(egg!), '1', 'piece');
    await page.getByRole('button', { name: x.save, exact: true }).click();
    await expect(page).toHaveURL(/\/recipes\/[1-9]\d*$/);

    // Allergens from the ingredients' tags; nutrition from the lines, each converted to grams.
    const chips = page.getByRole('list', { name: x.allergens });
    for (const chip of x.allergenChips) await expect(chips.getByText(chip, { exact: true })).toBeVisible();
    const panel = page.getByRole('region', { name: x.nutrition });
    await expect(panel.getByText(x.perServing('329.65'))).toBeVisible();
    await expect(panel.getByTestId('nutrient-energyKcal')).toContainText('561.6 kcal');
    await expect(panel.getByTestId('unconverted-warning')).toHaveCount(0);
    await panel.scrollIntoViewIfNeeded();
    await shot(`chef-journey-recipe-${language}`);

    // More oats: the figures follow the saved recipe.
    await page
      .getByRole('group', { name: x.line(1), exact: true })
      .getByRole('textbox', { name: x.quantity })
      .fill('100');
    await page.getByRole('button', { name: x.save, exact: true }).click();
    await expect(panel.getByText(x.perServing('369.65'))).toBeVisible();
    await expect(panel.getByTestId('nutrient-energyKcal')).toContainText('719.56 kcal');
  });
}
