import { chf, expect, field, nextMonday, test, unique } from './fixtures.ts';

// Customer service's journey: create a customer with addresses and allergies in the browser, give them a LEAN
// flex order from next Monday, skip Wednesday, and The Week shows 4 days, Wednesday empty, with the right day
// rate — everything through the screens, in English and in German.

/** What the user reads on the screens, per language. */
const ui = {
  en: {
    prefix: '',
    newCustomer: 'New customer',
    first: 'First name',
    last: 'Last name',
    email: 'E-mail',
    billing: 'Billing address',
    delivery: 'Delivery address',
    useBilling: 'Use billing address for delivery',
    street: 'Street',
    postcode: 'Postcode',
    city: 'City',
    instruction: 'Instruction',
    allergens: 'Allergens',
    allergenNames: ['Peanuts', 'Milk'],
    save: 'Save',
    added: (name: string) => `Customer ${name} added.`,
    addOrder: 'Order',
    newOrder: 'New order',
    flex: 'Flex',
    startWeek: 'Start week',
    weekWord: 'Week',
    createOrder: 'Create order',
    deliver: (name: string) => `Deliver ${name} on Wednesday`,
    search: /search name/i,
    weekTitle: 'The Week',
    days: 'Days',
    dayRate: 'Day rate',
    weekPrice: (price: string) => `week ${price}`,
  },
  de: {
    prefix: '/de',
    newCustomer: 'Neuer Kunde',
    first: 'Vorname',
    last: 'Nachname',
    email: 'E-Mail',
    billing: 'Rechnungsadresse',
    delivery: 'Lieferadresse',
    useBilling: 'Rechnungsadresse für die Lieferung verwenden',
    street: 'Strasse',
    postcode: 'PLZ',
    city: 'Ort',
    instruction: 'Hinweis',
    allergens: 'Allergene',
    allergenNames: ['Erdnüsse', 'Milch'],
    save: 'Speichern',
    added: (name: string) => `Kunde ${name} hinzugefügt.`,
    addOrder: 'Bestellung',
    newOrder: 'Neue Bestellung',
    flex: 'Flex',
    startWeek: 'Startwoche',
    weekWord: 'KW',
    createOrder: 'Bestellung erstellen',
    deliver: (name: string) => `${name} am Mittwoch beliefern`,
    search: /suchen/i,
    weekTitle: 'Die Woche',
    days: 'Tage',
    dayRate: 'Tagespreis',
    weekPrice: (price: string) => `Woche ${price}`,
  },
} as const;

for (const language of ['en', 'de'] as const) {
  const l = ui[language];
  test(`customer service: new customer with addresses and allergies, LEAN flex from next Monday, Wednesday skipped, The Week shows 4 days (${language.toUpperCase()})`, async ({
    page,
    loginAs,
    shot,
  }) => {
    test.setTimeout(120_000);
    await loginAs('super');
    const id = unique();
    const lastName = `Journey${id}`;
    const name = `Nina ${lastName}`;
    const { monday, week, overview } = nextMonday();

    // 1. The customer, with a billing and a delivery address and two allergens from the allergen list.
    await page.goto(`${l.prefix}/customers`);
    await page.getByRole('button', { name: l.newCustomer }).click();
    await expect(page).toHaveURL(/\/customers\/0$/);
    await field(page, l.first).fill('Nina');
    await field(page, l.last).fill(lastName);
    await field(page, l.email).first().fill(`nina.${id}@example.ch`);
    const billing = page.getByRole('group', { name: l.billing });
    await field(billing, l.street).fill('Bahnhofstrasse 10');
    await field(billing, l.postcode).fill('8001');
    await field(billing, l.city).fill('Zürich');
    await page.getByLabel(l.useBilling).uncheck();
    const delivery = page.getByRole('group', { name: l.delivery });
    await field(delivery, l.street).fill('Seefeldstrasse 5');
    await field(delivery, l.postcode).fill('8008');
    await field(delivery, l.city).fill('Zürich');
    await field(delivery, l.instruction).fill('2nd floor');
    const allergens = page.getByRole('combobox', { name: l.allergens, exact: true });
    for (const allergen of l.allergenNames) {
      await allergens.click();
      await allergens.fill(allergen.slice(0, 4));
      await page.getByRole('option', { name: allergen, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: l.save, exact: true }).click();
    const added = page.getByRole('status').filter({ hasText: l.added(name) });
    await expect(added).toBeVisible();
    // Admin notices stay until closed: close it as the user does before going on.
    await added.getByRole('button').click();
    await expect(added).toBeHidden();
    await expect(page).toHaveURL(/\/customers\/[1-9]\d*$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();

    // 2. '+ Order' on the customer's page: LEAN (the default programme) flex, from next Monday.
    await page.getByRole('button', { name: l.addOrder, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: l.newOrder });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(l.flex).check();
    await dialog.getByRole('combobox', { name: l.startWeek }).click();
    await page.getByRole('option', { name: new RegExp(`^${l.weekWord} ${week} ·`) }).click();
    // Price model 3: breakfast 16 + shot 7 + lunch 30 + dressing 0 + treat 7 + other 0 = CHF 60 a day.
    await expect(dialog.getByTestId('order-day-rate')).toHaveText(chf(60, language));
    await expect(dialog.getByTestId('order-week-price')).toHaveText(chf(300, language));
    await dialog.getByRole('button', { name: l.createOrder }).click();
    await expect(dialog).toBeHidden();
    // Only the order is saved: the one message says so (the customer is not saved again behind it).
    await expect(page.getByRole('status')).toHaveCount(1);
    await expect(page.getByRole('status')).toContainText(name);
    const orders = page.getByRole('table', { name: language === 'de' ? 'Bestellungen' : 'Orders' });
    await expect(orders.getByRole('row')).toHaveCount(2);
    await expect(orders).toContainText('LEAN flex');
    await expect(orders).toContainText(chf(60, language));
    await shot(`journey-customer-${language}`);

    // 3. Skip Wednesday of that week in the customer overview.
    await page.goto(`${l.prefix}${overview}`);
    await page.getByRole('searchbox', { name: l.search }).fill(lastName);
    const wednesday = page.getByRole('checkbox', { name: l.deliver(name) });
    await expect(wednesday).toBeChecked();
    await wednesday.click();
    await expect(wednesday).not.toBeChecked();

    // 4. The Week: 4 days, Wednesday empty, CHF 60 a day, CHF 240 for the week.
    await page.goto(`${l.prefix}/week/customers?start_date=${monday}`);
    await expect(page.getByRole('banner')).toContainText(l.weekTitle);
    await page.getByRole('searchbox', { name: l.search }).fill(lastName);
    const row = page.getByRole('row', { name: new RegExp(lastName) });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('columnheader', { name: l.days, exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: l.dayRate, exact: true })).toBeVisible();
    await expect(row.locator('[data-field="programme"]')).toHaveText('LEAN flex');
    await expect(row.locator('[data-field="num_days"]')).toHaveText('4');
    await expect(row.locator('[data-field="wednesday"]')).toHaveText('–');
    await expect(row.locator('[data-field="tuesday"]')).not.toHaveText('–');
    await expect(row.locator('[data-field="thursday"]')).not.toHaveText('–');
    await expect(row.locator('[data-field="day_rate"]')).toContainText(chf(60, language));
    await expect(row.getByTestId('week-price')).toHaveText(l.weekPrice(chf(240, language)));
    await expect(row.locator('[data-field="address"]')).toContainText('Seefeldstrasse 5');
    await expect(row.locator('[data-field="health"]')).toContainText(l.allergenNames[0]);
    await shot(`journey-week-${language}`);
  });
}
