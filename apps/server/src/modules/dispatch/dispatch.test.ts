import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@brigade/domain/messages/catalogue';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/build-test-app.ts';
import { customers } from '../../db/schema/customers.ts';
import { consignmentOrders, consignmentTracking } from '../../db/schema/dispatch.ts';
import { outboxMessages as outbox } from '../../db/schema/integrations.ts';
import { orders } from '../../db/schema/orders.ts';
import { MONDAY } from '../production/test-week.ts';
import { RICO_PM, startRunTest, type RunTest } from './test-run.ts';

// The dispatcher's board, stop order, publishing and e-mail cycle (ADR 066) on the hand-worked Monday:
// rico PM-0 holds the gym (Ben and Cleo, one consignment) and Eva; ultrakurier AM-0 holds Anna.

let r: RunTest;
beforeAll(async () => {
  r = await startRunTest();
});
afterAll(async () => {
  await r?.t.app.close();
  await rm(r.objects, { recursive: true, force: true });
});

const codesOf = (answer: { consignments: { code: string }[] }) => answer.consignments.map((c) => c.code);

describe('the stop order (ADR 066)', () => {
  it('keeps the order the dispatcher saved, renumbers the stops along it, and refuses a stale or partial one', async () => {
    const first = await r.board();
    expect(first.run).toMatchObject({ stop_order_version: 0, published_version: 0, statuses: [] });
    const planned = codesOf(first);
    expect(planned).toHaveLength(2);
    const reversed = [...planned].reverse();

    const saved = await r.call('PUT', `${RICO_PM}/stop-order`, r.admin, { codes: reversed, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ codes: reversed, version: 1 });
    const after = await r.board();
    expect(codesOf(after)).toEqual(reversed);
    expect(after.consignments.map((c) => c.pickupIndex)).toEqual([0, 1]);
    expect(after.run.stop_order_version).toBe(1);

    const stale = await r.call('PUT', `${RICO_PM}/stop-order`, r.admin, { codes: planned, version: 0 });
    expect(stale.statusCode).toBe(409);
    const partial = await r.call('PUT', `${RICO_PM}/stop-order`, r.admin, {
      codes: [planned[0]],
      version: 1,
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().error_message).toBe(messages.stopOrderInvalid);
    expect(codesOf(await r.board())).toEqual(reversed);
  });
});

describe('publishing (ADR 066)', () => {
  it('publishes with tracking as a job: every stop created, the payload in the object store without health data', async () => {
    const board = await r.publish({ tracking: true, mode: 'testing' });
    expect(board.run).toMatchObject({
      published_version: 1,
      published_tracking: true,
      published_mode: 'testing',
    });
    expect(board.run.statuses.map((s) => [s.code, s.status]).sort()).toEqual(
      codesOf(board)
        .map((code) => [code, 1])
        .sort(),
    );
    const file = path.join(r.objects, 'logistics', 'dev', `${MONDAY}-PM-0`, 'rico', 'tracking', '1');
    const payload = JSON.parse(await readFile(file, 'utf8'));
    expect(payload).toMatchObject({
      date: MONDAY,
      identifier: 'PM-0',
      team: 'rico',
      env: 'test',
      mode: 'testing',
    });
    expect(payload.consignments.map((c: { code: string }) => c.code)).toEqual(codesOf(board));
    expect(payload.consignments[0].trackingItems).toEqual([{ status: 1, timestamp: expect.any(String) }]);
    expect(JSON.stringify(payload)).not.toMatch(/allergies|warnings/);
  });

  it('re-publishes idempotently: the same consignments, one per order and date, no second "created"', async () => {
    const again = await r.publish({ tracking: false });
    expect(again.run.published_version).toBe(2);
    const db = r.t.database.db;
    const tracked = await db.select().from(consignmentTracking).where(eq(consignmentTracking.date, MONDAY));
    expect(tracked.filter((t) => t.status === 1)).toHaveLength(2);
    const claimed = await db.select().from(consignmentOrders).where(eq(consignmentOrders.date, MONDAY));
    const { b, c, e } = r.delivery.ids.order;
    expect(claimed.map((o) => o.orderId).sort((x, y) => x - y)).toEqual([b, c, e].sort((x, y) => x - y));
    const file = path.join(r.objects, 'logistics', 'dev', `${MONDAY}-PM-0`, 'rico', '2');
    expect(JSON.parse(await readFile(file, 'utf8'))).not.toHaveProperty('team');
  });

  it('deletes a consignment that left the plan (tracked 8) and starts it again when it comes back', async () => {
    const db = r.t.database.db;
    const eva = r.delivery.ids.order.e;
    const evaCode = `${MONDAY}-${eva}`;
    const [order] = await db.select().from(orders).where(eq(orders.orderId, eva));
    await db.update(orders).set({ deliveryTypeId: null }).where(eq(orders.orderId, eva));
    const without = await r.publish({ tracking: true });
    expect(codesOf(without)).not.toContain(evaCode);
    const gone = await db
      .select()
      .from(consignmentTracking)
      .where(and(eq(consignmentTracking.date, MONDAY), eq(consignmentTracking.code, evaCode)));
    expect(gone.map((t) => t.status)).toEqual([1, 8]);

    await db.update(orders).set({ deliveryTypeId: order!.deliveryTypeId }).where(eq(orders.orderId, eva));
    const back = await r.publish({ tracking: true });
    expect(back.run.statuses.find((s) => s.code === evaCode)?.status).toBe(1);
  });

  it('refuses to publish a run without consignments (422) and a bad run path (400)', async () => {
    const empty = await r.call('POST', `/logistics/consignments/default/${MONDAY}/PM-0/publish`, r.admin, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error_message).toBe(messages.publishNothing);
    const bad = await r.call('POST', `/logistics/consignments/rico/${MONDAY}/XX-0/publish`, r.admin, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_message).toBe(messages.consignmentIdentifierInvalid);
    const mode = await r.call('POST', `${RICO_PM}/publish`, r.admin, { mode: 'production' });
    expect(mode.statusCode).toBe(400);
  });
});

describe('export and the e-mail cycle', () => {
  it('exports the stops in order as CSV', async () => {
    const board = await r.board();
    const response = await r.call('GET', `${RICO_PM}/export?format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`consignments-rico-${MONDAY}-PM-0`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'stop,code,order_id,name,street,postcode,city,window,bags,instruction,phone,status',
    );
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(codesOf(board));
    expect(lines[1]).toContain('created');
  });

  it('queues one delivery notice per customer with a published consignment on the date', async () => {
    const db = r.t.database.db;
    const { b, c, e, a } = r.delivery.ids.customer;
    for (const [id, email] of [
      [b, 'ben@example.ch'],
      [c, 'cleo@example.ch'],
      [e, ''],
      [a, 'anna@example.ch'],
    ] as const) {
      await db.update(customers).set({ email }).where(eq(customers.customerId, id));
    }
    const response = await r.call('POST', `/logistics/email-cycle/${MONDAY}`);
    expect(response.statusCode, response.body).toBe(200);
    const { queued } = response.json();
    const mails = await r.t.database.db.select().from(outbox).where(eq(outbox.kind, 'logistics'));
    // Ben and Cleo (the gym); Eva has no address; Anna's run (ultrakurier) is not published.
    expect(queued).toBe(2);
    expect(
      mails
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual(['ben@example.ch', 'cleo@example.ch']);
    expect(mails[0]!.subject).toBe(`Your delivery on ${MONDAY} / Ihre Lieferung am ${MONDAY}`);
    const bad = await r.call('POST', '/logistics/email-cycle/2031-02-30');
    expect(bad.statusCode).toBe(400);
  });
});

describe('who dispatches (ADR 066)', () => {
  it("lets a Logistics SUPER dispatch only their own company's team; refuses other AP and Logistics users", async () => {
    const rico = await loginAs(r.t.app, 'SUPER', 'LOGISTICS');
    expect((await r.call('GET', RICO_PM, rico)).statusCode).toBe(200);
    const other = `/logistics/consignments/ultrakurier/${MONDAY}/AM-0`;
    for (const [method, url] of [
      ['GET', other],
      ['POST', `${other}/publish`],
      ['PUT', `${other}/stop-order`],
      ['GET', `${other}/export`],
    ] as const) {
      const response = await r.call(method, url, rico, method === 'PUT' ? { codes: [], version: 0 } : {});
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const cookie of [
      await loginAs(r.t.app, 'SUPER_CHEF'),
      await loginAs(r.t.app, 'CHEF', 'LOGISTICS'),
    ]) {
      expect((await r.call('GET', RICO_PM, cookie)).statusCode).toBe(403);
      expect((await r.call('POST', `${RICO_PM}/publish`, cookie, {})).statusCode).toBe(403);
    }
    expect((await r.t.app.inject({ url: `/api/v1${RICO_PM}` })).statusCode).toBe(401);
  });
});
