import { expect, searchOne, test, unique } from './fixtures.ts';

test.describe('Allergens & Dislikes', () => {
  test.beforeEach(async ({ loginAs }) => loginAs('super'));

  test('add, edit and delete an allergen, checked after reload @phone', async ({ page, shot }) => {
    const id = unique();
    await page.goto('/allergens');
    await page.getByRole('button', { name: 'Add allergen' }).click();
    const add = page.getByRole('dialog', { name: 'Add allergen' });
    await add.getByLabel('English name').fill(`Kiwi ${id}`);
    await add.getByLabel('German name').fill(`Kiwi DE ${id}`);
    await shot('allergen-add-dialog');
    await add.getByRole('button', { name: 'Add allergen' }).click();
    await expect(add).toBeHidden();

    await page.reload();
    await searchOne(page, id);
    const row = page.getByRole('row', { name: new RegExp(`Kiwi ${id}`) });
    await expect(row).toBeVisible();
    await shot('allergens-list');

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: new RegExp(`Edit Kiwi ${id}`) });
    await edit.getByLabel('English name').fill(`Gold kiwi ${id}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();

    await page.reload();
    await searchOne(page, id);
    const edited = page.getByRole('row', { name: new RegExp(`Gold kiwi ${id}`) });
    await expect(edited).toBeVisible();

    await edited.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Allergen Gold kiwi ${id} deleted.`)).toBeVisible();
    await expect(edited).toBeHidden();
    await page.reload();
    await page
      .getByRole('searchbox', { name: /search/i })
      .first()
      .fill(id);
    await expect(page.getByText('No rows')).toBeVisible();
    await expect(page.getByText(`Gold kiwi ${id}`)).toHaveCount(0);
  });

  test('bad input shows the field message and saves nothing', async ({ page }) => {
    await page.goto('/allergens');
    await page.getByRole('button', { name: 'Add allergen' }).click();
    const add = page.getByRole('dialog', { name: 'Add allergen' });
    await add.getByLabel('English name').fill('   ');
    await add.getByRole('button', { name: 'Add allergen' }).click();
    await expect(add.getByText('Name is required').first()).toBeVisible();
    await expect(add).toBeVisible();
  });

  test('a stale edit shows the conflict message and overwrites nothing', async ({ page, shot }) => {
    const id = unique();
    const created = await page.request.post('/api/v1/allergens', {
      data: { name: `Quince ${id}`, name_de: `Quitte ${id}` },
    });
    expect(created.status()).toBe(201);
    const allergen = (await created.json()) as { allergen_id: number; version: number };

    await page.goto('/allergens');
    await searchOne(page, id);
    await page
      .getByRole('row', { name: new RegExp(`Quince ${id}`) })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('English name').fill(`Mine ${id}`);

    // Someone else saves first.
    const theirs = await page.request.put(`/api/v1/allergens/${allergen.allergen_id}`, {
      data: { name: `Theirs ${id}`, name_de: `Quitte ${id}`, version: allergen.version },
    });
    expect(theirs.status()).toBe(200);

    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText(/Someone else changed this record/)).toBeVisible();
    await expect(edit.getByLabel('English name')).toHaveValue(`Mine ${id}`);
    await shot('allergen-conflict');

    const now = await (await page.request.get(`/api/v1/allergens/${allergen.allergen_id}`)).json();
    expect(now.name).toBe(`Theirs ${id}`);

    // Reload brings their change (and its version); applying mine again then saves.
    await edit.getByRole('button', { name: 'Reload current record' }).click();
    await expect(edit.getByLabel('English name')).toHaveValue(`Theirs ${id}`);
    await edit.getByLabel('English name').fill(`Mine ${id}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const saved = await (await page.request.get(`/api/v1/allergens/${allergen.allergen_id}`)).json();
    expect(saved).toMatchObject({ name: `Mine ${id}`, version: allergen.version + 2 });
  });

  test('block a match and unblock it', async ({ page, shot }) => {
    const id = unique();
    await page.goto('/allergens');
    await page.getByRole('tab', { name: 'Blocked matches' }).click();
    await page.getByRole('button', { name: 'Block a match' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block a match' });
    await dialog.getByLabel('Ingredient phrase').fill(`peanut butter ${id}`);
    await dialog.getByLabel('Word (allergen or term)').fill('butter');
    await dialog.getByRole('button', { name: 'Block match' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.getByRole('tab', { name: 'Blocked matches' }).click();
    const row = page.getByRole('row', { name: new RegExp(`peanut butter ${id}`) });
    await expect(row).toBeVisible();
    await shot('allergen-blocks');
    await row.getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.getByText(`"butter" is matched in ingredients containing "peanut butter ${id}" again.`),
    ).toBeVisible();
    await expect(row).toBeHidden();
    await page.reload();
    await page.getByRole('tab', { name: 'Blocked matches' }).click();
    await expect(page.getByText(`peanut butter ${id}`)).toHaveCount(0);
  });

  test('exports what the list shows as CSV and Excel', async ({ page }) => {
    await page.goto('/allergens');
    await page
      .getByRole('searchbox', { name: /search/i })
      .first()
      .fill('milch');
    await expect(page.getByText(/^1–1 of 1$/)).toBeVisible();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^allergens-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await import('node:fs/promises')).readFile((await csv.path())!, 'utf8');
    expect(text.split('\r\n').slice(1, 2)[0]).toContain('Milk,Milch');
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  });
});
