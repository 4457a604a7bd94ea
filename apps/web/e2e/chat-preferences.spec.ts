import { expect, searchOne, test, unique } from './fixtures.ts';

test.describe('Chat preferences', () => {
  test('add, edit and delete a chat preference, checked after reload @phone', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs('super');
    const code = `E2E_${unique().toUpperCase()}`;
    await page.goto('/chat_preferences');
    await expect(page.getByRole('row', { name: /GROUP/ })).toBeVisible();
    await shot('chat-preferences-list');

    await page.getByRole('button', { name: 'Add chat preference' }).click();
    const add = page.getByRole('dialog', { name: 'Add chat preference' });
    await add.getByLabel('Code').fill(code.toLowerCase());
    await add.getByLabel('English name').fill(`Pigeon ${code}`);
    await add.getByLabel('German name').fill(`Brieftaube ${code}`);
    await shot('chat-preference-add-dialog');
    await add.getByRole('button', { name: 'Add chat preference' }).click();
    await expect(add).toBeHidden();

    await page.reload();
    await searchOne(page, code);
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText(`Pigeon ${code}`);
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${code}` });
    await edit.getByLabel('English name').fill(`Carrier pigeon ${code}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();

    await page.reload();
    await searchOne(page, code);
    await expect(row).toContainText(`Carrier pigeon ${code}`);
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Chat preference ${code} deleted.`)).toBeVisible();
    await page.reload();
    await page.getByRole('searchbox', { name: /search/i }).fill(code);
    await expect(page.getByText('No rows')).toBeVisible({ timeout: 15_000 });
  });

  test('bad input shows the field messages and saves nothing', async ({ page, loginAs }) => {
    await loginAs('super');
    await page.goto('/chat_preferences');
    await page.getByRole('button', { name: 'Add chat preference' }).click();
    const add = page.getByRole('dialog', { name: 'Add chat preference' });
    await add.getByLabel('Code').fill('not valid!');
    await add.getByRole('button', { name: 'Add chat preference' }).click();
    await expect(add.getByText(/Code must be capital letters/)).toBeVisible();
    await expect(add.getByText('Name is required').first()).toBeVisible();
    await add.getByLabel('Code').fill('EMAIL');
    await add.getByLabel('English name').fill('Mail');
    await add.getByLabel('German name').fill('Mail');
    await add.getByRole('button', { name: 'Add chat preference' }).click();
    await expect(add.getByText('A chat preference with this code already exists')).toBeVisible();
  });

  test('a stale edit shows the conflict message and overwrites nothing', async ({ page, loginAs }) => {
    await loginAs('super');
    const code = `STALE_${unique().toUpperCase()}`;
    const created = await page.request.post('/api/v1/chat-preferences', {
      data: { code, name: 'Mine', name_de: 'Meins' },
    });
    const pref = (await created.json()) as { chat_preference_id: number };
    await page.goto('/chat_preferences');
    await searchOne(page, code);
    await page
      .getByRole('row', { name: new RegExp(code) })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('English name').fill('My change');
    const theirs = await page.request.put(`/api/v1/chat-preferences/${pref.chat_preference_id}`, {
      data: { name: 'Theirs', name_de: 'Ihres', is_default: false, version: 1 },
    });
    expect(theirs.status()).toBe(200);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText(/Someone else changed this record/)).toBeVisible();
    const now = await (await page.request.get(`/api/v1/chat-preferences/${pref.chat_preference_id}`)).json();
    expect(now.name).toBe('Theirs');
    await page.request.delete(`/api/v1/chat-preferences/${pref.chat_preference_id}?version=2`);
  });

  test('works in German and is refused to a super chef and a chef', async ({ page, loginAs, shot }) => {
    await loginAs('super');
    await page.goto('/de/chat_preferences');
    await expect(page.getByRole('button', { name: 'Chat-Einstellung hinzufügen' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Gruppenchat/ })).toBeVisible();
    await shot('chat-preferences-de');
    for (const user of ['superchef', 'chef'] as const) {
      await loginAs(user);
      await page.goto('/chat_preferences');
      await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
      expect((await page.request.get('/api/v1/chat-preferences')).status()).toBe(403);
    }
  });
});
