import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { insertRecipe, refusedLevel1Roles } from '../../../test/recipe-extras-fixtures.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  await insertRecipe(t.database.db, { name: 'Stash test current', revisionStatus: 'APPROVED' });
  await insertRecipe(t.database.db, { name: 'Stash test old', revisionStatus: 'ARCHIVED' });
});
afterAll(async () => {
  await t.app.close();
});

const names = async (query: string, cookie = admin) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/recipes?q=Stash test${query}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { name: string }[]).map((r) => r.name).sort();
};

describe('GET /recipes?hide_stashed (the hide-stashed flag)', () => {
  it('leaves out the archived recipes when true; lists them otherwise', async () => {
    expect(await names('&hide_stashed=true')).toEqual(['Stash test current']);
    expect(await names('&hide_stashed=false')).toEqual(['Stash test current', 'Stash test old']);
    expect(await names('')).toEqual(['Stash test current', 'Stash test old']);
  });

  it('refuses another value with the field message (400)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/recipes?hide_stashed=yes',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ hide_stashed: messages.invalidValue });
  });

  it('refuses CHEF and logistics users', async () => {
    for (const [role, cookie] of await refusedLevel1Roles(t.app)) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/recipes?hide_stashed=true',
        headers: { cookie },
      });
      expect(response.statusCode, role).toBe(403);
    }
  });
});
