import type { Page } from '@playwright/test';
import { declareAll, expect, test, unique } from './fixtures.ts';

const texts = {
  en: {
    prefix: '',
    onlyWithNotes: 'Only recipes with notes',
    searchNotes: 'Search recipes and notes',
    notesOf: (name: string) => `Notes of ${name}`,
    saveNotes: (name: string) => `Save the notes of ${name}`,
    notesSaved: (name: string) => `Notes of ${name} saved`,
    addFeedback: 'Add feedback',
    stars: (n: number) => `${n} stars`,
    add: 'Add',
    comment: 'Comment',
    servedOn: 'Date served',
    noRatings: 'No ratings yet',
    average: 'Average 3 of 5 (2 ratings)',
    print: 'Print',
    xlsx: 'Download .xlsx',
    ingredientsHeading: 'Ingredients (one portion)',
    milk: 'Milk',
    addInfo: 'Add nutritional info',
    name: 'Name',
    recipe: 'Recipe',
    save: 'Save',
    perServing: 'Per serving (250 g)',
    fat: 'Fat',
  },
  de: {
    prefix: '/de',
    onlyWithNotes: 'Nur Rezepte mit Notizen',
    searchNotes: 'Rezepte und Notizen durchsuchen',
    notesOf: (name: string) => `Notizen zu ${name}`,
    saveNotes: (name: string) => `Notizen zu ${name} speichern`,
    notesSaved: (name: string) => `Notizen zu ${name} gespeichert`,
    addFeedback: 'Feedback hinzufügen',
    stars: (n: number) => `${n} Sterne`,
    add: 'Hinzufügen',
    comment: 'Kommentar',
    servedOn: 'Serviert am',
    noRatings: 'Noch keine Bewertungen',
    average: 'Durchschnitt 3 von 5 (2 Bewertungen)',
    print: 'Drucken',
    xlsx: '.xlsx herunterladen',
    ingredientsHeading: 'Zutaten (eine Portion)',
    milk: 'Milch',
    addInfo: 'Nährwertangabe hinzufügen',
    name: 'Name',
    recipe: 'Rezept',
    save: 'Speichern',
    perServing: 'Pro Portion (250 g)',
    fat: 'Fett',
  },
} as const;

/** Milk is allergen 7 of the EU-14 the app seeds. */
const MILK = 7;

