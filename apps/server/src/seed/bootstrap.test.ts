import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../../test/config.ts';
import { buildTestApp, login, openTestDatabase, type TestApp } from '../../test/build-test-app.ts';
import { createAuditService } from '../modules/audit/service.ts';
import { systemClock } from '../lib/clock.ts';
import { BootstrapError } from './bootstrap.ts';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused-because-a-database-is-injected/x',
  SESSION_SECRET: 'production-session-secret-of-32-chars!',
};

let opened: TestApp | undefined;
afterEach(async () => {
  await opened?.app.close();
  opened = undefined;
});

const count = async (app: TestApp['app'], cookie: string, url: string) =>
  (await app.inject({ method: 'GET', url, headers: { cookie } })).json().total as number;

describe('production bootstrap', () => {
  it('creates the first SUPER user from INITIAL_SUPER_* and seeds reference data but no demo users', async () => {
    opened = await buildTestApp({
      template: 'empty',
      env: {
        ...production,
        INITIAL_SUPER_USERNAME: 'owner',
        INITIAL_SUPER_EMAIL: 'Owner@Kitchen.example',
        INITIAL_SUPER_PASSWORD: 'a-long-owner-password',
      },
    });
    const cookie = await login(opened.app, 'owner@kitchen.example', 'a-long-owner-password');
    const users = (
      await opened.app.inject({ method: 'GET', url: '/api/v1/users', headers: { cookie } })
    ).json();
    expect(users.items).toEqual([
      expect.objectContaining({ username: 'owner', user_group: 'SUPER', user_category: 'AP' }),
    ]);
    expect(await count(opened.app, cookie, '/api/v1/allergens')).toBe(14);
    expect(await count(opened.app, cookie, '/api/v1/allergen-blocks')).toBe(0);
    await expect(login(opened.app, 'super', 'super-demo-2026')).rejects.toThrow('401');
  });

  it('refuses to start with no users and no INITIAL_SUPER_*, with a message saying what to set', async () => {
    const { database } = await openTestDatabase('empty');
    const start = buildApp({ config: testConfig(production), database });
    await expect(start).rejects.toBeInstanceOf(BootstrapError);
    await expect(start).rejects.toThrow(/set INITIAL_SUPER_USERNAME and INITIAL_SUPER_PASSWORD/);
  });
});

describe('demo seed', () => {
  it('holds the demo users, the EU-14 in English and German and three blocks; no password in the audit log', async () => {
    opened = await buildTestApp();
    const cookie = await login(opened.app, 'super', 'super-demo-2026');
    const users = (
      await opened.app.inject({ method: 'GET', url: '/api/v1/users?sort_by=created_at', headers: { cookie } })
    ).json();
    expect(users.items.map((u: { username: string }) => u.username)).toEqual([
      'super',
      'superchef',
      'chef',
      'driver',
      'dispatcher',
    ]);
    const allergens = (
      await opened.app.inject({
        method: 'GET',
        url: '/api/v1/allergens?sort_by=allergen_id',
        headers: { cookie },
      })
    ).json();
    expect(allergens.items.map((a: { name: string; name_de: string }) => `${a.name}/${a.name_de}`)).toEqual([
      'Cereals containing gluten/Glutenhaltiges Getreide',
      'Crustaceans/Krebstiere',
      'Eggs/Eier',
      'Fish/Fisch',
      'Peanuts/Erdnüsse',
      'Soybeans/Sojabohnen',
      'Milk/Milch',
      'Nuts/Schalenfrüchte',
      'Celery/Sellerie',
      'Mustard/Senf',
      'Sesame seeds/Sesamsamen',
      'Sulphur dioxide and sulphites/Schwefeldioxid und Sulphite',
      'Lupin/Lupinen',
      'Molluscs/Weichtiere',
    ]);
    expect(await count(opened.app, cookie, '/api/v1/allergen-blocks')).toBe(3);

    // Every write is audited, and the trail never holds a password or its hash.
    await opened.app.inject({
      method: 'PUT',
      url: '/api/v1/users/3/password',
      headers: { cookie },
      payload: { password: 'a-new-chef-password' },
    });
    const audit = createAuditService({ db: opened.database.db, clock: systemClock });
    const userEntries = await audit.list('user');
    expect(userEntries.map((e) => e.action)).toContain('password_change');
    expect(userEntries.filter((e) => e.action === 'create')).toHaveLength(5);
    const everything = JSON.stringify([
      ...userEntries,
      ...(await audit.list('allergen')),
      ...(await audit.list('session')),
    ]);
    expect(everything).not.toMatch(/argon2|password_hash|passwordHash|demo-2026|a-new-chef-password/);
  });

  it('does not seed again on the next start', async () => {
    opened = await buildTestApp();
    const cookie = await login(opened.app, 'super', 'super-demo-2026');
    expect(await count(opened.app, cookie, '/api/v1/users')).toBe(5);
    expect(await count(opened.app, cookie, '/api/v1/allergens')).toBe(14);
  });
});
