import { describe, expect, it } from 'vitest';
import { subscriptionOrderChange, type SubscriptionOrder } from './subscription-status.ts';

const running: SubscriptionOrder = {
  startDate: '2026-11-02',
  endDate: null,
  cancelled: false,
  isSubscription: true,
};
// Thursday of the week starting Monday 2026-11-23.
const today = '2026-11-26';

describe('subscriptionOrderChange', () => {
  it('pausing a running subscription ends it with the current week and keeps it a subscription', () => {
    expect(subscriptionOrderChange(running, 'PAUSED', today)).toEqual({
      endDate: '2026-11-23',
      cancelled: false,
      isSubscription: true,
    });
  });

  it('cancelling ends it with the current week, and it is no longer a subscription', () => {
    expect(subscriptionOrderChange(running, 'CANCELLED', today)).toEqual({
      endDate: '2026-11-23',
      cancelled: false,
      isSubscription: false,
    });
  });

  it('one that has not started yet is cancelled instead of ending before it starts', () => {
    const later = { ...running, startDate: '2026-12-07' };
    expect(subscriptionOrderChange(later, 'PAUSED', today)).toEqual({
      endDate: null,
      cancelled: true,
      isSubscription: true,
    });
  });

  it('resuming opens the end and un-cancels; an order already so is left alone', () => {
    const paused = { ...running, endDate: '2026-11-23' };
    expect(subscriptionOrderChange(paused, 'ACTIVE', today)).toEqual({
      endDate: null,
      cancelled: false,
      isSubscription: true,
    });
    expect(subscriptionOrderChange(running, 'ACTIVE', today)).toBeNull();
    expect(subscriptionOrderChange(paused, 'PAUSED', today)).toBeNull();
  });

  it('an end already before this week is kept', () => {
    const ended = { ...running, endDate: '2026-11-09' };
    expect(subscriptionOrderChange(ended, 'CANCELLED', today)?.endDate).toBe('2026-11-09');
  });
});
