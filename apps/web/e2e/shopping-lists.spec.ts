import { readFileSync } from 'node:fs';
import { expect, test, unique } from './fixtures.ts';

// Shopping lists: the kitchen demo seed assigns recipes Mon–Fri of the default week, and the demo
// customers' orders give them portions, so a list for Monday has lines.

type Texts = {
  prefix: string;
  newList: string;
  dialog: string;
  days: string;
  name: string;
  create: string;
  chosenOne: string;
  done: RegExp;
  exportXlsx: string;
  print: string;
  total: RegExp;
  addRecipe: string;
  whatToBuy: string;
  calculationName: string;
  saveCalculation: string;
  saved: RegExp;
  listsOfWeek: string;
  nextWeek: string;
};

const en: Texts = {
  prefix: '',
  newList: 'New shopping list',
  dialog: 'New shopping list',
  days: 'Days of the week',
  name: 'Name',
  create: 'Create list',
  chosenOne: '1 date chosen',
  done: / done$/,
  exportXlsx: 'Export .xlsx',
  print: 'Print',
  total: /^Total of the list: CHF/,
  addRecipe: 'Add a recipe',
  whatToBuy: 'What to buy',
  calculationName: 'Calculation name',
  saveCalculation: 'Save calculation',
  saved: /Calculation .* saved/,
  listsOfWeek: 'Lists of a week',
  nextWeek: 'Next week',
};

const de: Texts = {
  prefix: '/de',
  newList: 'Neue Einkaufsliste',
  dialog: 'Neue Einkaufsliste',
  days: 'Wochentage',
  name: 'Name',
  create: 'Liste erstellen',
  chosenOne: '1 Datum gewählt',
  done: / erledigt$/,
  exportXlsx: '.xlsx exportieren',
  print: 'Drucken',
  total: /^Total der Liste: CHF/,
  addRecipe: 'Rezept hinzufügen',
  whatToBuy: 'Was einzukaufen ist',
  calculationName: 'Name der Berechnung',
  saveCalculation: 'Berechnung speichern',
  saved: /Berechnung .* gespeichert/,
  listsOfWeek: 'Listen einer Woche',
  nextWeek: 'Nächste Woche',
};

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test.describe(`shopping lists (${language})`, () => {
    test('a superchef makes the list of Monday; a chef ticks a line, prints and exports it', async ({
      page,
      loginAs,
      shot,
    }) => {
      await loginAs('superchef');
      await page.goto(`${x.prefix}/shopping-lists`);
      await page.getByRole('button', { name: x.newList }).click();
      const dialog = page.getByRole('dialog', { name: x.dialog });
      const name = `Monday ${unique()}`;
      await dialog.getByLabel(x.name, { exact: true }).fill(name);
      // The dialog opens on the default week; its first box is the Monday.
      await dialog.getByRole('group', { name: x.days }).getByRole('checkbox').first().check();
      await expect(dialog.getByText(x.chosenOne)).toBeVisible();
      await shot(`shopping-list-dialog-${language}`);
      await dialog.getByRole('button', { name: x.create }).click();
      await expect(page).toHaveURL(/\/shopping-lists\/\d+$/);
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expect(page.getByTestId('shopping-line').first()).toBeVisible();
      await expect(page.getByTestId('list-total')).toHaveText(x.total);
      const url = page.url();
      const id = url.split('/').at(-1)!;
      await shot(`shopping-list-${language}`);

      await loginAs('chef');
      await page.goto(url);
      const box = page.getByRole('checkbox', { name: x.done }).first();
      await expect(box).not.toBeChecked();
      await box.click(); // the tick shows once the server confirms, so no .check()
      await expect(box).toBeChecked();
      await expect(box).toBeEnabled();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: x.done }).first()).toBeChecked();

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: x.exportXlsx }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`^shopping-list-${id}-.*\\.xlsx$`));
      const bytes = readFileSync(await file.path());
      expect(bytes.subarray(0, 2).toString()).toBe('PK'); // a zip: the .xlsx container

      await page.getByRole('link', { name: x.print }).click();
      await expect(page).toHaveURL(new RegExp(`/printable/a4/shopping-list\\?id=${id}$`));
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expect(page.getByTestId('shopping-line').first()).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0); // no drawer on paper
      await expect(page.getByText('✓').first()).toBeVisible();
      await shot(`shopping-list-print-${language}`);
    });

    test('the lists of a week: the week picker keeps the lists with a date in that week', async ({
      page,
      loginAs,
    }) => {
      await loginAs('superchef');
      const name = `Week list ${unique()}`;
      // Wednesday of week 10 of 2031: far from the demo weeks, so only this test's lists are there.
      const res = await page.request.post('/api/v1/shopping-lists', {
        data: { name, dates: ['2031-03-05'] },
      });
      expect(res.status(), await res.text()).toBe(201);

      await loginAs('chef');
      await page.goto(`${x.prefix}/shopping-lists`);
      await page.getByRole('button', { name: x.listsOfWeek }).click();
      await expect(page).toHaveURL(/start_date=\d{4}-\d{2}-\d{2}/);
      await expect(page.getByTestId('week-heading')).toBeVisible();

      await page.goto(`${x.prefix}/shopping-lists?start_date=2031-03-03`);
      await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
      await page.getByRole('button', { name: x.nextWeek }).click();
      await expect(page).toHaveURL(/start_date=2031-03-10/);
      await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    });

    test('?dates= opens the dialog with those dates', async ({ page, loginAs }) => {
      await loginAs('superchef');
      await page.goto(`${x.prefix}/shopping-lists?dates=2031-03-03`);
      const dialog = page.getByRole('dialog', { name: x.dialog });
      await expect(dialog.getByText(x.chosenOne)).toBeVisible();
      await expect(dialog.getByTestId('chosen-date')).toHaveCount(1);
    });

    test('a chef works out a pop-up shop in the bulk calculator and saves it', async ({
      page,
      loginAs,
      shot,
    }) => {
      await loginAs('chef');
      await page.goto(`${x.prefix}/bulk_calculator`);
      await page.getByLabel(x.addRecipe).fill('oat');
      await page.getByRole('option', { name: 'Overnight oats with blueberries' }).click();
      await expect(page.getByRole('heading', { name: x.whatToBuy })).toBeVisible();
      await expect(page.getByTestId('shopping-line').first()).toBeVisible();
      await expect(page.getByTestId('list-total')).toHaveText(x.total);
      await page.getByLabel(x.calculationName).fill(`Pop-up ${unique()}`);
      await page.getByRole('button', { name: x.saveCalculation }).click();
      await expect(page.getByText(x.saved)).toBeVisible();
      await shot(`bulk-calculator-${language}`);
    });
  });
}
