import type { Page } from '@playwright/test';
import { createCustomer, declareAll, expect, nextMonday, test, unique } from './fixtures.ts';

// Issue 21: 'view week customers', 'show order schema' with its show-json flag, the public analysis page in
// Spanish, a recipe's rating, the customer page's summary and neighbours, a dislike suppressed there (ADR 077)
// and a recipe's layer renamed in place — in English and German.
const texts = {
  en: {
    prefix: '',
    search: 'Search name, address or delivery type',
    viewCustomers: 'View customers',
    dayDialog: 'Customers of the day',
    programme: 'LEAN flex',
    showJson: 'Show JSON',
    jsonOf: (id: number) => `Show the JSON of order ${id}`,
    jsonDialog: (id: number) => `Order ${id} as JSON`,
    summary: 'Summary',
    ordersOne: 'Orders1Cancelled orders0',
    neighbours: 'Others at this address',
    rated: 'Rated 4 of 5',
    average: 'Rated 4.0 (1)',
    yourRating: 'Your rating',
    star: '4 Stars',
    recipeSearch: 'Search name, client-facing name or A-Life label',
    hideStashed: 'Hide stashed (archived)',
    printTwo: 'Print 2 cards',
    dislikes: 'Dislikes',
    suppressDislike: 'Suppress the dislike Coriander',
    suppressedBy: 'suppressed by',
    warns: 'warns the kitchen',
    recipeSummary: 'Summary',
    renameLayer: (name: string) => `Rename layer ${name}`,
    newLayerName: 'New name of Base',
    layerRenamed: 'Layer renamed to Crust',
  },
  de: {
    prefix: '/de',
    search: 'Name, Adresse oder Lieferart suchen',
    viewCustomers: 'Kunden anzeigen',
    dayDialog: 'Kunden des Tages',
    programme: 'LEAN flex',
    showJson: 'JSON anzeigen',
    jsonOf: (id: number) => `JSON der Bestellung ${id} anzeigen`,
    jsonDialog: (id: number) => `Bestellung ${id} als JSON`,
    summary: 'Übersicht',
    ordersOne: 'Bestellungen1Stornierte Bestellungen0',
    neighbours: 'Weitere an dieser Adresse',
    rated: 'Mit 4 von 5 bewertet',
    average: 'Bewertet 4.0 (1)',
    yourRating: 'Ihre Bewertung',
    star: '4 Sterne',
    recipeSearch: 'Name, Kundenname oder A-Life-Label suchen',
    hideStashed: 'Abgelegte (archivierte) ausblenden',
    printTwo: '2 Karten drucken',
    dislikes: 'Abneigungen',
    suppressDislike: 'Abneigung Coriander unterdrücken',
    suppressedBy: 'unterdrückt von',
    warns: 'warnt die Küche',
    recipeSummary: 'Übersicht',
    renameLayer: (name: string) => `Schicht ${name} umbenennen`,
    newLayerName: 'Neuer Name von Base',
    layerRenamed: 'Schicht in Crust umbenannt',
  },
};
type Language = keyof typeof texts;

