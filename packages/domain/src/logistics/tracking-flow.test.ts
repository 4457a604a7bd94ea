import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import {
  actionInstant,
  applyStopOrder,
  canMoveCourierOrder,
  canMoveTracking,
  checkStopOrder,
  driverMoves,
} from './tracking-flow.ts';

describe('tracking transitions (ADR 066)', () => {
  it('goes created → en route → delivered, and a not-delivered stop may be tried again', () => {
    expect(canMoveTracking(null, 1)).toBe(true);
    expect(canMoveTracking(1, 3)).toBe(true);
    expect(canMoveTracking(3, 4)).toBe(true);
    expect(canMoveTracking(3, 7)).toBe(true);
    expect(canMoveTracking(7, 3)).toBe(true);
    expect(canMoveTracking(7, 6)).toBe(true);
    expect(canMoveTracking(8, 1)).toBe(true);
    expect(canMoveTracking(9, 1)).toBe(true);
  });

  it('keeps delivered and deleted final, and nothing skips being published', () => {
    for (const done of [4, 5, 6] as const) {
      for (const next of [1, 2, 3, 4, 5, 6, 7, 8, 9] as const)
        expect(canMoveTracking(done, next)).toBe(false);
    }
    expect(canMoveTracking(null, 3)).toBe(false);
    expect(canMoveTracking(8, 3)).toBe(false);
  });

  it("answers a driver's repeated action as no change, and refuses an impossible one with the reason", () => {
    expect(driverMoves(1, 3)).toBe(true);
    expect(driverMoves(3, 3)).toBe(false);
    expect(driverMoves(5, 5)).toBe(false);
    expect(() => driverMoves(null, 3)).toThrow(messages.stopNotPublished);
    expect(() => driverMoves(8, 4)).toThrow(messages.stopNotPublished);
    expect(() => driverMoves(4, 7)).toThrow(messages.stopAlreadyFinal);
  });
});

describe('the time of an action', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  it("takes the phone's time when it is plausible, else the server's", () => {
    expect(actionInstant('2026-11-28T09:15:00Z', now, '2026-11-28').toISOString()).toBe(
      '2026-11-28T09:15:00.000Z',
    );
    expect(actionInstant('2026-11-28T10:04:00Z', now, '2026-11-28').toISOString()).toBe(
      '2026-11-28T10:04:00.000Z',
    );
    expect(actionInstant('2026-11-28T10:06:00Z', now, '2026-11-28')).toBe(now);
    expect(actionInstant('2026-11-26T23:00:00Z', now, '2026-11-28')).toBe(now);
    expect(actionInstant('yesterday', now, '2026-11-28')).toBe(now);
    expect(actionInstant(undefined, now, '2026-11-28')).toBe(now);
  });
});

describe('the stop order', () => {
  const planned = ['a', 'b', 'c', 'd'].map((code) => ({ code }));
  it('keeps the saved order of planned stops, drops the gone ones and appends new ones in plan order', () => {
    expect(applyStopOrder(planned, ['c', 'x', 'a']).map((s) => s.code)).toEqual(['c', 'a', 'b', 'd']);
    expect(applyStopOrder(planned, []).map((s) => s.code)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('accepts a new order only when it names every planned stop once', () => {
    expect(() => checkStopOrder(['a', 'b'], ['b', 'a'])).not.toThrow();
    expect(() => checkStopOrder(['a', 'b'], ['a'])).toThrow(messages.stopOrderInvalid);
    expect(() => checkStopOrder(['a', 'b'], ['a', 'a'])).toThrow(messages.stopOrderInvalid);
    expect(() => checkStopOrder(['a', 'b'], ['a', 'b', 'c'])).toThrow(messages.stopOrderInvalid);
  });
});

describe("the external service's order statuses", () => {
  it('goes accepted → published → picked → delivered; cancelled before delivery; nothing after', () => {
    expect(canMoveCourierOrder('accepted', 'published')).toBe(true);
    expect(canMoveCourierOrder('published', 'picked')).toBe(true);
    expect(canMoveCourierOrder('picked', 'delivered')).toBe(true);
    expect(canMoveCourierOrder('picked', 'cancelled')).toBe(true);
    expect(canMoveCourierOrder('accepted', 'delivered')).toBe(false);
    expect(canMoveCourierOrder('delivered', 'cancelled')).toBe(false);
    expect(canMoveCourierOrder('cancelled', 'accepted')).toBe(false);
  });
});
