import { customerEditBody } from '@brigade/domain/customers/customer-edit';
import { messages } from '@brigade/domain/messages/catalogue';
import type { Customer } from '@brigade/domain/schemas/customers';
import { MAINTENANCE_SCRIPT_NAMES, type MaintenanceChange } from '@brigade/domain/schemas/maintenance';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles } from '../../../test/build-test-app.ts';
import { eventually } from '../../../test/jobs.ts';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/customers.ts';
import { auditLog } from '../../db/schema/system.ts';

// The maintenance API (ADR 060): the scripts of customers, delivery and special programmes, run as jobs.

let app: FastifyInstance;
let database: Database;
let admin: string;
const base = '/api/v1/maintenance/scripts';

beforeAll(async () => {
  ({ app, database } = await buildTestApp());
  admin = await loginAs(app, 'SUPER');
});
afterAll(async () => {
  await app.close();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function createCustomer(extra: object) {
  const response = await send('POST', '/api/v1/customers', {
    first_name: 'Nora',
    last_name: 'Wartung',
    email: 'nora@example.ch',
    billing_address: { street: 'Weg 1', postcode: '8400', city: 'Winterthur' },
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Customer;
}

async function runToTheEnd(name: string) {
  const response = await send('POST', `${base}/${name}/run`);
  expect(response.statusCode, response.body).toBe(202);
  const { job_id } = response.json() as { job_id: string };
  return eventually(async () => {
    const jobs = (await send('GET', '/api/v1/jobs?name=maintenance.run')).json().jobs as {
      id: string;
      state: string;
      result: unknown;
    }[];
    const job = jobs.find((j) => j.id === job_id);
    return job?.state === 'completed' ? job : undefined;
  });
}

describe('the maintenance scripts', () => {
  it('lists the eight scripts with a description', async () => {
    const response = await send('GET', base);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { name: string; description: string }[];
    expect(items.map((i) => i.name)).toEqual([...MAINTENANCE_SCRIPT_NAMES]);
    expect(items.every((i) => i.description.length > 20)).toBe(true);
  });

  it('dry-runs without changing, runs as a job with one audit entry, and bumps the version (a stale save is 409)', async () => {
    const nora = await createCustomer({ other_allergens: ['Milch', 'Koriander'] });
    const dry = await send('POST', `${base}/correct-allergies/dry-run`);
    expect(dry.statusCode, dry.body).toBe(200);
    const body = dry.json() as { script: string; total: number; changes: MaintenanceChange[] };
    const hers = body.changes.filter((c) => c.id === nora.customer_id);
    expect(body.script).toBe('correct-allergies');
    expect(hers.map((c) => [c.field, c.before, c.after])).toEqual([
      ['allergens', '', 'Milk'],
      ['other_allergens', 'Milch, Koriander', 'Koriander'],
    ]);
    expect(hers[0]?.label).toBe(`Nora Wartung (#${nora.customer_id})`);
    expect((await send('GET', `/api/v1/customers/${nora.customer_id}`)).json().version).toBe(1);

    const job = await runToTheEnd('correct-allergies');
    expect(job.result).toEqual({ changed: body.total });
    const after = (await send('GET', `/api/v1/customers/${nora.customer_id}`)).json();
    expect(after).toMatchObject({ other_allergens: ['Koriander'], version: 2 });
    expect(after.allergen_ids).toHaveLength(1);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'maintenance'), eq(auditLog.entityId, 'correct-allergies')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.change).toMatchObject({ total: body.total, changes: expect.arrayContaining(hers) });

    // Someone who had Nora open before the run saves: refused, the fix is not silently undone.
    const stale = await send('PUT', `/api/v1/customers/${nora.customer_id}`, customerEditBody(nora));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
  });

  it('shows at most 500 changes of a dry run, with the total', async () => {
    const nora = await createCustomer({ first_name: 'Viele' });
    await database.db.insert(addresses).values(
      Array.from({ length: 260 }, (_, n) => ({
        customerId: nora.customer_id,
        street: ` Gasse  ${n} `,
        postcode: 'CH-8400',
        city: 'Winterthur',
      })),
    );
    const body = (await send('POST', `${base}/correct-internal-addresses/dry-run`)).json();
    expect(body.total).toBeGreaterThanOrEqual(520);
    expect(body.changes).toHaveLength(500);
    const job = await runToTheEnd('correct-internal-addresses');
    expect(job.result).toEqual({ changed: body.total });
    expect((await send('POST', `${base}/correct-internal-addresses/dry-run`)).json()).toEqual({
      script: 'correct-internal-addresses',
      total: 0,
      changes: [],
    });
  });

  it('answers 404 for an unknown script and refuses every role but SUPER', async () => {
    for (const url of [`${base}/drop-everything/dry-run`, `${base}/drop-everything/run`]) {
      const response = await send('POST', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error_message).toBe(messages.maintenanceScriptUnknown);
    }
    for (const [role, cookie] of await refusedRoles(app)) {
      for (const [method, url] of [
        ['GET', base],
        ['POST', `${base}/sync-customers/dry-run`],
        ['POST', `${base}/sync-customers/run`],
      ] as const) {
        expect((await send(method, url, undefined, cookie)).statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });
});
