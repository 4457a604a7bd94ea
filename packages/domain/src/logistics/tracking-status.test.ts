import { describe, expect, it } from 'vitest';
import { latestTrackingItem, trackingStatusName } from './tracking-status.ts';

describe('trackingStatusName', () => {
  it('names statuses 0 to 9', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(trackingStatusName)).toEqual([
      'falsy',
      'created',
      'assigned',
      'en route',
      'handed to recipient',
      'handed to neighbour',
      'in mailbox',
      'not delivered',
      'deleted',
      'error',
    ]);
  });
  it('gives null outside 0–9', () => {
    expect(trackingStatusName(10)).toBeNull();
    expect(trackingStatusName(-1)).toBeNull();
    expect(trackingStatusName(1.5)).toBeNull();
  });
});

describe('latestTrackingItem', () => {
  it('picks the latest timestamp, the later item on a tie', () => {
    const items = [
      { status: 3, timestamp: '2024-03-29T10:00:00Z' },
      { status: 1, timestamp: '2024-03-29T08:00:00Z' },
      { status: 4, timestamp: '2024-03-29T10:00:00Z' },
      { status: 9, timestamp: 'garbage' },
    ];
    expect(latestTrackingItem(items)).toEqual({ status: 4, timestamp: '2024-03-29T10:00:00Z' });
  });
  it('gives null for no items', () => {
    expect(latestTrackingItem([])).toBeNull();
  });
});
