import { customerEditBody } from '@brigade/domain/customers/customer-edit';
import { messages } from '@brigade/domain/messages/catalogue';
import type { AllergenMatchResponse } from '@brigade/domain/schemas/allergen-matching';
import type { CustomerDislikes } from '@brigade/domain/schemas/customer-dislikes';
import type { Customer } from '@brigade/domain/schemas/customers';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/system.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { insertIngredient } from '../recipes/test-ingredients.ts';

// A customer's dislike suppressed customer-wide (ADR 077): kept with who and when, lifted again, and no longer
// matched by the allergen matching.
let t: TestApp;
let admin: string;
let superChef: string;
let recipeId: number;
const tag = String(process.pid);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function customerWith(dislikes: string[]) {
  const response = await call('POST', '/customers', {
    first_name: 'Nina',
    last_name: `Dislikes${tag}`,
    email: `nina.${String(Math.random()).slice(2)}@example.ch`,
    phone_number: '079 123 45 67',
    billing_address: {
      street: 'Bahnhofstrasse 10',
      postcode: '8001',
      city: 'Zürich',
      latitude: 47.37,
      longitude: 8.54,
    },
    dislikes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ customer_id: number; version: number } & Record<string, unknown>>();
}

const dislikesOf = async (id: number, cookie = admin) =>
  (await call('GET', `/customers/${id}/dislikes`, undefined, cookie)).json<CustomerDislikes>();
const suppress = (id: number, body: object, cookie = admin) =>
  call('POST', `/customers/${id}/dislikes/suppress`, body, cookie);
/** The dislike terms the matching finds for the customer in the recipe. */
async function matchedTerms(customerId: number) {
  const response = await call('POST', '/recipes/allergen-matches', {
    recipe_ids: [recipeId],
    customer_ids: [customerId],
  });
  expect(response.statusCode, response.body).toBe(200);
  const match = response.json<AllergenMatchResponse>().matches.find((m) => m.customer_id === customerId);
  return (match?.dislikes ?? []).map((d) => d.term).sort();
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  superChef = await loginAs(t.app, 'SUPER_CHEF');
  const db = t.database.db;
  const coriander = (await insertIngredient(db, { name: `Fresh coriander ${tag}` })).ingredientId;
  const onion = (await insertIngredient(db, { name: `Red onions ${tag}` })).ingredientId;
  const created = await call('POST', '/recipes', {
    name: `Salsa ${tag}`,
    lines: [
      { uid: 'a', ingredient_id: coriander, quantity: 5, unit: 'g' },
      { uid: 'b', ingredient_id: onion, quantity: 20, unit: 'g' },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  recipeId = created.json<{ recipe_id: number }>().recipe_id;
});
afterAll(async () => {
  await t.app.close();
});

describe('POST /customers/:id/dislikes/suppress', () => {
  it('suppresses a dislike with who and when; the matching no longer finds it; lifting brings it back', async () => {
    const nina = await customerWith(['Coriander', 'Onions']);
    expect(await matchedTerms(nina.customer_id)).toEqual(['Coriander', 'Onions']);
    expect((await dislikesOf(nina.customer_id)).items.map((d) => d.suppressed)).toEqual([false, false]);

    const response = await suppress(nina.customer_id, { dislike: ' coriander ' }, superChef);
    expect(response.statusCode, response.body).toBe(200);
    const [coriander, onions] = response.json<CustomerDislikes>().items;
    expect(coriander).toMatchObject({
      dislike: 'Coriander',
      suppressed: true,
      suppressed_at: t.clock().toISOString(),
    });
    expect(coriander!.suppressed_by).toEqual(expect.any(String));
    expect(onions).toEqual({
      dislike: 'Onions',
      suppressed: false,
      suppressed_at: null,
      suppressed_by: null,
    });
    expect(await matchedTerms(nina.customer_id)).toEqual(['Onions']);

    // Again: nothing changes (the first who and when stay).
    const again = await suppress(nina.customer_id, { dislike: 'Coriander', suppressed: true });
    expect(again.json<CustomerDislikes>().items[0]).toEqual(coriander);

    const lifted = await suppress(nina.customer_id, { dislike: 'Coriander', suppressed: false });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json<CustomerDislikes>().items[0]).toMatchObject({
      suppressed: false,
      suppressed_by: null,
    });
    expect(await matchedTerms(nina.customer_id)).toEqual(['Coriander', 'Onions']);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'customer_dislike_suppression'),
          eq(auditLog.entityId, `${String(nina.customer_id)}/Coriander`),
        ),
      )
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(['create', 'delete']);
  });

  it('reads the dislikes as health data (audited)', async () => {
    const nina = await customerWith(['Olives']);
    await dislikesOf(nina.customer_id);
    const [read] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer_health'), eq(auditLog.entityId, String(nina.customer_id))));
    expect(read).toMatchObject({ action: 'read', change: { via: 'customer dislikes' } });
  });

  it('refuses a dislike the customer does not have, or none, with a clear 400; an unknown customer is 404', async () => {
    const nina = await customerWith(['Coriander']);
    const unknown = await suppress(nina.customer_id, { dislike: 'Garlic' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual({ dislike: messages.dislikeUnknown });
    const empty = await suppress(nina.customer_id, { dislike: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual({ dislike: messages.dislikeRequired });
    expect((await dislikesOf(nina.customer_id)).items[0]!.suppressed).toBe(false);
    expect((await suppress(2147483000, { dislike: 'Coriander' })).statusCode).toBe(404);
  });

  it('drops the suppression when the customer is saved without the dislike: added again, it warns again', async () => {
    const nina = await customerWith(['Coriander', 'Onions']);
    await suppress(nina.customer_id, { dislike: 'Coriander' });
    const current = (await call('GET', `/customers/${nina.customer_id}`)).json<Customer>();
    const saved = await call('PUT', `/customers/${nina.customer_id}`, {
      ...customerEditBody(current),
      dislikes: ['Onions'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await call('PUT', `/customers/${nina.customer_id}`, {
      ...customerEditBody(saved.json<Customer>()),
      dislikes: ['Onions', 'Coriander'],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await dislikesOf(nina.customer_id)).items.map((d) => d.suppressed)).toEqual([false, false]);
    expect(await matchedTerms(nina.customer_id)).toEqual(['Coriander', 'Onions']);
  });

  it('is refused to chefs and Logistics users (403), who change nothing', async () => {
    const nina = await customerWith(['Coriander']);
    for (const cookie of [await loginAs(t.app, 'CHEF'), await loginAs(t.app, 'SUPER', 'LOGISTICS')]) {
      expect((await suppress(nina.customer_id, { dislike: 'Coriander' }, cookie)).statusCode).toBe(403);
      expect(
        (await call('GET', `/customers/${nina.customer_id}/dislikes`, undefined, cookie)).statusCode,
      ).toBe(403);
    }
    expect((await dislikesOf(nina.customer_id)).items[0]!.suppressed).toBe(false);
  });
});
