import { customerEditBody } from '@brigade/domain/customers/customer-edit';
import { messages } from '@brigade/domain/messages/catalogue';
import type { Customer } from '@brigade/domain/schemas/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test/build-test-app.ts';

// Two people save the same customer at the same moment, both from the version they opened: exactly one
// save wins, the other is told the record changed (409) and nothing of theirs is written.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
});
afterAll(async () => {
  await t.app.close();
});

const customer = (last: string) => ({
  first_name: 'Race',
  last_name: last,
  email: 'race@example.ch',
  billing_address: { street: 'Bahnhofstrasse 10', postcode: '8001', city: 'Zürich' },
});
const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

describe('two saves of one version at the same time', () => {
  it('answers one 200 and one 409 for a customer, and keeps only the winner', async () => {
    const created = await send('POST', '/customers', customer('Start'));
    expect(created.statusCode, created.body).toBe(201);
    const opened = created.json<Customer>();
    const { customer_id: id, version } = opened;
    const answers = await Promise.all(
      ['First', 'Second'].map((last) =>
        send('PUT', `/customers/${id}`, { ...customerEditBody(opened), last_name: last }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    expect(answers[1 - winner]!.json().error_message).toBe(messages.staleVersion);
    const saved = (await send('GET', `/customers/${id}`)).json();
    expect(saved).toMatchObject({ last_name: ['First', 'Second'][winner], version: version + 1 });
  });
});
