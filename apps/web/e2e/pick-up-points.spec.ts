import { expect, searchOne, test, unique } from './fixtures.ts';

test.describe('Pick up points', () => {
  test('add, edit and delete a pick-up point, checked after reload @phone', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs('super');
    const id = unique();
    await page.goto('/pick_up_points');
    await expect(page.getByRole('row', { name: /Kreis 5 – Viadukt/ })).toBeVisible();
    await shot('pick-up-points-list');

    await page.getByRole('button', { name: 'Add pick-up point' }).click();
    const add = page.getByRole('dialog', { name: 'Add pick-up point' });
    await add.getByLabel(/^Name/).fill(`Altstetten ${id}`);
    await add.getByLabel('Price (CHF)').fill('2.50');
    await add.getByLabel('Internal description').fill('Bags in the back room');
    await add.getByLabel(/^Client-facing name/).fill(`Bahnhof Altstetten ${id}`);
    await add.getByLabel('Client-facing description').fill('Kiosk, daily 06:00–22:00');
    await add.getByLabel('Company').fill('Kiosk Altstetten GmbH');
    await add.getByLabel('c/o').fill('Kiosk');
    await add.getByLabel('Street').fill('Altstetterstrasse 180');
    await add.getByLabel('Postcode').fill('8048');
    await shot('pick-up-point-add-dialog');
    await add.getByRole('button', { name: 'Add pick-up point' }).click();
    await expect(add).toBeHidden();

    await page.reload();
    await searchOne(page, id);
    const row = page.getByRole('row', { name: new RegExp(`Altstetten ${id}`) });
    await expect(row).toContainText('8048');
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit Altstetten ${id}` });
    await expect(edit.getByLabel('Company')).toHaveValue('Kiosk Altstetten GmbH');
    await edit.getByLabel('Price (CHF)').fill('3.75');
    await edit.getByLabel('Postcode').fill('8064');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();

    await page.reload();
    await searchOne(page, id);
    await expect(row).toContainText('8064');
    const saved = await (await page.request.get(`/api/v1/pick-up-points?q=${id}`)).json();
    expect(saved.items[0]).toMatchObject({ price_chf: 3.75, co: 'Kiosk', city: 'Zürich' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Pick-up point Altstetten ${id} deleted.`)).toBeVisible();
    await page.reload();
    await page.getByRole('searchbox', { name: /search/i }).fill(id);
    await expect(page.getByText('No rows')).toBeVisible({ timeout: 15_000 });
  });

  test('bad input shows the field messages and saves nothing', async ({ page, loginAs }) => {
    await loginAs('super');
    await page.goto('/pick_up_points');
    await page.getByRole('button', { name: 'Add pick-up point' }).click();
    const add = page.getByRole('dialog', { name: 'Add pick-up point' });
    await add.getByLabel('Postcode').fill('80');
    await add.getByLabel('Price (CHF)').fill('-3');
    await add.getByRole('button', { name: 'Add pick-up point' }).click();
    await expect(add.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(add.getByText('Client-facing name is required')).toBeVisible();
    await expect(add.getByText('Street is required')).toBeVisible();
    await expect(add.getByText('Postcode must be 4 digits')).toBeVisible();
    await expect(add.getByText('Price must be a CHF amount from 0 to 1000')).toBeVisible();
  });

  // A failed save reads 'Unable to <action>. <reason>' (spec §8, ADR 076), in the user's language.
  const stale = {
    en: {
      path: '/pick_up_points',
      edit: 'Edit',
      street: 'Street',
      save: 'Save',
      message:
        'Unable to create/update pick up points. Someone else changed this record while you were editing. Reload it and apply your change again.',
    },
    de: {
      path: '/de/pick_up_points',
      edit: 'Bearbeiten',
      street: 'Strasse',
      save: 'Speichern',
      message:
        'Abholstelle konnte nicht erstellt/aktualisiert werden. Jemand anderes hat diesen Datensatz geändert, während Sie ihn bearbeitet haben. Laden Sie ihn neu und nehmen Sie Ihre Änderung erneut vor.',
    },
  };
  for (const [language, tx] of Object.entries(stale)) {
    test(`a stale edit shows the wrapped conflict message (${language}) and overwrites nothing`, async ({
      page,
      loginAs,
    }) => {
      await loginAs('super');
      const id = unique();
      const data = {
        name: `Stale ${id}`,
        description: '',
        client_facing_name: 'Stale',
        client_facing_description: '',
        price_chf: 1,
        company: '',
        street: 'Seestrasse 1',
        co: '',
        postcode: '8002',
        city: 'Zürich',
      };
      const created = await (await page.request.post('/api/v1/pick-up-points', { data })).json();
      await page.goto(tx.path);
      await page.getByRole('searchbox').first().fill(id);
      const row = page.getByRole('row', { name: new RegExp(id) });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: tx.edit }).click();
      const edit = page.getByRole('dialog');
      await edit.getByLabel(tx.street).fill('Mine 1');
      const theirs = await page.request.put(`/api/v1/pick-up-points/${created.pick_up_point_id}`, {
        data: { ...data, street: 'Theirs 2', version: 1 },
      });
      expect(theirs.status()).toBe(200);
      await edit.getByRole('button', { name: tx.save }).click();
      await expect(edit.getByText(tx.message)).toBeVisible();
      const now = await (await page.request.get(`/api/v1/pick-up-points/${created.pick_up_point_id}`)).json();
      expect(now.street).toBe('Theirs 2');
      await page.request.delete(`/api/v1/pick-up-points/${created.pick_up_point_id}?version=2`);
    });
  }

  test('over 99 points the list shows the limit warning', async ({ page, loginAs, shot }) => {
    await loginAs('super');
    const id = unique();
    const total = async () =>
      (await (await page.request.get('/api/v1/pick-up-points?length=1')).json()).total;
    // A few over 100: the other specs of this file add and delete points at the same time.
    const missing = Math.max(0, 105 - (await total()));
    const created = await Promise.all(
      Array.from({ length: missing }, async (_, i) => {
        const response = await page.request.post('/api/v1/pick-up-points', {
          data: {
            name: `Limit ${id} ${i}`,
            client_facing_name: 'Limit',
            price_chf: 0,
            street: 'Seestrasse 1',
            postcode: '8002',
            city: 'Zürich',
          },
        });
        return (await response.json()) as { pick_up_point_id: number };
      }),
    );
    try {
      await page.goto('/pick_up_points');
      await expect(page.getByText('Pick up points has reached limit. Develop further.')).toBeVisible();
      await shot('pick-up-points-limit');
      await page.goto('/de/pick_up_points');
      await expect(
        page.getByText('Die Abholstellen haben das Limit erreicht. Weiterentwickeln.'),
      ).toBeVisible();
    } finally {
      for (const point of created) {
        await page.request.delete(`/api/v1/pick-up-points/${point.pick_up_point_id}?version=1`);
      }
    }
    await page.goto('/pick_up_points');
    await expect(page.getByRole('row', { name: /Kreis 5 – Viadukt/ })).toBeVisible();
    await expect(page.getByText('Pick up points has reached limit. Develop further.')).toHaveCount(0);
  });

  test('works in German and is refused to a super chef and a chef', async ({ page, loginAs, shot }) => {
    await loginAs('super');
    await page.goto('/de/pick_up_points');
    await expect(page.getByRole('button', { name: 'Abholstelle hinzufügen' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Name für Kunden' })).toBeVisible();
    await shot('pick-up-points-de');
    for (const user of ['superchef', 'chef'] as const) {
      await loginAs(user);
      await page.goto('/pick_up_points');
      await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
      expect((await page.request.get('/api/v1/pick-up-points')).status()).toBe(403);
    }
  });
});
