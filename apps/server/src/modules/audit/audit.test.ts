import { messages } from '@brigade/domain/messages/catalogue';
import type { AuditList } from '@brigade/domain/schemas/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { createAllergen } from '../../../test/factories.ts';

// Controls → Audit log: the trail every module writes, read by SUPER users only.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
});
afterAll(async () => {
  await t?.app.close();
});

const get = (query: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1/audit${query}`, headers: { cookie } });

async function list(query: string): Promise<AuditList> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditList>();
}

describe('GET /audit', () => {
  it("lists the newest first with who did it, and an update's before and after", async () => {
    const allergen = await createAllergen(t.app, admin, { name: 'Lupin seeds' });
    t.clock.advance(60_000);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/allergens/${allergen.allergen_id}`,
      headers: { cookie: admin },
      payload: { name: 'Lupin flakes', name_de: allergen.name_de, version: allergen.version },
    });
    expect(put.statusCode, put.body).toBe(200);
    const { items, total } = await list(`?entity=allergen&entity_id=${allergen.allergen_id}`);
    expect(total).toBe(2);
    expect(items.map((e) => e.action)).toEqual(['update', 'create']);
    expect(items[0]).toMatchObject({
      username: 'super',
      entity: 'allergen',
      entity_id: String(allergen.allergen_id),
      change: { before: { name: 'Lupin seeds' }, after: { name: 'Lupin flakes' } },
    });
    expect(items[0]!.at > items[1]!.at).toBe(true);
  });

  it('filters by user (the system too), entity, dates, and pages', async () => {
    const bySuper = await list('?user=SUP&length=100');
    expect(bySuper.items.length).toBeGreaterThan(0);
    expect(bySuper.items.every((e) => e.username === 'super')).toBe(true);
    const bySystem = await list('?user=system&length=5');
    expect(bySystem.total).toBeGreaterThan(0);
    expect(bySystem.items.every((e) => e.user_id === null)).toBe(true);
    const logins = await list('?entity=session');
    expect(logins.items.every((e) => e.entity === 'session' && e.action === 'login')).toBe(true);
    // The test clock stands on 2026-03-02 (Zurich): nothing before, everything that day.
    expect((await list('?from=2026-03-03')).total).toBe(0);
    const day = await list('?from=2026-03-02&to=2026-03-02&length=1');
    expect(day.items).toHaveLength(1);
    const second = await list('?from=2026-03-02&to=2026-03-02&length=1&start=1');
    expect(second.items[0]!.id).toBeLessThan(day.items[0]!.id);
    expect(second.total).toBe(day.total);
  });

  it('refuses bounded-out and bad filters with a clear 400', async () => {
    const cases: [string, string][] = [
      [`?entity=${'x'.repeat(65)}`, 'entity'],
      [`?entity_id=${'1'.repeat(101)}`, 'entity_id'],
      [`?user=${'u'.repeat(65)}`, 'user'],
      ['?length=101', 'length'],
      ['?from=2026-13-01', 'from'],
    ];
    for (const [query, field] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().details ?? {}), query).toContain(field);
    }
    const reversed = await get('?from=2026-03-05&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details).toMatchObject({ to: messages.auditDatesReversed });
  });

  it('is for SUPER users of Administration only', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get('', cookie)).statusCode, role).toBe(403);
    }
    expect((await get('', '')).statusCode).toBe(401);
  });
});