/** An ingredient with nutrients and a recipe of one serving (200 g of it and 50 ml of water), via the API. */
async function createRecipe(page: Page, id: string) {
  const cheese = await page.request.post('/api/v1/ingredients', {
    data: {
      name: `E2E Quark ${id}`,
      name_de: `E2E-Quark ${id}`,
      energy_kcal: 70,
      fat_g: 2,
      saturated_fat_g: 1,
      carbohydrates_g: 4,
      sugars_g: 4,
      fibre_g: 0,
      protein_g: 10,
      sodium_mg: 40,
      allergens_reviewed: true,
      allergens: await declareAll(page, [{ allergen_id: MILK, kind: 'CONTAINS' }]),
    },
  });
  expect(cheese.status(), await cheese.text()).toBe(201);
  const water = await page.request.post('/api/v1/ingredients', {
    data: {
      name: `E2E Water ${id}`,
      energy_kcal: 0,
      fat_g: 0,
      saturated_fat_g: 0,
      carbohydrates_g: 0,
      sugars_g: 0,
      fibre_g: 0,
      protein_g: 0,
      sodium_mg: 0,
      density_g_per_ml: 1,
      allergens_reviewed: true,
      allergens: await declareAll(page),
    },
  });
  expect(water.status(), await water.text()).toBe(201);
  const name = `E2E Bowl ${id}`;
  const recipe = await page.request.post('/api/v1/recipes', {
    data: {
      name,
      client_facing_name: `Quark bowl ${id}`,
      isBreakfast: true,
      portion_quantity: 250,
      portion_unit: 'g',
      directions: 'Stir the quark until smooth.',
      layers: [{ recipe_layer_id: null, key: 'base', name: 'Base' }],
      lines: [
        {
          uid: 'a',
          ingredient_id: (await cheese.json()).ingredient_id,
          layer_key: 'base',
          quantity: 200,
          unit: 'g',
        },
        { uid: 'b', ingredient_id: (await water.json()).ingredient_id, quantity: 50, unit: 'ml' },
      ],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  return { recipeId: (await recipe.json()).recipe_id as number, name };
}

for (const lang of ['en', 'de'] as const) {
  const tx = texts[lang];

  test.describe(`Recipe notes, feedback, cards and nutritional info (${lang})`, () => {
    test(`edit a recipe's note (${lang})`, async ({ page, loginAs, shot }) => {
      await loginAs('superchef');
      const { name } = await createRecipe(page, unique());
      await page.goto(`${tx.prefix}/recipes/notes`);
      await page.getByLabel(tx.onlyWithNotes).uncheck();
      await page.getByRole('searchbox', { name: tx.searchNotes }).fill(name);
      // The search has answered (one recipe left) before the note is typed: a list still refreshing
      // re-renders the row under the click and the save was lost now and then.
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
      const notes = page.getByRole('textbox', { name: tx.notesOf(name) });
      await notes.fill('Serve chilled; garnish at the pass.');
      await expect(notes).toHaveValue('Serve chilled; garnish at the pass.');
      await page.getByRole('button', { name: tx.saveNotes(name) }).click();
      await expect(page.getByText(tx.notesSaved(name))).toBeVisible();
      await shot(`recipe-notes-${lang}`);

      await page.reload();
      await expect(page.getByLabel(tx.onlyWithNotes)).toBeChecked();
      await page.getByRole('searchbox', { name: tx.searchNotes }).fill('garnish at the pass');
      await expect(page.getByRole('textbox', { name: tx.notesOf(name) })).toHaveValue(
        'Serve chilled; garnish at the pass.',
      );
    });

    test(`add feedback and see the average (${lang})`, async ({ page, loginAs, shot }) => {
      await loginAs('super');
      const { recipeId, name } = await createRecipe(page, unique());
      await page.goto(`${tx.prefix}/recipes/feedback/${recipeId}`);
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expect(page.getByText(tx.noRatings)).toBeVisible();
      for (const [stars, comment] of [
        [4, 'Lovely texture'],
        [2, 'Too sweet today'],
      ] as const) {
        await page.getByRole('button', { name: tx.addFeedback }).click();
        const dialog = page.getByRole('dialog', { name: tx.addFeedback });
        await dialog
          .locator('label')
          .filter({ hasText: tx.stars(stars) })
          .click();
        await dialog.getByLabel(tx.servedOn).fill('2026-11-20');
        await dialog.getByLabel(tx.comment).fill(comment);
        await dialog.getByRole('button', { name: tx.add, exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(comment)).toBeVisible();
      }
      await expect(page.getByTestId('average-rating')).toHaveText(tx.average);
      await shot(`recipe-feedback-${lang}`);
    });

    test(`open a recipe card (${lang})`, async ({ page, loginAs, shot }) => {
      await loginAs('superchef');
      const { recipeId, name } = await createRecipe(page, unique());
      await page.goto(`${tx.prefix}/recipes/export/${recipeId}`);
      const card = page.getByRole('article', { name });
      await expect(card.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(card.getByRole('heading', { name: tx.ingredientsHeading })).toBeVisible();
      await expect(card.getByRole('cell', { name: /200 g/ })).toBeVisible();
      await expect(card.getByText('Stir the quark until smooth.')).toBeVisible();
      await expect(card.getByText(tx.milk, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: tx.print })).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: tx.xlsx }).click();
      expect((await download).suggestedFilename()).toMatch(/^recipes-\d{4}-\d{2}-\d{2}\.xlsx$/);
      await shot(`recipe-card-${lang}`);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: tx.print })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      const second = await createRecipe(page, unique());
      await page.goto(`${tx.prefix}/recipes/export/multiple?ids=${second.recipeId},${recipeId}`);
      await expect(page.getByRole('article')).toHaveCount(2);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText([second.name, name]);
    });

    test(`create a nutritional info entry from a recipe (${lang})`, async ({ page, loginAs, shot }) => {
      await loginAs('super');
      const id = unique();
      const { name } = await createRecipe(page, id);
      await page.goto(`${tx.prefix}/nutritional-info-list/0`);
      await page.getByRole('button', { name: tx.addInfo }).click();
      const dialog = page.getByRole('dialog', { name: tx.addInfo });
      await dialog.getByLabel(new RegExp(`^${tx.name}`)).fill(`Label ${id}`);
      await dialog.getByRole('combobox', { name: new RegExp(`^${tx.recipe}`) }).fill(name);
      await page.getByRole('option', { name }).click();
      await dialog.getByRole('button', { name: tx.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${tx.prefix}/nutritional-info-list/\\d+$`));
      await expect(page.getByRole('heading', { name: `Label ${id}` })).toBeVisible();
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader', { name: tx.perServing })).toBeVisible();
      // 200 g quark (fat 2, carbs 4, protein 10 per 100 g) + 50 ml water: fat 4 g, carbs 8 g, protein 20 g;
      // 4 × 8 + 9 × 4 + 4 × 20 = 148 kcal a serving of 250 g, 59.2 kcal per 100 g.
      await expect(table.getByRole('row', { name: /148 kcal/ })).toContainText('59.2 kcal');
      await expect(table.getByRole('row', { name: new RegExp(`^${tx.fat} `) })).toContainText('4 g');
      await shot(`nutritional-info-${lang}`);
    });
  });
}
