import { messages } from '@brigade/domain/messages/catalogue';
import type { LabelLink, LabelLinkSecret, PublicLabels } from '@brigade/domain/schemas/dispatch';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/build-test-app.ts';
import { labelLinks } from '../../db/schema/dispatch.ts';
import { auditLog } from '../../db/schema/system.ts';
import { RICO_PM, startRunTest, type RunTest } from '../dispatch/test-run.ts';
import { MONDAY } from '../production/test-week.ts';

// Label links (ADR 066) on the hand-worked Monday: rico PM-0 holds the gym (Ben and Cleo, 2 bags) and Eva
// (1 bag); Ben and Cleo carry Milk in their health data, which no label may show.

const RICO = { team: 'rico', date: MONDAY, identifier: 'PM-0' };
const ULTRA = { team: 'ultrakurier', date: MONDAY, identifier: 'AM-0' };
const MINUTE = 60_000;

let r: RunTest;
beforeAll(async () => {
  r = await startRunTest();
  // The dispatcher puts Eva first, then publishes: the labels follow the saved stop order.
  const codes = (await r.board()).consignments.map((c) => c.code).reverse();
  const saved = await r.call('PUT', `${RICO_PM}/stop-order`, r.admin, { codes, version: 0 });
  expect(saved.statusCode, saved.body).toBe(200);
  await r.publish();
});
afterAll(async () => {
  await r?.t.app.close();
});

async function make(run: object = RICO, cookie = r.admin): Promise<LabelLinkSecret> {
  const response = await r.call('POST', '/label-links', cookie, run);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LabelLinkSecret>();
}

const open = (id: string, password: string) =>
  r.t.app.inject({ method: 'POST', url: `/api/v1/public/label-links/${id}`, payload: { password } });

async function expectWrong(id: string, password: string) {
  const response = await open(id, password);
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json().error_message).toBe(messages.labelLinkPasswordWrong);
}

async function expectLocked(id: string, password: string) {
  const response = await open(id, password);
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().error_message).toBe(messages.labelLinkTooManyTries);
  return response;
}

describe('a label link (ADR 066)', () => {
  it('is made for a run with a password shown once and kept only as its hash; the audit names no password', async () => {
    const link = await make();
    expect(link).toMatchObject({ ...RICO, created_by: 'super', created_at: r.t.clock().toISOString() });
    expect(link.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.path).toBe(`/labels/${link.id}`);
    expect(link.password).toMatch(/^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){3}$/);
    expect((await make()).password).not.toBe(link.password);

    const [row] = await r.t.database.db.select().from(labelLinks).where(eq(labelLinks.labelLinkId, link.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(link.password);
    const audit = await r.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'label_link'), eq(auditLog.entityId, link.id)));
    expect(audit.map((a) => [a.action, a.change])).toEqual([['create', RICO]]);
    expect(JSON.stringify(audit)).not.toContain(link.password);
  });

  it("opens with the right password to the run's published stops in stop order, without health data", async () => {
    const link = await make();
    const response = await open(link.id, link.password);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<PublicLabels>();
    expect(page).toMatchObject(RICO);
    expect(page.labels.map((l) => [l.pickup_index, l.name, l.street, l.postcode, l.city, l.bags])).toEqual([
      [0, 'Eva Kitchen', 'Dorfweg 9', '3902', 'Zz Town', 1],
      [1, 'Zz Gym', 'Hofwiesenstrasse 1', '3901', 'Zz Town', 2],
    ]);
    expect(page.labels[1]).toMatchObject({ instruction: 'Reception, ground floor', window_from: '17:00' });
    // Exactly what the drivers' app shows of each stop, less its tracking status.
    const app = (await r.call('GET', `${RICO_PM}/app`)).json<{ stops: object[] }>();
    expect(page.labels).toEqual(
      app.stops.map((stop) => {
        const {
          status: _status,
          status_at: _at,
          detail: _detail,
          ...label
        } = stop as Record<string, unknown>;
        return label;
      }),
    );
    expect(response.body).not.toMatch(/allerg|warning|milk|status/i);
  });

  it('answers a wrong password, and a link that does not exist, with the same 401', async () => {
    const link = await make();
    await expectWrong(link.id, 'aaaa-bbbb-cccc-dddd');
    await expectWrong('no-such-link-id', link.password);
    expect((await open(link.id, '')).statusCode).toBe(400);
  });
});

