import type { HoursMonth } from '@brigade/domain/schemas/staff';
import { expect, test } from './fixtures.ts';

// Staff hours (issue 20), in English and German: an hours CSV with one bad row is previewed (the row and its
// problem shown, Save off, nothing stored), then the fixed file is saved and saving it again adds nothing; on
// /hr/hours hours are added and edited in the dialog; the labour screens draw their charts.

const en = {
  prefix: '',
  save: 'Save',
  saveHours: 'Save hours',
  addHours: 'Add hours',
  employee: 'Employee',
  date: 'Date',
  total: 'Total hours',
  extra: 'Extra hours',
  editHours: 'Edit hours',
  saved: 'Saved: 2 added, 0 updated, 0 already saved.',
  again: 'Ready to save: 0 new, 0 changed, 2 already saved.',
  unknown: (name: string) => `Unable to find id for ${name}.`,
  overall: 'Labour overall',
};
const de = {
  prefix: '/de',
  save: 'Speichern',
  saveHours: 'Stunden speichern',
  addHours: 'Stunden erfassen',
  employee: 'Person',
  date: 'Datum',
  total: 'Stunden total',
  extra: 'Zusatzstunden',
  editHours: 'Stunden bearbeiten',
  saved: 'Gespeichert: 2 neu, 0 geändert, 0 schon gespeichert.',
  again: 'Bereit zum Speichern: 0 neu, 0 geändert, 2 schon gespeichert.',
  unknown: (name: string) => `Keine ID gefunden für ${name}.`,
  overall: 'Arbeit gesamt',
};

const csv = (...rows: string[]) => Buffer.from(['date,mins,chf,name,is_am', ...rows].join('\n'));

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test(`an hours file with a bad row saves nothing; fixed, it saves once (${language})`, async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(90_000);
    await loginAs('super');
    const last = `Upload${language}${Date.now() % 1_000_000}`;
    const created = await page.request.post('/api/v1/employees', {
      data: { first_name: 'Tess', last_name: last, role: 'Cook', hourly_cost_chf: 30 },
    });
    expect(created.status()).toBe(201);
    const month = async () =>
      ((await (await page.request.get('/api/v1/hours/month/2030/6')).json()) as HoursMonth).employees.find(
        (e) => e.last_name === last,
      )!.rows.length;

    await page.goto(`${x.prefix}/analytics/labour/upload_hours`);
    const file = page.getByTestId('hours-file');
    await file.setInputFiles({
      name: 'hours.csv',
      mimeType: 'text/csv',
      buffer: csv(`03/06/2030,240,120,Tess ${last},1`, '04/06/2030,90,45,Nobody Known,0'),
    });
    await expect(page.getByTestId('upload-row-error')).toContainText(x.unknown('Nobody_Known'));
    await expect(page.getByTestId('upload-row-new')).toContainText(`Tess ${last}`);
    await expect(page.getByRole('button', { name: x.saveHours })).toBeDisabled();
    await shot(`hours-upload-error-${language}`);
    expect(await month()).toBe(0);

    const fixed = csv(`03/06/2030,240,120,Tess ${last},1`, `04/06/2030,90,45,tess ${last.toLowerCase()},0`);
    await file.setInputFiles({ name: 'hours.csv', mimeType: 'text/csv', buffer: fixed });
    await expect(page.getByTestId('upload-row-new')).toHaveCount(2);
    await page.getByRole('button', { name: x.saveHours }).click();
    await expect(page.getByTestId('upload-saved')).toHaveText(x.saved);
    expect(await month()).toBe(2);
    await file.setInputFiles({ name: 'hours.csv', mimeType: 'text/csv', buffer: fixed });
    await expect(page.getByTestId('upload-summary')).toHaveText(x.again);
  });

  test(`hours are added and edited in the dialog on /hr/hours (${language})`, async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(90_000);
    await loginAs('super');
    const last = `Dialog${language}${Date.now() % 1_000_000}`;
    const created = await page.request.post('/api/v1/employees', {
      data: { first_name: 'Ida', last_name: last, role: 'Help', hourly_cost_chf: 40 },
    });
    const id = ((await created.json()) as { employee_id: number }).employee_id;

    await page.goto(`${x.prefix}/hr/hours?month=2030-07`);
    await page.getByRole('button', { name: x.addHours, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(x.employee).click();
    await page.getByRole('option', { name: `Ida ${last}` }).click();
    await dialog.getByLabel(x.date).fill('2030-07-02');
    await dialog.getByLabel(x.total).fill('8');
    await dialog.getByLabel(x.extra).fill('1.5');
    await dialog.getByRole('button', { name: x.save }).click();
    await expect(dialog).toBeHidden();
    const block = page.getByTestId(`hours-employee-${id}`);
    // 8 + 1.5 − 0 = 9.5 h at CHF 40 = 380
    await expect(block.getByRole('cell').nth(4)).toHaveText('9.5');
    await page
      .getByTestId('hours-row')
      .filter({ hasText: '2030_27' })
      .filter({ hasText: '9.5' })
      .getByRole('button', { name: x.editHours })
      .click();
    await dialog.getByLabel(x.total).fill('6');
    await dialog.getByRole('button', { name: x.save }).click();
    await expect(dialog).toBeHidden();
    await expect(block.getByRole('cell').nth(4)).toHaveText('7.5');
    await shot(`hours-month-${language}`);
  });

  test(`the labour screens draw their charts (${language})`, async ({ page, loginAs, shot }) => {
    test.setTimeout(90_000);
    await loginAs('super');
    await page.goto(`${x.prefix}/analytics/labour/overall`);
    const card = page.getByTestId('labour-overall');
    await expect(card.getByRole('heading', { name: x.overall })).toBeVisible();
    await expect(page.getByTestId('labour-overall-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('labour-overall-table').locator('tbody tr')).toHaveCount(12);
    await shot(`labour-overall-${language}`);
    await page.goto(`${x.prefix}/analytics/labour`);
    await expect(page.getByTestId('labour-employees-chart').locator('svg').first()).toBeVisible();
    await shot(`labour-employees-${language}`);
  });
}
