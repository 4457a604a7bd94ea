import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { insertRecipe, refusedLevel1Roles, superChef } from '../../../test/recipe-extras-fixtures.ts';

let t: TestApp;
let admin: string;
let chefBoss: string;
let recipeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  chefBoss = await superChef(t.app);
  recipeId = (await insertRecipe(t.database.db, { name: 'Feedback Risotto' })).recipeId;
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const list = async () => (await get(`/api/v1/recipes/${recipeId}/feedback`)).json();

describe('POST /recipes/:id/feedback and GET /recipes/:id/feedback', () => {
  it('starts empty with no average', async () => {
    expect(await list()).toEqual({
      recipe_id: recipeId,
      recipe_name: 'Feedback Risotto',
      items: [],
      total: 0,
      average_rating: null,
    });
  });

  it('adds ratings with comment, date served and author; the average follows', async () => {
    const first = await send('POST', `/api/v1/recipes/${recipeId}/feedback`, {
      rating: 4,
      comment: ' Creamy, a bit salty ',
      served_on: '2026-01-05',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      recipe_id: recipeId,
      rating: 4,
      comment: 'Creamy, a bit salty',
      served_on: '2026-01-05',
      author: 'super',
      created_at: t.clock().toISOString(),
    });
    const second = await send(
      'POST',
      `/api/v1/recipes/${recipeId}/feedback`,
      { rating: 5, served_on: '' },
      chefBoss,
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ rating: 5, comment: '', served_on: null, author: 'superchef' });
    const third = await send('POST', `/api/v1/recipes/${recipeId}/feedback`, { rating: 2 });
    expect(third.statusCode).toBe(201);
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.average_rating).toBe(3.67);
    expect(all.items.map((i: { rating: number }) => i.rating).sort()).toEqual([2, 4, 5]);
  });

  it('refuses a bad rating, date or comment with the field messages, adding nothing', async () => {
    const response = await send('POST', `/api/v1/recipes/${recipeId}/feedback`, {
      rating: 6,
      served_on: '05.01.2026',
      comment: 'x'.repeat(1001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({
      rating: messages.feedbackRatingInvalid,
      served_on: messages.dateInvalid,
      comment: messages.textTooLong,
    });
    const half = await send('POST', `/api/v1/recipes/${recipeId}/feedback`, { rating: 3.5 });
    expect(half.json().details).toEqual({ rating: messages.feedbackRatingInvalid });
    expect((await list()).total).toBe(3);
  });

  it('answers 404 for an unknown recipe', async () => {
    expect((await get('/api/v1/recipes/999999/feedback')).statusCode).toBe(404);
    expect((await send('POST', '/api/v1/recipes/999999/feedback', { rating: 3 })).statusCode).toBe(404);
  });

  it('refuses CHEF and logistics users', async () => {
    for (const [role, cookie] of await refusedLevel1Roles(t.app)) {
      expect((await get(`/api/v1/recipes/${recipeId}/feedback`, cookie)).statusCode, role).toBe(403);
      expect(
        (await send('POST', `/api/v1/recipes/${recipeId}/feedback`, { rating: 1 }, cookie)).statusCode,
        role,
      ).toBe(403);
    }
    expect((await list()).total).toBe(3);
  });
});

describe('DELETE /recipe-feedback/:id', () => {
  it("lets the author delete their own, refuses another's to SUPER_CHEF, and lets SUPER delete any", async () => {
    const items = (await list()).items as { recipe_feedback_id: number; author: string }[];
    const bySuper = items.find((i) => i.author === 'super')!;
    const byChef = items.find((i) => i.author === 'superchef')!;

    const refused = await send(
      'DELETE',
      `/api/v1/recipe-feedback/${bySuper.recipe_feedback_id}`,
      undefined,
      chefBoss,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_message).toBe(messages.feedbackNotOwn);
    expect((await list()).total).toBe(3);

    for (const [role, cookie] of await refusedLevel1Roles(t.app)) {
      const response = await send(
        'DELETE',
        `/api/v1/recipe-feedback/${byChef.recipe_feedback_id}`,
        undefined,
        cookie,
      );
      expect(response.statusCode, role).toBe(403);
    }

    const own = await send(
      'DELETE',
      `/api/v1/recipe-feedback/${byChef.recipe_feedback_id}`,
      undefined,
      chefBoss,
    );
    expect(own.statusCode).toBe(204);
    const any = await send('DELETE', `/api/v1/recipe-feedback/${bySuper.recipe_feedback_id}`);
    expect(any.statusCode).toBe(204);
    const after = await list();
    expect(after.total).toBe(1);
    expect(after.items[0].recipe_feedback_id).not.toBe(bySuper.recipe_feedback_id);
    expect(after.average_rating).toBe(after.items[0].rating);
  });

  it('answers 404 when already gone and 400 for a malformed id', async () => {
    expect((await send('DELETE', '/api/v1/recipe-feedback/999999')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/v1/recipe-feedback/abc')).statusCode).toBe(400);
  });
});
