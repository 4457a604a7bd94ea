import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
let admin: string;
const url = '/api/v1/allergen-blocks';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
});
afterAll(async () => {
  await t.app.close();
});

const list = async (query = '') =>
  (
    await t.app.inject({ method: 'GET', url: `${url}?sort_by=subject${query}`, headers: { cookie: admin } })
  ).json() as {
    items: { allergen_block_id: number; subject: string; test: string }[];
    total: number;
  };
const pairs = async (query = '') => (await list(query)).items.map((b) => `${b.subject}/${b.test}`);
const block = (payload: object, cookie = admin) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const unblock = (id: number | string, cookie = admin) =>
  t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: { cookie } });

describe('GET /allergen-blocks', () => {
  it('lists the blocks sorted by subject, with search and paging', async () => {
    expect(await pairs()).toEqual(['butternut squash/nut', 'coconut/nut', 'nutmeg/nut']);
    expect((await list()).items[0]).toEqual({
      allergen_block_id: 3,
      subject: 'butternut squash',
      test: 'nut',
      created_at: '2026-01-05T07:00:00.000Z',
    });
    expect(await pairs('&q=MEG')).toEqual(['nutmeg/nut']);
    expect(await pairs('&start=1&length=1&sort_dir=desc')).toEqual(['coconut/nut']);
  });

  it('refuses a bad query', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${url}?length=0`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details)).toEqual(['length']);
  });
});

describe('POST /allergen-blocks (block match)', () => {
  it('blocks a match', async () => {
    const response = await block({ subject: ' Cream of tartar ', test: 'cream' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      subject: 'Cream of tartar',
      test: 'cream',
      created_at: t.clock().toISOString(),
    });
    expect(await pairs('&q=tartar')).toEqual(['Cream of tartar/cream']);
  });

  it('refuses an existing block in any case with 409', async () => {
    const response = await block({ subject: 'NUTMEG', test: 'Nut' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error_code: 'CONFLICT',
      error_message: messages.allergenBlockExists,
      request_id: expect.any(String),
    });
    expect(await pairs('&q=nutmeg')).toEqual(['nutmeg/nut']);
  });

  it('refuses missing fields with their messages', async () => {
    const before = (await list()).total;
    const response = await block({ subject: '', test: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error_code: 'VALIDATION_ERROR',
      error_message: messages.subjectRequired,
      details: { subject: messages.subjectRequired, test: messages.testRequired },
      request_id: expect.any(String),
    });
    expect((await list()).total).toBe(before);
  });

  it('refuses other roles', async () => {
    const before = (await list()).total;
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await block({ subject: 'peanut butter', test: role }, cookie)).statusCode, role).toBe(403);
    }
    expect((await block({ subject: 'peanut butter', test: 'x' }, '')).statusCode).toBe(401);
    expect((await list()).total).toBe(before);
  });
});

describe('DELETE /allergen-blocks/:id (unblock match)', () => {
  it('unblocks, then answers 404 for the same id', async () => {
    const created = (await block({ subject: 'shea butter', test: 'butter' })).json();
    expect((await unblock(created.allergen_block_id)).statusCode).toBe(204);
    expect(await pairs('&q=shea')).toEqual([]);
    expect((await unblock(created.allergen_block_id)).statusCode).toBe(404);
    expect((await unblock('nope')).statusCode).toBe(400);
  });

  it('refuses other roles and keeps the block', async () => {
    for (const [role, cookie] of await refusedRoles(t.app))
      expect((await unblock(1, cookie)).statusCode, role).toBe(403);
    expect((await unblock(1, '')).statusCode).toBe(401);
    expect(await pairs('&q=nutmeg')).toEqual(['nutmeg/nut']);
  });
});
