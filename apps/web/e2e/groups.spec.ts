import type { Page } from '@playwright/test';
import { closeNotices, createCustomer, expect, searchOne, test, unique } from './fixtures.ts';

const newCustomer = (page: Page, first: string, last: string) =>
  createCustomer(page, {
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@example.ch`,
    billing_address: { street: 'Hardstrasse 201', postcode: '8005', city: 'Zürich' },
  });

async function addMember(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  find: string,
  add: string,
  last: string,
) {
  await dialog.getByLabel(find).fill(last);
  await page.getByRole('option', { name: new RegExp(last) }).click();
  await dialog.getByRole('button', { name: add, exact: true }).click();
}

test.describe('Groups', () => {
  test('add a group, edit it, add and remove members, move a member from another group, delete it', async ({
    page,
    loginAs,
    shot,
  }) => {
    test.slow();
    await loginAs('super');
    const id = unique();
    await newCustomer(page, 'Mara', `Gr${id}a`);
    await newCustomer(page, 'Jonas', `Gr${id}b`);
    const other = await page.request.post('/api/v1/groups', { data: { name: `Other ${id}` } });
    expect(other.status()).toBe(201);

    await page.goto('/groups');
    await page.getByRole('button', { name: 'Add group' }).click();
    const add = page.getByRole('dialog', { name: 'Add group' });
    await add.getByRole('button', { name: 'Add group' }).click();
    await expect(add.getByText('Name is required')).toBeVisible();
    await add.getByLabel(/^Name/).fill(`Team ${id}`);
    await add.getByLabel('Description').fill('Fourth floor');
    await add.getByRole('button', { name: 'Add group' }).click();
    await expect(add).toBeHidden();

    await searchOne(page, `Team ${id}`);
    const row = page.getByRole('row', { name: new RegExp(`Team ${id}`) });
    await expect(row).toContainText('Fourth floor');
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit group' });
    await edit.getByLabel('Description').fill('Fifth floor');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Fifth floor');
    await closeNotices(page);

    // Members: one from no group, one moved from another group after confirming.
    const moved = await page.request.get(`/api/v1/customers?q=Gr${id}b`);
    const jonas = (await moved.json()).items[0] as { customer_id: number };
    const otherId = ((await other.json()) as { group_id: number }).group_id;
    expect(
      (
        await page.request.put(`/api/v1/groups/${otherId}/customers/${jonas.customer_id}`, {
          data: { move: false },
        })
      ).status(),
    ).toBe(200);

    await row.getByRole('button', { name: 'Members' }).click();
    const members = page.getByRole('dialog', { name: `Members of Team ${id}` });
    await expect(members.getByText('No members yet.')).toBeVisible();
    await addMember(page, members, 'Find a customer', 'Add member', `Gr${id}a`);
    await expect(members.getByText(`Mara Gr${id}a`)).toBeVisible();
    await addMember(page, members, 'Find a customer', 'Add member', `Gr${id}b`);
    const confirm = page.getByRole('dialog').filter({ hasText: 'This customer is already in another group' });
    await confirm.getByRole('button', { name: 'Move' }).click();
    await expect(members.getByText(`Jonas Gr${id}b`)).toBeVisible();
    await shot('groups-members-en');
    await members.getByRole('button', { name: `Remove Mara Gr${id}a` }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Take Mara' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(members.getByText(`Mara Gr${id}a`)).toBeHidden();
    await members.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByRole('gridcell', { name: '1', exact: true })).toBeVisible();
    const otherMembers = await (await page.request.get(`/api/v1/groups/${otherId}/customers`)).json();
    expect(otherMembers.total).toBe(0);
    await shot('groups-list-en');

    await closeNotices(page);
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Group Team ${id} deleted.`)).toBeVisible();
  });

  test('in German: add a group and a member', async ({ page, loginAs, shot }) => {
    test.slow();
    await loginAs('super');
    const id = unique();
    await newCustomer(page, 'Lina', `Gd${id}`);
    await page.goto('/de/groups');
    await page.getByRole('button', { name: 'Gruppe hinzufügen' }).click();
    const add = page.getByRole('dialog', { name: 'Gruppe hinzufügen' });
    await add.getByLabel(/^Name/).fill(`Büro ${id}`);
    await add.getByRole('button', { name: 'Gruppe hinzufügen' }).click();
    await expect(add).toBeHidden();
    await page.getByRole('searchbox').fill(`Büro ${id}`);
    await expect(page.getByText(/^1–1 von 1$/)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`Büro ${id}`) });
    await closeNotices(page);
    await row.getByRole('button', { name: 'Mitglieder' }).click();
    const members = page.getByRole('dialog', { name: `Mitglieder von Büro ${id}` });
    await expect(members.getByText('Noch keine Mitglieder.')).toBeVisible();
    await addMember(page, members, 'Kunden suchen', 'Mitglied hinzufügen', `Gd${id}`);
    await expect(members.getByText(`Lina Gd${id}`)).toBeVisible();
    await shot('groups-members-de');
    await members.getByRole('button', { name: 'Schliessen' }).last().click();
    await expect(row.getByRole('gridcell', { name: '1', exact: true })).toBeVisible();
    await shot('groups-list-de');
  });
});
