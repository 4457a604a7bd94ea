import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { messages } from '@brigade/domain/messages/catalogue';
import type { DriverRun, DriverStop } from '@brigade/domain/schemas/dispatch';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/build-test-app.ts';
import { consignmentTracking, publishedConsignments } from '../../db/schema/dispatch.ts';
import { MONDAY } from '../production/test-week.ts';
import { RICO_PM, startRunTest, type RunTest } from './test-run.ts';

// The drivers' app (ADR 066) on rico's PM-0 run of the hand-worked Monday: the gym (Ben and Cleo) and Eva.

let r: RunTest;
let driver: string;
let stops: DriverStop[];
beforeAll(async () => {
  r = await startRunTest();
  driver = await r.user('rico-driver', 'CHEF', 'LOGISTICS', 'rico');
  const unpublished = await r.call('GET', `${RICO_PM}/app`, driver);
  expect(unpublished.json<DriverRun>().stops).toEqual([]);
  await r.publish({ tracking: true });
  stops = (await r.call('GET', `${RICO_PM}/app`, driver)).json<DriverRun>().stops;
});
afterAll(async () => {
  await r?.t.app.close();
  await rm(r.objects, { recursive: true, force: true });
});

const act = (code: string, what: 'check-in' | 'deliver', body: object, cookie = driver) =>
  r.call('POST', `${RICO_PM}/stops/${code}/${what}`, cookie, { action_id: randomUUID(), ...body });

describe("the drivers' app", () => {
  it('lists the published stops in stop order with what a driver needs, and no health data', async () => {
    expect(stops.map((s) => s.pickup_index)).toEqual([0, 1]);
    const gym = stops.find((s) => s.name === 'Zz Gym')!;
    expect(gym).toMatchObject({
      street: 'Hofwiesenstrasse 1',
      postcode: '3901',
      instruction: 'Reception, ground floor',
      window_from: '17:00',
      window_to: '19:00',
      status: 1,
    });
    expect(gym.order_ids).toHaveLength(2);
    expect(gym.bags).toBe(2);
    const body = (await r.call('GET', `${RICO_PM}/app`, driver)).body;
    expect(body).not.toMatch(/allerg|warning/i);
  });

  it('checks in and delivers a stop, each once; the board and the tracking show it', async () => {
    const code = stops[0]!.code;
    const checkIn = await act(code, 'check-in', {});
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    expect(checkIn.json()).toMatchObject({ code, status: 3 });
    const action_id = randomUUID();
    const at = new Date(Date.now() - 60_000).toISOString();
    const body = { action_id, at, outcome: 'neighbour', note: 'Mrs Keller, no. 3' };
    const delivered = await r.call('POST', `${RICO_PM}/stops/${code}/deliver`, driver, body);
    expect(delivered.json()).toMatchObject({ status: 5, detail: 'Mrs Keller, no. 3' });

    // The same action again (an offline queue resending after a lost answer) is answered, not recorded twice.
    const again = await r.call('POST', `${RICO_PM}/stops/${code}/deliver`, driver, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 5 });
    const items = await r.t.database.db
      .select()
      .from(consignmentTracking)
      .where(and(eq(consignmentTracking.date, MONDAY), eq(consignmentTracking.code, code)));
    expect(items.map((i) => i.status)).toEqual([1, 3, 5]);
    expect(items.find((i) => i.actionId === action_id)?.source).toBe('driver');
    // The consignment's row keeps its current status, which the delivery figures read (ADR 070).
    const [published] = await r.t.database.db
      .select()
      .from(publishedConsignments)
      .where(and(eq(publishedConsignments.date, MONDAY), eq(publishedConsignments.code, code)));
    expect(published).toMatchObject({
      status: 5,
      statusDetail: 'Mrs Keller, no. 3',
      statusAt: items.find((i) => i.actionId === action_id)!.at,
    });

    const board = await r.board();
    expect(board.run.statuses.find((s) => s.code === code)).toMatchObject({ status: 5 });
  });

  it('refuses to change a delivered stop, and records not delivered only with a reason', async () => {
    const [done, open] = [stops[0]!.code, stops[1]!.code];
    const refused = await act(done, 'deliver', { outcome: 'mailbox' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(messages.stopAlreadyFinal);

    const noReason = await act(open, 'deliver', { outcome: 'not_delivered' });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain(messages.notDeliveredReasonRequired);
    const notDelivered = await act(open, 'deliver', { outcome: 'not_delivered', reason: 'nobody_home' });
    expect(notDelivered.json()).toMatchObject({ status: 7, detail: 'nobody_home' });
    // Tried again later: checked in and handed over after all.
    expect((await act(open, 'check-in', {})).json().status).toBe(3);
    expect((await act(open, 'deliver', { outcome: 'mailbox' })).json().status).toBe(6);
  });

  it('answers a bad stop, action or body with a clear 4xx and writes nothing', async () => {
    const unknown = await act(`${MONDAY}-999999`, 'check-in', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe(messages.stopNotFound);
    const badId = await r.call('POST', `${RICO_PM}/stops/${stops[0]!.code}/check-in`, driver, {
      action_id: 'x',
    });
    expect(badId.statusCode).toBe(400);
    const badOutcome = await act(stops[0]!.code, 'deliver', { outcome: 'thrown' });
    expect(badOutcome.statusCode).toBe(400);
    const anna = await act(`${MONDAY}-${r.delivery.ids.order.a}`, 'check-in', {});
    expect(anna.statusCode).toBe(404);
  });
});

describe('who drives (ADR 066)', () => {
  it("lets every Logistics user of the run's company and AP SUPER in; another company and AP chefs get 403", async () => {
    expect((await r.call('GET', `${RICO_PM}/app`, r.admin)).statusCode).toBe(200);
    expect(
      (await r.call('GET', `${RICO_PM}/app`, await loginAs(r.t.app, 'SUPER', 'LOGISTICS'))).statusCode,
    ).toBe(200);
    const other = await loginAs(r.t.app, 'CHEF', 'LOGISTICS'); // the demo driver: ultrakurier
    expect((await r.call('GET', `${RICO_PM}/app`, other)).statusCode).toBe(403);
    expect((await act(stops[1]!.code, 'check-in', {}, other)).statusCode).toBe(403);
    const chef = await loginAs(r.t.app, 'SUPER_CHEF');
    expect((await r.call('GET', `${RICO_PM}/app`, chef)).statusCode).toBe(403);
    expect((await r.t.app.inject({ url: `/api/v1${RICO_PM}/app` })).statusCode).toBe(401);
    // A driver does not dispatch.
    expect((await r.call('GET', RICO_PM, driver)).statusCode).toBe(403);
  });
});
