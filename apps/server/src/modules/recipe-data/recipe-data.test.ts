import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import {
  butterInformation,
  butterNutrients,
  json,
  quotaMessage,
  startRecipeDataStub,
} from '../../../test/recipe-data-stub.ts';

/** The nutrient lookup in the recipe-data service (ADR 039, ADR 040), level 1: SUPER and SUPER_CHEF. */
let stub: Awaited<ReturnType<typeof startRecipeDataStub>>;
let t: TestApp;
let chef: string; // SUPER_CHEF
let refused: [string, string][];

beforeAll(async () => {
  stub = await startRecipeDataStub();
  t = await buildTestApp({ env: { RECIPE_DATA_URL: stub.url, RECIPE_DATA_KEY: 'spoon-key-123' } });
  chef = await loginAs(t.app, 'SUPER_CHEF');
  refused = (await refusedRoles(t.app)).filter(([role]) => role !== 'SUPER_CHEF');
});
afterAll(async () => {
  await t.app.close();
  await stub.close();
});
beforeEach(() => {
  stub.received.length = 0;
});

const get = (url: string, cookie = chef) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const search = '/api/v1/recipe-data/ingredients?q=butter';
const nutrients = '/api/v1/recipe-data/ingredients/1001/nutrients';

describe('recipe-data lookup with a service configured', () => {
  it('says it is configured', async () => {
    const status = await get('/api/v1/recipe-data/status');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ configured: true });
  });

  it('searches the service’s ingredients', async () => {
    stub.answer(
      json(200, {
        results: [
          { id: 1001, name: 'butter' },
          { id: 1145, name: 'unsalted butter' },
        ],
      }),
    );
    const found = await get(search);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      items: [
        { external_id: '1001', name: 'butter' },
        { external_id: '1145', name: 'unsalted butter' },
      ],
    });
    expect(stub.received).toEqual([
      { url: '/food/ingredients/search?query=butter&number=20', key: 'spoon-key-123' },
    ]);
  });

  it('answers an ingredient’s nutrients per 100 g in Brigade’s fields', async () => {
    stub.answer(json(200, butterInformation));
    const found = await get(nutrients);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(butterNutrients);
  });

  it('refuses a bad query or id with a clear 400, without asking the service', async () => {
    for (const url of [
      '/api/v1/recipe-data/ingredients',
      '/api/v1/recipe-data/ingredients?q=b',
      `/api/v1/recipe-data/ingredients?q=${'x'.repeat(101)}`,
    ]) {
      const bad = await get(url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().error_message).toBe(messages.recipeDataQueryRequired);
    }
    const badId = await get('/api/v1/recipe-data/ingredients/1%3B%20drop/nutrients');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error_message).toBe(messages.recipeDataIngredientUnknown);
    expect(stub.received).toEqual([]);
  });

  it('passes a used-up quota (402) on as a 422 with the service’s message, or the catalogue’s', async () => {
    stub.answer(json(402, { status: 'failure', code: 402, message: quotaMessage }));
    const quota = await get(search);
    expect(quota.statusCode).toBe(422);
    expect(quota.json()).toEqual({
      error_code: 'QUOTA_EXCEEDED',
      error_message: quotaMessage,
      request_id: expect.any(String),
    });
    stub.answer(json(402, {}));
    const bare = await get(nutrients);
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toEqual({
      error_code: 'QUOTA_EXCEEDED',
      error_message: messages.recipeDataQuotaExceeded,
      request_id: expect.any(String),
    });
  });

  it('answers 404 for an id the service does not know, and 502 (never 500) when it fails', async () => {
    stub.answer(json(404, { status: 'failure', code: 404 }));
    const unknown = await get(nutrients);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe(messages.recipeDataIngredientUnknown);
    for (const answer of [json(500, { message: 'boom' }), json(200, { unexpected: true })]) {
      stub.answer(answer);
      for (const url of [search, nutrients]) {
        const failed = await get(url);
        expect(failed.statusCode, url).toBe(502);
        expect(failed.json()).toEqual({
          error_code: 'UPSTREAM_FAILED',
          error_message: messages.recipeDataFailed,
          request_id: expect.any(String),
        });
      }
    }
  });

  it('refuses CHEF and logistics users, and callers without a session', async () => {
    for (const url of ['/api/v1/recipe-data/status', search, nutrients]) {
      for (const [role, cookie] of refused) {
        expect((await get(url, cookie)).statusCode, `${role} ${url}`).toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect(stub.received).toEqual([]);
  });

  it('lets SUPER look up too', async () => {
    stub.answer(json(200, { results: [] }));
    const found = await get(search, await loginAs(t.app, 'SUPER'));
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ items: [] });
  });
});

describe('recipe-data lookup without a service (RECIPE_DATA_URL unset)', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain.app.close());

  it('says it is not configured, and the lookups answer a clear 422', async () => {
    const cookie = await loginAs(plain.app, 'SUPER_CHEF');
    const status = await plain.app.inject({
      method: 'GET',
      url: '/api/v1/recipe-data/status',
      headers: { cookie },
    });
    expect(status.json()).toEqual({ configured: false });
    for (const url of [search, nutrients]) {
      const refusedLookup = await plain.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(refusedLookup.statusCode, url).toBe(422);
      expect(refusedLookup.json()).toEqual({
        error_code: 'BUSINESS_RULE',
        error_message: messages.recipeDataNotConfigured,
        request_id: expect.any(String),
      });
    }
  });
});
