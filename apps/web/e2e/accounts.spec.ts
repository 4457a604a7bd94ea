import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';

const screenshots = fileURLToPath(new URL('./screenshots/', import.meta.url));

// Accounts (issue 23, ADR 080), in English and German: a SUPER edits a user's group, disables them (their login
// says the account is disabled), enables them again and gives them a one-time password; the user logs in with it
// and must choose their own password before the app opens.
const en = {
  prefix: '',
  edit: 'Edit',
  group: 'Group',
  superChef: 'Super chef',
  save: 'Save',
  saved: (n: string) => `User ${n} saved.`,
  disable: 'Disable',
  disabledDone: (n: string) => `User ${n} disabled.`,
  disabledChip: 'Disabled',
  enable: 'Enable',
  enabledDone: (n: string) => `User ${n} enabled.`,
  yes: 'Yes',
  oneTime: 'One-time password',
  oneTimeTitle: (n: string) => `One-time password for ${n}`,
  oneTimeMarker: 'One-time password: to be changed at the next login',
  close: 'Close',
  username: 'Username/Email',
  password: 'Password',
  login: 'Login',
  accountDisabled: 'This account is disabled. Ask an administrator to enable it.',
  choose: 'Choose your password',
  newPassword: 'New password (12 to 128 characters)',
  repeat: 'Repeat the new password',
  continue: 'Save and continue',
  welcome: (n: string) => `Welcome, ${n}`,
};
const de: typeof en = {
  prefix: '/de',
  edit: 'Bearbeiten',
  group: 'Gruppe',
  superChef: 'Superkoch',
  save: 'Speichern',
  saved: (n) => `Benutzer ${n} gespeichert.`,
  disable: 'Deaktivieren',
  disabledDone: (n) => `Benutzer ${n} deaktiviert.`,
  disabledChip: 'Deaktiviert',
  enable: 'Aktivieren',
  enabledDone: (n) => `Benutzer ${n} aktiviert.`,
  yes: 'Ja',
  oneTime: 'Einmalpasswort',
  oneTimeTitle: (n) => `Einmalpasswort für ${n}`,
  oneTimeMarker: 'Einmalpasswort: bei der nächsten Anmeldung zu ändern',
  close: 'Schliessen',
  username: 'Benutzername/E-Mail',
  password: 'Passwort',
  login: 'Anmelden',
  accountDisabled: 'Dieses Konto ist deaktiviert. Bitten Sie einen Administrator, es zu aktivieren.',
  choose: 'Passwort wählen',
  newPassword: 'Neues Passwort (12 bis 128 Zeichen)',
  repeat: 'Neues Passwort wiederholen',
  continue: 'Speichern und weiter',
  welcome: (n) => `Willkommen, ${n}`,
};

for (const [language, x] of [
  ['en', en],
  ['de', de],
] as const) {
  test(`a SUPER edits, disables, enables and resets a user, who must then choose a password (${language})`, async ({
    page,
    loginAs,
    shot,
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `acct${language}${Date.now().toString(36)}`;
    const password = 'first-password-123';
    await loginAs('super');
    const created = await page.request.post('/api/v1/users', { data: { username: name, password } });
    expect(created.status()).toBe(201);

    await page.goto(`${x.prefix}/users`);
    await page.getByRole('searchbox').first().fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toHaveCount(1);

    // Edit: the group becomes Super chef.
    await row.getByRole('button', { name: x.edit, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: x.group }).click();
    await page.getByRole('option', { name: x.superChef }).click();
    await shot(`account-edit-${language}`);
    await dialog.getByRole('button', { name: x.save }).click();
    await expect(page.getByText(x.saved(name))).toBeVisible();
    await expect(row.getByText(x.superChef)).toBeVisible();

    // Disable: the user's login says so.
    await row.getByRole('button', { name: x.disable, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: x.yes, exact: true }).click();
    await expect(page.getByText(x.disabledDone(name))).toBeVisible();
    const chip = row.getByText(x.disabledChip, { exact: true });
    await expect(chip).toBeVisible();
    // The status is read whole, in German too: inside its cell and not cut short.
    const [chipBox, cellBox] = [
      await chip.boundingBox(),
      await row.getByRole('gridcell').first().boundingBox(),
    ];
    expect(chipBox!.x + chipBox!.width).toBeLessThanOrEqual(cellBox!.x + cellBox!.width);
    expect(await chip.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    await shot(`account-disabled-list-${language}`);

    const user = await browser.newContext();
    const theirs = await user.newPage();
    await theirs.goto(new URL(`${x.prefix}/`, page.url()).href);
    await theirs.getByLabel(x.username).fill(name);
    await theirs.getByLabel(x.password, { exact: true }).fill(password);
    await theirs.getByRole('button', { name: x.login }).click();
    await expect(theirs.getByRole('alert')).toHaveText(x.accountDisabled);
    await theirs.screenshot({ path: `${screenshots}desktop-account-disabled-login-${language}.png` });

    // Enable again, then give a one-time password.
    await row.getByRole('button', { name: x.enable, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: x.yes, exact: true }).click();
    await expect(page.getByText(x.enabledDone(name))).toBeVisible();
    await expect(row.getByText(x.disabledChip, { exact: true })).toHaveCount(0);

    await row.getByRole('button', { name: x.oneTime, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: x.yes, exact: true }).click();
    const given = page.getByRole('dialog', { name: x.oneTimeTitle(name) });
    await expect(given).toBeVisible();
    const oneTime = (await given.getByTestId('one-time-password').textContent())!.trim();
    expect(oneTime).toMatch(/^[a-zA-Z2-9]{4}(-[a-zA-Z2-9]{4}){3}$/);
    await shot(`account-one-time-password-${language}`);
    await given.getByRole('button', { name: x.close }).click();
    await expect(row.getByRole('img', { name: x.oneTimeMarker })).toBeVisible();

    // The user logs in with it and must choose a password before the app opens.
    await theirs.getByLabel(x.password, { exact: true }).fill(oneTime);
    await theirs.getByRole('button', { name: x.login }).click();
    await expect(theirs.getByRole('heading', { name: x.choose })).toBeVisible();
    expect((await theirs.request.get('/api/v1/recipes')).status()).toBe(403);
    await theirs.screenshot({ path: `${screenshots}desktop-account-choose-password-${language}.png` });
    await theirs.getByLabel(x.newPassword).fill('my-own-password-42');
    await theirs.getByLabel(x.repeat).fill('my-own-password-42');
    await theirs.getByRole('button', { name: x.continue }).click();
    await expect(theirs.getByRole('heading', { name: x.welcome(name) })).toBeVisible();
    expect((await theirs.request.get('/api/v1/recipes')).status()).toBe(200);
    await user.close();
  });
}
