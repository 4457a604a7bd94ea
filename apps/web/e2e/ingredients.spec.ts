import type { Page } from '@playwright/test';
import { chooseOption, expect, searchOne, test, unique } from './fixtures.ts';

/** Sets an allergen's kind through its toggle group (named after the allergen). */
async function tag(page: Page, allergen: string, kind: string) {
  await page.getByRole('group', { name: allergen, exact: true }).getByRole('button', { name: kind }).click();
}

const pressed = (page: Page, allergen: string, kind: string) =>
  page.getByRole('group', { name: allergen, exact: true }).getByRole('button', { name: kind });

test.describe('Ingredients and suppliers', () => {
  test('a super chef creates an ingredient with nutrients, allergens and a supplier spec, finds and edits it', async ({
    page,
    loginAs,
    shot,
  }) => {
    test.slow(); // one long journey through both lists, the editor and the spec dialog, in EN and DE
    const id = unique();
    await loginAs('superchef');

    // A supplier to buy it from
    await page.goto('/ingredients?tab=suppliers');
    await page.getByRole('button', { name: 'Add supplier' }).click();
    const addSupplier = page.getByRole('dialog', { name: 'Add supplier' });
    await addSupplier.getByLabel('Name').fill(`Molkerei ${id}`);
    await addSupplier.getByLabel('E-mail').fill('not-an-address');
    await addSupplier.getByRole('button', { name: 'Add supplier' }).click();
    await expect(addSupplier.getByText('E-mail address is invalid')).toBeVisible();
    await addSupplier.getByLabel('E-mail').fill(`orders@molkerei-${id}.ch`);
    await addSupplier.getByRole('button', { name: 'Add supplier' }).click();
    await expect(addSupplier).toBeHidden();
    const supplierAdded = page.getByRole('status').filter({ hasText: `Supplier Molkerei ${id} added.` });
    await supplierAdded.getByRole('button', { name: 'Close' }).click();
    await searchOne(page, id);
    await page
      .getByRole('row', { name: new RegExp(`Molkerei ${id}`) })
      .getByRole('button', { name: 'Edit' })
      .click();
    const editSupplier = page.getByRole('dialog', { name: `Edit Molkerei ${id}` });
    await editSupplier.getByLabel('Contact person').fill('Anna Muster');
    await editSupplier.getByRole('button', { name: 'Save' }).click();
    await expect(editSupplier).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(`Molkerei ${id}`) })).toContainText('Anna Muster');
    await shot('suppliers-list');

    // The ingredient
    await page.getByRole('tab', { name: 'Ingredients' }).click();
    await page.getByRole('button', { name: 'New ingredient' }).click();
    await expect(page).toHaveURL(/\/ingredients\/0$/);
    await page.getByLabel('Name (EN)').fill(`Butter ${id}`);
    await page.getByLabel('Name (DE)').fill(`Butter DE ${id}`);
    await page.getByLabel('Spec (EN)').fill('unsalted, 82% fat');
    await page.getByLabel('Energy (kcal)').fill('717');
    await page.getByLabel('Fat (g)').fill('81.1');
    await page.getByLabel('of which saturated (g)').fill('90');
    await page.getByLabel('Protein (g)').fill('0.85');
    await page.getByLabel('Sodium (mg)').fill('11');
    await page.getByLabel('Density (g/ml)').fill('0.911');
    await page.getByLabel('Weight of one piece (g)').fill('250');
    await tag(page, 'Milk', 'Contains');
    await tag(page, 'Nuts', 'May contain');
    // Reviewed only once every allergen is declared: the rest are declared free on purpose.
    await expect(page.getByLabel('Allergens reviewed')).toBeDisabled();
    await page.getByRole('button', { name: 'All others free' }).click();
    await page.getByLabel('Allergens reviewed').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saturated fat cannot be more than fat')).toBeVisible();
    await page.getByLabel('of which saturated (g)').fill('51.4');
    await shot('ingredient-new');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/ingredients\/[1-9]\d*$/);
    const url = new URL(page.url()).pathname;
    // The 'added' notice sits where the spec dialog's buttons will be: dismiss it first.
    const added = page.getByRole('status').filter({ hasText: `Ingredient Butter ${id} added.` });
    await added.getByRole('button', { name: 'Close' }).click();
    await expect(added).toBeHidden();

    // Its supplier spec
    await page.getByRole('button', { name: 'Add supplier spec' }).click();
    const spec = page.getByRole('dialog', { name: 'Add supplier spec' });
    await chooseOption(page, spec, 'Supplier', `Molkerei ${id}`, { exactLabel: false });
    await spec.getByLabel('Article number').fill('B-250');
    await spec.getByLabel('Pack size').fill('10');
    await spec.getByLabel('Price (CHF)').fill('31.50');
    await spec.getByRole('button', { name: 'Save' }).click();
    await expect(spec).toBeHidden();
    const specs = page.getByRole('table', { name: 'Supplier specs' });
    await expect(specs.getByRole('row', { name: new RegExp(`Molkerei ${id}`) })).toContainText('CHF 31.50');
    await expect(specs).toContainText('10 kg');

    // Found in the list; a row opens it
    await page.goto('/ingredients');
    await searchOne(page, id);
    const row = page.getByRole('row', { name: new RegExp(`Butter ${id}`) });
    await expect(row).toContainText('Milk, Nuts');
    await expect(row).toContainText('717');
    await shot('ingredients-list');
    await row.getByText(`Butter ${id}`, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));

    // Edit, checked after a reload
    await page.getByLabel('Energy (kcal)').fill('720');
    await page.getByLabel('Carbohydrates (g)').fill('');
    await tag(page, 'Nuts', 'Free');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Ingredient Butter ${id} saved.`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Energy (kcal)')).toHaveValue('720');
    await expect(page.getByLabel('Density (g/ml)')).toHaveValue('0.911');
    await expect(page.getByLabel('Weight of one piece (g)')).toHaveValue('250');
    await expect(pressed(page, 'Milk', 'Contains')).toHaveAttribute('aria-pressed', 'true');
    await expect(pressed(page, 'Nuts', 'May contain')).toHaveAttribute('aria-pressed', 'false');
    await expect(pressed(page, 'Nuts', 'Free')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Allergens reviewed')).toBeChecked();
    await shot('ingredient-detail');

    // The same in German
    await page.goto(`/de${url}`);
    await expect(page.getByLabel('Energie (kcal)')).toHaveValue('720');
    await expect(page.getByRole('heading', { name: 'Nährwerte pro 100 g' })).toBeVisible();
    await expect(pressed(page, 'Milch', 'Enthält')).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Eiweiss (g)').fill('1');
    await tag(page, 'Schalenfrüchte', 'Kann Spuren enthalten');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`Zutat Butter ${id} gespeichert.`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Lieferantenspezifikationen' })).toContainText('CHF 31.50');
    await shot('ingredient-detail-de');
    await page.reload();
    await expect(page.getByLabel('Eiweiss (g)')).toHaveValue('1');
    await expect(pressed(page, 'Schalenfrüchte', 'Kann Spuren enthalten')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/de/ingredients');
    await page.getByRole('searchbox', { name: 'Name suchen (EN oder DE)' }).fill(`DE ${id}`);
    await expect(page.getByText(/^1–1 von 1$/)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`Butter ${id}`) })).toContainText(
      'Milch, Schalenfrüchte',
    );
    await shot('ingredients-list-de');
    await page.goto('/de/ingredients?tab=suppliers');
    await expect(page.getByRole('tab', { name: 'Lieferanten', selected: true })).toBeVisible();

    // A supplier in use is kept
    await page.goto('/ingredients?tab=suppliers');
    await searchOne(page, id);
    await page
      .getByRole('row', { name: new RegExp(`Molkerei ${id}`) })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.getByText('This supplier is used by ingredient specs and cannot be deleted'),
    ).toBeVisible();

    // Delete the ingredient with confirmation
    await page.goto(url);
    await page.getByRole('button', { name: 'Delete ingredient' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/ingredients$/);
    await expect(page.getByText(`Ingredient Butter ${id} deleted.`)).toBeVisible();
  });

  test('over 99 suppliers the list shows the limit warning, in EN and DE', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs('superchef');
    const id = unique();
    const total = async () => (await (await page.request.get('/api/v1/suppliers?length=1')).json()).total;
    // 'Zz' sorts them after the other test's supplier, which its spec dialog lists among the first 100.
    const missing = Math.max(0, 102 - (await total()));
    const created = await Promise.all(
      Array.from({ length: missing }, async (_, i) => {
        const response = await page.request.post('/api/v1/suppliers', {
          data: { name: `Zz limit ${id} ${i}` },
        });
        return (await response.json()) as { supplier_id: number };
      }),
    );
    try {
      await page.goto('/ingredients?tab=suppliers');
      await expect(page.getByText('Suppliers has reached limit. Develop further.')).toBeVisible();
      await shot('suppliers-limit');
      await page.goto('/de/ingredients?tab=suppliers');
      await expect(
        page.getByText('Die Lieferanten haben das Limit erreicht. Weiterentwickeln.'),
      ).toBeVisible();
    } finally {
      for (const s of created) await page.request.delete(`/api/v1/suppliers/${s.supplier_id}?version=1`);
    }
    await page.goto('/ingredients?tab=suppliers');
    await expect(page.getByRole('columnheader', { name: 'Contact person' })).toBeVisible();
    await expect(page.getByText('Suppliers has reached limit. Develop further.')).toHaveCount(0);
  });

  test('the legacy list is read-only and a chef is refused', async ({ page, loginAs, shot }) => {
    await loginAs('superchef');
    await page.goto('/ingredients/v1');
    await expect(page.getByText('Ingredients of the older app.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New ingredient' })).toHaveCount(0);
    await shot('ingredients-legacy');

    await loginAs('chef');
    for (const path of ['/ingredients', '/ingredients/0', '/de/ingredients/v1']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: /No access|Kein Zugriff/ })).toBeVisible();
    }
    expect((await page.request.get('/api/v1/ingredients')).status()).toBe(403);
    expect((await page.request.get('/api/v1/suppliers')).status()).toBe(403);
  });
});