/** Two customers in one building (spelt differently), the first with an allergy and a LEAN flex order. */
async function neighboursWithOrder(page: Page, last: string, startWeek: string) {
  const street = `Hohlstrasse ${Math.floor(Math.random() * 900) + 100}`;
  const mia = await createCustomer(page, {
    first_name: 'Mia',
    last_name: last,
    billing_address: { street, postcode: '8004', city: 'Zürich' },
    other_allergens: ['Sesame'],
  });
  const leo = await createCustomer(page, {
    first_name: 'Leo',
    last_name: last,
    billing_address: { street: street.toLowerCase(), postcode: '8004', city: 'Zürich' },
  });
  const order = await page.request.post('/api/v1/orders', {
    data: { customer_id: mia.customer_id, type: 'LEAN', is_flex: true, start_week: startWeek },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = ((await order.json()) as { order_id: number }).order_id;
  return { mia: mia.customer_id, leo: leo.customer_id, orderId };
}

for (const language of ['en', 'de'] as const satisfies Language[]) {
  const tx = texts[language];

  test(`The Week: view the customers of a day and meal, and the order's JSON under the show-json flag (${language})`, async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(90_000);
    await loginAs('super');
    const last = `Loose${unique()}`;
    const { monday, weekId } = nextMonday();
    const { orderId } = await neighboursWithOrder(page, last, weekId);

    await page.goto(`${tx.prefix}/week/customers?start_date=${monday}`);
    await page.getByRole('button', { name: tx.viewCustomers }).click();
    const day = page.getByRole('dialog', { name: tx.dayDialog });
    const mia = day.getByRole('row', { name: new RegExp(`Mia ${last}`) });
    await expect(mia).toContainText(tx.programme);
    await expect(mia).toContainText('Sesame');
    await expect(mia.getByRole('cell').nth(2)).toHaveText('1');
    await expect(day.getByRole('row', { name: new RegExp(`Leo ${last}`) })).toHaveCount(0);
    await shot(`week-day-customers-${language}`);
    await page.keyboard.press('Escape');
    await expect(day).toBeHidden();

    // 'Show order schema': the order as the API sends it.
    await page.getByRole('searchbox', { name: tx.search }).fill(last);
    await page.getByRole('button', { name: tx.jsonOf(orderId) }).click();
    const schema = page.getByRole('dialog', { name: tx.jsonDialog(orderId) });
    await expect(schema.getByTestId('order-schema-json')).toContainText(`"order_id": ${orderId}`);
    await expect(schema.getByTestId('order-schema-json')).toContainText('"type": "LEAN"');
    await shot(`week-order-schema-${language}`);
    await page.keyboard.press('Escape');

    // The show-json flag (default on) is kept in the browser: off hides the JSON links, also after a reload.
    const flag = page.getByRole('switch', { name: tx.showJson });
    await expect(flag).toBeChecked();
    await flag.uncheck();
    await expect(page.getByRole('button', { name: tx.jsonOf(orderId) })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('switch', { name: tx.showJson })).not.toBeChecked();
    await page.getByRole('switch', { name: tx.showJson }).check();
  });

  test(`Customer page: the summary and who else lives in the building (${language})`, async ({
    page,
    loginAs,
  }) => {
    await loginAs('super');
    const last = `Loose${unique()}`;
    const { weekId } = nextMonday();
    const { mia, leo } = await neighboursWithOrder(page, last, weekId);
    await page.goto(`${tx.prefix}/customers/${mia}`);
    const section = page.getByRole('region', { name: tx.summary });
    // The first load of a page takes long while the machine's cores are shared.
    await expect(section.getByTestId('customer-summary')).toContainText(tx.ordersOne, { timeout: 20_000 });
    const others = section.getByRole('list', { name: tx.neighbours });
    await expect(others.getByRole('link', { name: `Leo ${last}` })).toHaveAttribute(
      'href',
      `${tx.prefix}/customers/${leo}`,
    );
  });

  test(`Customer page: suppress a dislike, kept after a reload, and lift it again (${language})`, async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs('super');
    const nina = await createCustomer(page, {
      first_name: 'Nina',
      last_name: `Dislikes${unique()}`,
      billing_address: { street: 'Hohlstrasse 12', postcode: '8004', city: 'Zürich' },
      dislikes: ['Coriander', 'Onions'],
    });
    await page.goto(`${tx.prefix}/customers/${nina.customer_id}`);
    const dislikes = page.getByRole('region', { name: tx.summary }).getByRole('list', { name: tx.dislikes });
    const coriander = dislikes.getByRole('switch', { name: tx.suppressDislike });
    await expect(coriander).not.toBeChecked({ timeout: 20_000 });
    // The switch follows the server: the click saves, and it is on when the answer comes.
    await coriander.click();
    await expect(coriander).toBeChecked();
    await expect(dislikes.getByRole('listitem').first()).toContainText(tx.suppressedBy);
    await expect(dislikes.getByRole('listitem').nth(1)).toContainText(tx.warns);
    await shot(`customer-dislike-suppressed-${language}`);
    await page.reload();
    await expect(page.getByRole('switch', { name: tx.suppressDislike })).toBeChecked({ timeout: 20_000 });
    const state = (await (
      await page.request.get(`/api/v1/customers/${nina.customer_id}/dislikes`)
    ).json()) as {
      items: { dislike: string; suppressed: boolean }[];
    };
    expect(state.items).toMatchObject([
      { dislike: 'Coriander', suppressed: true },
      { dislike: 'Onions', suppressed: false },
    ]);
    await page.getByRole('switch', { name: tx.suppressDislike }).click();
    await expect(page.getByRole('switch', { name: tx.suppressDislike })).not.toBeChecked();
    await expect(page.getByRole('list', { name: tx.dislikes }).getByRole('listitem').first()).toContainText(
      tx.warns,
    );
  });

  test(`Recipe: rename a layer in place from the summary; Escape keeps the old name (${language})`, async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs('superchef');
    const created = await page.request.post('/api/v1/recipes', {
      data: {
        name: `Layered tart ${unique()}`,
        layers: [
          { key: 'b', name: 'Base' },
          { key: 't', name: 'Topping' },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { recipe_id } = (await created.json()) as { recipe_id: number };
    await page.goto(`${tx.prefix}/recipes/${recipe_id}`);
    await page.getByRole('button', { name: tx.recipeSummary, exact: true }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: tx.renameLayer('Base') }).click();
    await dialog.getByRole('textbox', { name: tx.newLayerName }).fill('Dough');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible(); // Escape closes the field, not the dialog
    await expect(dialog.getByRole('button', { name: tx.renameLayer('Base') })).toBeVisible();

    await dialog.getByRole('button', { name: tx.renameLayer('Base') }).click();
    await dialog.getByRole('textbox', { name: tx.newLayerName }).fill('Crust');
    await page.keyboard.press('Enter');
    await expect(page.getByText(tx.layerRenamed)).toBeVisible();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: tx.renameLayer('Crust') }),
    ).toBeVisible();
    await shot(`recipe-layer-renamed-${language}`);
    const saved = (await (await page.request.get(`/api/v1/recipes/${recipe_id}`)).json()) as {
      version: number;
      layers: { name: string }[];
    };
    expect(saved.layers.map((l) => l.name)).toEqual(['Crust', 'Topping']);
    expect(saved.version).toBe(2);
  });

  test(`Recipe: rate it with the stars; the average follows (${language})`, async ({ page, loginAs }) => {
    await loginAs('superchef');
    const created = await page.request.post('/api/v1/recipes', { data: { name: `Rated soup ${unique()}` } });
    expect(created.status(), await created.text()).toBe(201);
    const { recipe_id } = (await created.json()) as { recipe_id: number };
    await page.goto(`${tx.prefix}/recipes/${recipe_id}`);
    const star = page.getByRole('radio', { name: tx.star });
    await expect(star).toBeEnabled({ timeout: 20_000 }); // once the rating has loaded
    // The stars follow the server: the click saves, and the radio is checked when the answer comes.
    await page.locator('label').filter({ hasText: tx.star }).click();
    await expect(page.getByText(tx.rated)).toBeVisible();
    await expect(page.getByTestId('recipe-average-rating')).toHaveText(tx.average);
    await page.reload();
    await expect(page.getByRole('radio', { name: tx.star })).toBeChecked();
  });
}