describe('wrong passwords (ADR 066)', () => {
  it('locks the link for 15 minutes at the 5th wrong one in a row, even for the right one', async () => {
    const link = await make();
    for (let i = 0; i < 4; i++) await expectWrong(link.id, `wrong-${i}`);
    // A right password forgives the wrong ones before it.
    expect((await open(link.id, link.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await expectWrong(link.id, `wrong-${i}`);
    const locked = await expectLocked(link.id, link.password);
    expect(locked.headers['retry-after']).toBe('900');
    r.t.clock.advance(14 * MINUTE);
    await expectLocked(link.id, link.password);
    r.t.clock.advance(MINUTE);
    expect((await open(link.id, link.password)).statusCode).toBe(200);
  });

  it('counts parallel guesses one after the other, so no more than 5 are checked', async () => {
    const link = await make();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => open(link.id, `guess-${i}`)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    await expectLocked(link.id, link.password);
  });

  it('a new password makes the old one stop working and lifts the lock', async () => {
    const link = await make();
    for (let i = 0; i < 5; i++) await expectWrong(link.id, `wrong-${i}`);
    await expectLocked(link.id, link.password);
    const response = await r.call('POST', `/label-links/${link.id}/new-password`);
    expect(response.statusCode, response.body).toBe(200);
    const fresh = response.json<LabelLinkSecret>();
    expect(fresh).toMatchObject({ id: link.id, ...RICO, path: link.path, created_by: 'super' });
    expect(fresh.password).not.toBe(link.password);
    await expectWrong(link.id, link.password);
    expect((await open(link.id, fresh.password)).statusCode).toBe(200);
    expect((await r.call('POST', '/label-links/no-such-link-id/new-password')).statusCode).toBe(404);
  });
});

describe('the list and deleting (ADR 066)', () => {
  it('lists the links of a date newest first; a deleted link opens no more', async () => {
    r.t.clock.advance(MINUTE);
    const ultra = await make(ULTRA);
    r.t.clock.advance(MINUTE);
    const rico = await make();
    const list = await r.call('GET', `/label-links?date=${MONDAY}`);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json<{ items: LabelLink[] }>().items;
    expect(items.slice(0, 2).map((l) => l.id)).toEqual([rico.id, ultra.id]);
    expect(items[0]).toEqual({
      id: rico.id,
      ...RICO,
      created_at: rico.created_at,
      created_by: 'super',
    });
    const created = items.map((l) => l.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect((await r.call('GET', '/label-links?date=2031-03-11')).json()).toEqual({ items: [] });
    expect((await r.call('GET', '/label-links?date=soon')).statusCode).toBe(400);

    const deleted = await r.call('DELETE', `/label-links/${rico.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectWrong(rico.id, rico.password);
    const after = (await r.call('GET', `/label-links?date=${MONDAY}`)).json<{ items: LabelLink[] }>();
    expect(after.items.map((l) => l.id)).not.toContain(rico.id);
    expect((await r.call('DELETE', `/label-links/${rico.id}`)).statusCode).toBe(404);
    const audit = await r.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'label_link'), eq(auditLog.entityId, rico.id)));
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('refuses a run that cannot be (400)', async () => {
    const response = await r.call('POST', '/label-links', r.admin, { ...RICO, team: 'nobody' });
    expect(response.statusCode, response.body).toBe(400);
  });
});

describe('who handles label links (ADR 066)', () => {
  it("lets a Logistics SUPER handle their own company's team's links only", async () => {
    const ultra = await make(ULTRA);
    const dispatcher = await loginAs(r.t.app, 'SUPER', 'LOGISTICS');
    const own = await make(RICO, dispatcher);
    expect(own.created_by).toBe('dispatcher');
    expect((await r.call('POST', '/label-links', dispatcher, ULTRA)).statusCode).toBe(403);
    const list = (await r.call('GET', '/label-links', dispatcher)).json<{ items: LabelLink[] }>();
    expect(list.items.map((l) => l.id)).toContain(own.id);
    expect(new Set(list.items.map((l) => l.team))).toEqual(new Set(['rico']));
    expect((await r.call('POST', `/label-links/${ultra.id}/new-password`, dispatcher)).statusCode).toBe(403);
    expect((await r.call('DELETE', `/label-links/${ultra.id}`, dispatcher)).statusCode).toBe(403);
    expect((await r.call('POST', `/label-links/${own.id}/new-password`, dispatcher)).statusCode).toBe(200);
    expect((await r.call('DELETE', `/label-links/${own.id}`, dispatcher)).statusCode).toBe(204);
    // AP SUPER sees every team's links.
    const all = (await r.call('GET', '/label-links')).json<{ items: LabelLink[] }>();
    expect(new Set(all.items.map((l) => l.team))).toEqual(new Set(['rico', 'ultrakurier']));
  });

  it('refuses chefs (403) and callers without a session (401)', async () => {
    const link = await make();
    const calls = [
      ['POST', '/label-links', RICO],
      ['GET', '/label-links', undefined],
      ['POST', `/label-links/${link.id}/new-password`, undefined],
      ['DELETE', `/label-links/${link.id}`, undefined],
    ] as const;
    for (const cookie of [await loginAs(r.t.app, 'CHEF'), await loginAs(r.t.app, 'CHEF', 'LOGISTICS')]) {
      for (const [method, url, body] of calls) {
        expect((await r.call(method, url, cookie, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url, body] of calls) {
      expect((await r.call(method, url, '', body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await open(link.id, link.password)).statusCode).toBe(200);
  });
});
