import { readFile } from 'node:fs/promises';
import { createCustomer, expect, test, unique } from './fixtures.ts';

// The audit log and a customer's data rights (issue 23, ADR 082), in English and German: a SUPER finds an
// allergen's change in the audit log by its record type and number and reads its before and after; exports a
// customer's data as JSON; erases the customer and sees the anonymised page.
const en = {
  prefix: '',
  entity: 'Record type (e.g. customer)',
  entityId: 'Record number',
  changed: 'Changed',
  changedFields: 'Changed fields',
  export: 'Export data',
  json: 'All data as JSON',
  erase: 'Erase customer',
  eraseTitle: (n: string) => `Erase ${n}?`,
  kept: /Kept for 10 years/,
  confirm: (id: number) => `Type the customer number (${id}) or full name to confirm`,
  submit: 'Erase',
  done: (id: number) => `Customer ${id} erased.`,
  notice: /This customer was erased/,
  erasedChip: 'Erased',
};
const de: typeof en = {
  prefix: '/de',
  entity: 'Datensatztyp (z. B. customer)',
  entityId: 'Datensatznummer',
  changed: 'Geändert',
  changedFields: 'Geänderte Felder',
  export: 'Daten exportieren',
  json: 'Alle Daten als JSON',
  erase: 'Kunde löschen',
  eraseTitle: (n) => `${n} löschen?`,
  kept: /10 Jahre aufbewahrt/,
  confirm: (id) => `Zur Bestätigung Kundennummer (${id}) oder vollen Namen eingeben`,
  submit: 'Löschen',
  done: (id) => `Kunde ${id} gelöscht.`,
  notice: /Dieser Kunde wurde gelöscht/,
  erasedChip: 'Gelöscht',
};

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test(`a SUPER reads a change in the audit log, exports and erases a customer (${language})`, async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(90_000);
    await loginAs('super');
    const name = `Audit ${language} ${unique()}`;
    const made = await page.request.post('/api/v1/allergens', { data: { name, name_de: name } });
    expect(made.status()).toBe(201);
    const allergen = (await made.json()) as { allergen_id: number; version: number };
    const renamed = `${name} renamed`;
    const put = await page.request.put(`/api/v1/allergens/${allergen.allergen_id}`, {
      data: { name: renamed, name_de: name, version: allergen.version },
    });
    expect(put.status()).toBe(200);

    // The audit log, filtered to the allergen: its change opens as before and after.
    await page.goto(`${x.prefix}/audit-log`);
    await page.getByRole('textbox', { name: x.entity }).fill('allergen');
    await page.getByRole('textbox', { name: x.entityId }).fill(String(allergen.allergen_id));
    const row = page.getByRole('row', { name: new RegExp(x.changed) });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(3); // the header, the change and the creation
    await row.click();
    const change = page.getByRole('table', { name: x.changedFields });
    await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
    await expect(change.getByRole('row', { name: new RegExp(`name ${name} ${renamed}`) })).toBeVisible();
    await shot(`audit-change-${language}`);
    await page.keyboard.press('Escape');

    // A customer's data as JSON.
    const last = `Rights${unique()}`;
    const customer = await createCustomer(page, {
      first_name: 'Gina',
      last_name: last,
      email: `gina.${last.toLowerCase()}@example.ch`,
      dob: '1985-06-15',
      dislikes: ['coriander'],
      billing_address: { street: 'Limmatquai 1', postcode: '8001', city: 'Zürich' },
      allergen_ids: [],
    });
    const id = customer.customer_id;
    await page.goto(`${x.prefix}/customers/${id}`);
    await page.getByRole('button', { name: x.export }).click();
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await shot(`customer-export-menu-${language}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: x.json }).click();
    const download = await downloading;
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      customer_id: number;
      tables: { customer: { last_name: string; dob: string }[]; addresses: { street: string }[] };
    };
    expect(exported.customer_id).toBe(id);
    expect(exported.tables.customer[0]).toMatchObject({ last_name: last, dob: '1985-06-15' });
    expect(exported.tables.addresses[0]?.street).toBe('Limmatquai 1');

    // Erasure: the dialog says what is kept; the full name typed back confirms it.
    await page.getByRole('button', { name: x.erase }).click();
    const dialog = page.getByRole('dialog', { name: x.eraseTitle(`Gina ${last}`) });
    await expect(dialog.getByText(x.kept)).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    await dialog.getByRole('textbox', { name: x.confirm(id) }).fill(`Gina ${last}`);
    await shot(`customer-erase-dialog-${language}`);
    await dialog.getByRole('button', { name: x.submit, exact: true }).click();
    await expect(page.getByText(x.done(id))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Erased customer' })).toBeVisible();
    await expect(page.getByText(x.notice)).toBeVisible();
    await expect(page.getByText(x.erasedChip, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: x.erase })).toHaveCount(0);
    await shot(`customer-erased-${language}`);
    const after = (await (await page.request.get(`/api/v1/customers/${id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(after).toMatchObject({ first_name: 'Erased', dob: null, dislikes: [], phone_number: '' });
  });
}
