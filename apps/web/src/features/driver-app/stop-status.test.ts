import { describe, expect, it } from 'vitest';
import type { QueuedAction } from './offline-queue.ts';
import { expectedStatus, stopActions, statusTone } from './stop-status.ts';

const base = { code: 'C-1', at: '2026-03-02T08:00:00.000Z' };
const checkIn: QueuedAction = { ...base, kind: 'check-in', action_id: 'a' };
const mailbox: QueuedAction = { ...base, kind: 'deliver', action_id: 'b', outcome: 'mailbox' };
const notHome: QueuedAction = {
  ...base,
  kind: 'deliver',
  action_id: 'c',
  outcome: 'not_delivered',
  reason: 'nobody_home',
};

describe('a stop’s status in the drivers’ app', () => {
  it('offers check-in, delivery and not-delivered before the drive, only the last two en route', () => {
    expect(stopActions(1)).toEqual({ checkIn: true, deliver: true, notDelivered: true });
    expect(stopActions(2)).toEqual({ checkIn: true, deliver: true, notDelivered: true });
    expect(stopActions(3)).toEqual({ checkIn: false, deliver: true, notDelivered: true });
  });

  it('lets a not-delivered stop be tried again, and nothing change a delivered, deleted or unpublished one', () => {
    expect(stopActions(7)).toEqual({ checkIn: true, deliver: true, notDelivered: false });
    for (const status of [0, 4, 5, 6, 8, 9] as const) {
      expect(stopActions(status), String(status)).toEqual({
        checkIn: false,
        deliver: false,
        notDelivered: false,
      });
    }
  });

  it('works from the status the waiting actions will give', () => {
    expect(expectedStatus(1, [])).toBe(1);
    expect(expectedStatus(1, [checkIn])).toBe(3);
    expect(expectedStatus(1, [checkIn, mailbox])).toBe(6);
    expect(expectedStatus(3, [notHome])).toBe(7);
    // A delivered stop stays delivered whatever waits.
    expect(expectedStatus(4, [checkIn])).toBe(4);
  });

  it('colours en route blue, delivered green, not delivered red', () => {
    expect(statusTone(3)).toBe('info');
    expect([4, 5, 6].map((s) => statusTone(s as 4 | 5 | 6))).toEqual(['success', 'success', 'success']);
    expect(statusTone(7)).toBe('error');
    expect(statusTone(9)).toBe('warning');
    expect(statusTone(1)).toBe('default');
  });
});
