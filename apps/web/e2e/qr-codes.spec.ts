import { readFile } from 'node:fs/promises';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { addDays } from '@brigade/domain/calendar/iso-date';
import type { DateMenuReview } from '@brigade/domain/schemas/menus';
import type { MenuQrCodes } from '@brigade/domain/schemas/menu-qr-codes';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// QR codes: the generator, the QR pages of a published menu and the reset labels. The kitchen demo seed assigns
// recipes Monday–Friday of the default week but publishes no menu: each language publishes its own day here
// (Thursday EN, Friday DE; menus.spec takes Tuesday and Wednesday), so they can run side by side.

type Texts = {
  prefix: string;
  day: number;
  text: string;
  png: string;
  svg: string;
  emptyHint: string;
  menuTitle: RegExp;
  aLifeTitle: RegExp;
  print: string;
  noMenu: string;
  resetTitle: string;
};

const en: Texts = {
  prefix: '',
  day: 3,
  text: 'Text or URL',
  png: 'Download PNG',
  svg: 'Download SVG',
  emptyHint: 'Enter a text or URL to make a QR code.',
  menuTitle: /^QR codes of the menu of /,
  aLifeTitle: /^QR codes of the A-Life menu of /,
  print: 'Print',
  noMenu: 'No menu has been published for this date.',
  resetTitle: 'Reset labels with QR code',
};

const de: Texts = {
  prefix: '/de',
  day: 4,
  text: 'Text oder URL',
  png: 'PNG herunterladen',
  svg: 'SVG herunterladen',
  emptyHint: 'Geben Sie einen Text oder eine URL ein, um einen QR-Code zu erstellen.',
  menuTitle: /^QR-Codes des Menüs vom /,
  aLifeTitle: /^QR-Codes des A-Life-Menüs vom /,
  print: 'Drucken',
  noMenu: 'Für dieses Datum ist kein Menü veröffentlicht.',
  resetTitle: 'Reset-Etiketten mit QR-Code',
};

/** Publishes (or republishes) the standard menu 0 and the A-Life menu 1 of `date` as a planner would. */
async function publishMenus(page: Page, date: string) {
  const review = await page.request.get(`/api/v1/menus/dates/${date}`);
  expect(review.status()).toBe(200);
  const { menus, current } = (await review.json()) as DateMenuReview;
  expect(current.length, 'the kitchen demo seed assigns recipes Mon–Fri').toBeGreaterThan(0);
  for (const [index, menu_override] of [
    [0, null],
    [1, 'ALIFE'],
  ] as const) {
    const version = menus.find((m) => m.menu_index === index)?.version ?? 0;
    const response = await page.request.post(`/api/v1/menus/${date}/${index}/publish`, {
      data: { version, menu_override },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
}

async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test.describe(`QR codes (${language})`, () => {
    test('the generator previews a QR code and downloads it as PNG and SVG', async ({
      page,
      loginAs,
      shot,
    }) => {
      await loginAs('super');
      await page.goto(`${x.prefix}/qr-code/generator`);
      await expect(page.getByText(x.emptyHint)).toBeVisible();
      await expect(page.getByRole('button', { name: x.png })).toBeDisabled();
      await page.getByRole('textbox', { name: x.text }).fill('https://brigade.example/menu');
      await expect(page.getByTestId('qr-preview')).toHaveAttribute(
        'data-value',
        'https://brigade.example/menu',
      );
      await expect(page.getByRole('button', { name: x.png })).toBeEnabled();
      await shot(`qr-generator-${language}`);

      const png = await downloaded(page, x.png);
      expect(png.name).toBe('qr-code.png');
      expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      const svg = await downloaded(page, x.svg);
      expect(svg.name).toBe('qr-code.svg');
      expect(svg.bytes.toString('utf8')).toContain('<svg');
    });

    test('the QR pages of a published menu show a QR code per dish to its analysis page', async ({
      page,
      loginAs,
      shot,
    }) => {
      const date = addDays(defaultWeekMonday(new Date()), x.day);
      await loginAs('superchef');
      await publishMenus(page, date);
      await loginAs('super');
      const answer = await page.request.get(`/api/v1/menus/${date}/qr-codes`);
      expect(answer.status()).toBe(200);
      const [standard, aLife] = ((await answer.json()) as MenuQrCodes).menus;

      await page.goto(`${x.prefix}/printable/a4/qr/menu/${date}`);
      const origin = new URL(page.url()).origin;
      await expect(page.getByRole('heading', { name: x.menuTitle })).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(standard!.dishes.length);
      for (const [i, dish] of standard!.dishes.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { name: dish.display_name })).toBeVisible();
        await expect(card.getByRole('img')).toHaveAttribute('data-value', `${origin}/${dish.analysis_path}`);
        // The dish as cooked on the menu's date (ADR 074).
        expect(dish.analysis_path).toBe(`recipes/analysis/${dish.recipe_id}-default?date=${date}`);
      }
      await expect(page.getByRole('button', { name: x.print })).toBeVisible();
      await shot(`qr-menu-${language}`);

      await page.goto(`${x.prefix}/printable/a4/qr/a-life/${date}`);
      await expect(page.getByRole('heading', { name: x.aLifeTitle })).toBeVisible();
      await expect(cards).toHaveCount(aLife!.dishes.length);
      const first = aLife!.dishes[0]!;
      await expect(
        cards.first().getByRole('heading', { name: first.a_life_label || first.display_name }),
      ).toBeVisible();
      await expect(cards.first().getByRole('img')).toHaveAttribute(
        'data-value',
        `${origin}/${first.analysis_path}`,
      );
      await shot(`qr-a-life-${language}`);

      // A Sunday has no menu.
      await page.goto(`${x.prefix}/printable/a4/qr/menu/${addDays(defaultWeekMonday(new Date()), 6)}`);
      await expect(page.getByText(x.noMenu)).toBeVisible();
    });

    test('the reset QR sheet holds 24 labels that say RESET, and prints only the sheets', async ({
      page,
      loginAs,
      shot,
    }) => {
      await loginAs('super');
      await page.goto(`${x.prefix}/printable/a4/reset-labels/qr-code`);
      await expect(page.getByRole('heading', { name: x.resetTitle })).toBeVisible();
      const labels = page.getByTestId('reset-label');
      await expect(labels).toHaveCount(24);
      await expect(labels.first().locator('[data-value="RESET"]')).toHaveCount(2);
      await expect(page.locator('svg[data-value="RESET"]')).toHaveCount(24);
      await shot(`reset-labels-qr-${language}`);

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { name: x.resetTitle })).toBeHidden();
      await expect(page.getByRole('button', { name: x.print })).toBeHidden();
      await expect(labels.first()).toBeVisible();
      await shot(`reset-labels-qr-print-${language}`);
    });
  });
}