for (const language of ['en', 'de'] as const satisfies Language[]) {
  const tx = texts[language];
  test(`Recipe list: stashed recipes hidden by default; print the ticked recipes' cards (${language})`, async ({
    page,
    loginAs,
  }) => {
    await loginAs('superchef');
    const id = unique();
    const create = async (name: string) => {
      const response = await page.request.post('/api/v1/recipes', { data: { name } });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { recipe_id: number }).recipe_id;
    };
    const kept = await create(`Stash ${id} kept`);
    const old = await create(`Stash ${id} old`);
    const archived = await page.request.put(`/api/v1/recipes/${old}/revision-status`, {
      data: { revision_status: 'ARCHIVED', version: 1 },
    });
    expect(archived.status(), await archived.text()).toBe(200);

    await page.goto(`${tx.prefix}/recipes`);
    await page.getByRole('searchbox', { name: tx.recipeSearch }).fill(`Stash ${id}`);
    await expect(page.getByRole('row', { name: new RegExp(`Stash ${id} kept`) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`Stash ${id} old`) })).toHaveCount(0);
    await page.getByRole('switch', { name: tx.hideStashed }).uncheck();
    await expect(page.getByRole('row', { name: new RegExp(`Stash ${id} old`) })).toBeVisible();

    for (const name of ['kept', 'old']) {
      await page
        .getByRole('row', { name: new RegExp(`Stash ${id} ${name}`) })
        .getByRole('checkbox')
        .check();
    }
    await expect(page).toHaveURL(new RegExp(`${tx.prefix}/recipes$`)); // ticking does not open a recipe
    await page.getByRole('link', { name: tx.printTwo }).click();
    await expect(page).toHaveURL(
      new RegExp(`/recipes/export/multiple\\?ids=(${kept},${old}|${old},${kept})$`),
    );
    await page.goto(`${tx.prefix}/recipes`);
    await expect(page.getByRole('switch', { name: tx.hideStashed })).not.toBeChecked(); // kept in the browser
    await page.getByRole('switch', { name: tx.hideStashed }).check();
  });
}

