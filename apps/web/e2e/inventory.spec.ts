import { expect, test, unique } from './fixtures.ts';

// Inventory and chef ingredient notes, opened from the week recipes toolbar. The demo seed has the
// groups Packaging, Dry store and Cleaning (Insulated bags below their minimum) and notes on Basil and Avocado.
// EN and DE run in parallel, so each works on its own item and ingredient.

type Texts = {
  prefix: string;
  inventory: string;
  chefNotes: string;
  lowPackaging: string;
  count: (item: string) => string;
  countedLabel: string;
  add: (item: string) => string;
  receivedLabel: string;
  note: string;
  save: string;
  history: (item: string) => string;
  counted: string;
  after: string;
  addGroup: string;
  groupDialog: string;
  addItem: string;
  name: string;
  quantity: string;
  minimum: string;
  belowMin: string;
  search: string;
  ingredient: string;
  field: string;
  saveNote: string;
  withNotes: string;
  basil: string;
  text: string;
  counter: string;
};

const en: Texts = {
  prefix: '',
  inventory: 'Inventory',
  chefNotes: 'Chef ingredient notes',
  lowPackaging: 'Packaging · 1 low',
  count: (item) => `Count ${item}`,
  countedLabel: 'Counted (pieces)',
  add: (item) => `Add to ${item}`,
  receivedLabel: 'Received (pieces)',
  note: 'Note',
  save: 'Save',
  history: (item) => `Recent changes of ${item}`,
  counted: '400 pieces',
  after: '405 pieces',
  addGroup: 'Add group',
  groupDialog: 'Add inventory group',
  addItem: 'Add item',
  name: 'Name',
  quantity: 'In stock now',
  minimum: 'Minimum',
  belowMin: 'Below minimum',
  search: 'Find an ingredient',
  ingredient: 'Fennel',
  field: 'Chef note on Fennel',
  saveNote: 'Save the note on Fennel',
  withNotes: 'Ingredients with notes',
  basil: 'Basil',
  text: 'Slice thin, keep the fronds for garnish.',
  counter: '40 / 5000',
};

const de: Texts = {
  prefix: '/de',
  inventory: 'Inventar',
  chefNotes: 'Zutatennotizen der Küche',
  lowPackaging: 'Packaging · 1 knapp',
  count: (item) => `${item} zählen`,
  countedLabel: 'Gezählt (Stk.)',
  add: (item) => `Zu ${item} hinzufügen`,
  receivedLabel: 'Erhalten (Stk.)',
  note: 'Notiz',
  save: 'Speichern',
  history: (item) => `Letzte Änderungen von ${item}`,
  counted: '400 Stk.',
  after: '405 Stk.',
  addGroup: 'Gruppe hinzufügen',
  groupDialog: 'Inventargruppe hinzufügen',
  addItem: 'Artikel hinzufügen',
  name: 'Name',
  quantity: 'Aktueller Bestand',
  minimum: 'Mindestbestand',
  belowMin: 'Unter Mindestbestand',
  search: 'Zutat suchen',
  ingredient: 'Rande',
  field: 'Küchennotiz zu Rande',
  saveNote: 'Notiz zu Rande speichern',
  withNotes: 'Zutaten mit Notizen',
  basil: 'Basilikum',
  text: 'Mit Handschuhen schälen: färbt stark ab.',
  counter: '40 / 5000',
};

/** Each project and language counts its own item (all in pieces), as the tests run in parallel. */
const itemOf: Record<string, Record<'en' | 'de', string>> = {
  desktop: { en: 'Meal boxes', de: 'Lids' },
  phone: { en: 'Ice packs', de: 'Cutlery sets' },
};

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test.describe(`inventory and chef notes (${language})`, () => {
    test('a chef counts an item and records a delivery; the history shows both @phone', async ({
      page,
      loginAs,
      shot,
    }, testInfo) => {
      const item = itemOf[testInfo.project.name]![language];
      await loginAs('chef');
      await page.goto(`${x.prefix}/week/recipes`);
      await page.getByRole('button', { name: x.inventory, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: x.inventory });
      await expect(dialog.getByRole('tab', { name: x.lowPackaging })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(dialog.getByText(x.belowMin).first()).toBeVisible();
      await expect(dialog.getByRole('button', { name: x.addGroup })).toHaveCount(0);
      const row = dialog.getByTestId('inventory-item').filter({ hasText: item });

      await dialog.getByRole('button', { name: x.count(item) }).click();
      await dialog.getByLabel(x.countedLabel).fill('400');
      await dialog
        .getByRole('form', { name: x.count(item) })
        .getByRole('button', { name: x.save })
        .click();
      await expect(row.getByTestId('item-quantity')).toHaveText(x.counted);

      await dialog.getByRole('button', { name: x.add(item) }).click();
      await dialog.getByLabel(x.receivedLabel).fill('5');
      await dialog.getByLabel(x.note).fill('E2E delivery');
      await shot(`inventory-change-${language}`);
      await dialog
        .getByRole('form', { name: x.add(item) })
        .getByRole('button', { name: x.save })
        .click();
      await expect(row.getByTestId('item-quantity')).toHaveText(x.after);

      await dialog.getByRole('button', { name: x.history(item) }).click();
      const history = dialog.getByRole('table', { name: x.history(item) });
      await expect(history.getByRole('row').nth(1)).toContainText('E2E delivery');
      await expect(history.getByRole('row').nth(1)).toContainText('chef');
      await shot(`inventory-${language}`);
    });

    test('a superchef adds a group and an item below its minimum', async ({ page, loginAs, shot }) => {
      await loginAs('superchef');
      await page.goto(`${x.prefix}/week/recipes`);
      await page.getByRole('button', { name: x.inventory, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: x.inventory });
      await dialog.getByRole('button', { name: x.addGroup }).click();
      const groupForm = page.getByRole('dialog', { name: x.groupDialog });
      const name = `E2E ${unique()}`;
      await groupForm.getByLabel(x.name).fill(name);
      await groupForm.getByRole('button', { name: x.save }).click();
      await expect(dialog.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');

      await dialog.getByRole('button', { name: x.addItem }).click();
      const itemForm = page.getByRole('dialog', { name: new RegExp(name) });
      await itemForm.getByLabel(x.name).fill('Trays');
      await itemForm.getByLabel(x.quantity).fill('12');
      await itemForm.getByLabel(x.minimum).fill('20');
      await itemForm.getByRole('button', { name: x.save }).click();
      const row = dialog.getByTestId('inventory-item').filter({ hasText: 'Trays' });
      await expect(row).toContainText(x.belowMin);
      await shot(`inventory-new-group-${language}`);
    });

    test('a chef finds an ingredient and writes its note', async ({ page, loginAs, shot }) => {
      await loginAs('chef');
      await page.goto(`${x.prefix}/week/recipes`);
      await page.getByRole('button', { name: x.chefNotes, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: x.chefNotes });
      const list = dialog.getByRole('list', { name: x.withNotes });
      await expect(list.getByText(x.basil, { exact: true })).toBeVisible();
      await dialog.getByLabel(x.search).fill(x.ingredient.slice(0, 4));
      await page.getByRole('option', { name: x.ingredient, exact: true }).click();
      await dialog.getByLabel(x.field).fill(x.text);
      await expect(dialog.getByText(x.counter)).toBeVisible();
      await dialog.getByRole('button', { name: x.saveNote }).click();
      await expect(list.getByText(x.ingredient, { exact: true })).toBeVisible();
      await shot(`chef-notes-${language}`);
    });
  });
}
