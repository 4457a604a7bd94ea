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
  recipeId = (await insertRecipe(t.database.db, { name: 'Rated Curry' })).recipeId;
});
afterAll(async () => {
  await t.app.close();
});

const url = () => `/api/v1/recipes/${recipeId}/rating`;
const get = (path: string, cookie = admin) => t.app.inject({ method: 'GET', url: path, headers: { cookie } });
const put = (path: string, payload: object, cookie = admin) =>
  t.app.inject({ method: 'PUT', url: path, headers: { cookie }, payload });
const feedback = async () => (await get(`/api/v1/recipes/${recipeId}/feedback`)).json();

describe('GET and PUT /recipes/:id/rating', () => {
  it('starts unrated', async () => {
    const response = await get(url());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recipe_id: recipeId, average_rating: null, total: 0, mine: null });
  });

  it("rates as the user; rating again replaces the user's own rating, not another's", async () => {
    expect((await put(url(), { rating: 2 })).json()).toEqual({
      recipe_id: recipeId,
      average_rating: 2,
      total: 1,
      mine: 2,
    });
    expect((await put(url(), { rating: 5 }, chefBoss)).json()).toMatchObject({ total: 2, mine: 5 });
    const again = await put(url(), { rating: 4 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ recipe_id: recipeId, average_rating: 4.5, total: 2, mine: 4 });
    expect((await get(url(), chefBoss)).json()).toMatchObject({ average_rating: 4.5, mine: 5 });
    const list = await feedback();
    expect(list.items.map((i: { author: string; rating: number }) => [i.author, i.rating]).sort()).toEqual([
      ['super', 4],
      ['superchef', 5],
    ]);
    // The recipe list and detail read the same average.
    expect((await get(`/api/v1/recipes/${recipeId}`)).json().rating).toBe(4.5);
  });

  it('keeps feedback with a comment beside the quick rating', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/recipes/${recipeId}/feedback`,
      headers: { cookie: admin },
      payload: { rating: 3, comment: 'Too spicy' },
    });
    expect((await put(url(), { rating: 3 })).json()).toEqual({
      recipe_id: recipeId,
      average_rating: 3.67,
      total: 3,
      mine: 3,
    });
  });

  it('refuses a bad rating with the field message, changing nothing', async () => {
    for (const rating of [0, 6, 2.5, 'five']) {
      const response = await put(url(), { rating });
      expect(response.statusCode, String(rating)).toBe(400);
      expect(response.json().details).toEqual({ rating: messages.feedbackRatingInvalid });
    }
    expect((await put(url(), {})).statusCode).toBe(400);
    expect((await get(url())).json()).toMatchObject({ total: 3, mine: 3 });
  });

  it('answers 404 for an unknown recipe and 400 for a malformed id', async () => {
    expect((await get('/api/v1/recipes/999999/rating')).statusCode).toBe(404);
    expect((await put('/api/v1/recipes/999999/rating', { rating: 3 })).statusCode).toBe(404);
    expect((await put('/api/v1/recipes/abc/rating', { rating: 3 })).statusCode).toBe(400);
  });

  it('refuses CHEF and logistics users, changing nothing', async () => {
    for (const [role, cookie] of await refusedLevel1Roles(t.app)) {
      expect((await get(url(), cookie)).statusCode, role).toBe(403);
      expect((await put(url(), { rating: 1 }, cookie)).statusCode, role).toBe(403);
    }
    expect((await feedback()).total).toBe(3);
  });
});