test('Public analysis page: switch to Spanish and back, without a login (en, de)', async ({
  page,
  loginAs,
  shot,
}) => {
  await loginAs('superchef');
  const id = unique();
  const milkId = (
    (await (await page.request.get('/api/v1/allergens?length=100')).json()) as {
      items: { allergen_id: number; code: string | null }[];
    }
  ).items.find((a) => a.code === 'MILK')!.allergen_id;
  const cheese = await page.request.post('/api/v1/ingredients', {
    data: {
      name: `E2E cheese ${id}`,
      energy_kcal: 400,
      fat_g: 30,
      saturated_fat_g: 20,
      carbohydrates_g: 1.5,
      sugars_g: 0.5,
      fibre_g: 0,
      protein_g: 25,
      sodium_mg: 600,
      allergens_reviewed: true,
      allergens: await declareAll(page, [{ allergen_id: milkId, kind: 'CONTAINS' }]),
    },
  });
  expect(cheese.status(), await cheese.text()).toBe(201);
  const recipe = await page.request.post('/api/v1/recipes', {
    data: {
      name: `E2E cheese plate ${id}`,
      client_facing_name: `Cheese plate ${id}`,
      lines: [
        {
          uid: 'a',
          ingredient_id: ((await cheese.json()) as { ingredient_id: number }).ingredient_id,
          quantity: 100,
          unit: 'g',
          client_facing_name: 'Alpine cheese',
        },
      ],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const recipeId = ((await recipe.json()) as { recipe_id: number }).recipe_id;
  await page.context().clearCookies();

  await page.goto(`/recipes/analysis/${recipeId}-default`);
  await expect(page.getByRole('heading', { name: `Cheese plate ${id}` })).toBeVisible();
  await expect(page.getByTestId('public-allergens')).toHaveText('Milk');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\?lang=es$/);
  await expect(page.getByText('Información nutricional')).toBeVisible();
  await expect(page.getByTestId('nutrient-proteinG')).toContainText('Proteínas');
  await expect(page.getByTestId('nutrient-saltG')).toContainText('1,55 g');
  await expect(page.getByTestId('public-allergens')).toHaveText('Leche');
  await shot('public-analysis-es');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByTestId('nutrient-proteinG')).toContainText('Protein');

  await page.goto(`/de/recipes/analysis/${recipeId}-default`);
  await expect(page.getByTestId('public-allergens')).toHaveText('Milch');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByText('Alérgenos')).toBeVisible();
  await expect(page.getByTestId('public-allergens')).toHaveText('Leche');
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByText('Nährwertangaben')).toBeVisible();
});
