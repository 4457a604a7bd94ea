import { describe, expect, it } from 'vitest';
import { discountStatus, isRedeemed } from './discount-status.ts';

const open = { valid_from: null, valid_to: null, usage_limit: null, usage_count: 0 };

describe('discountStatus', () => {
  it('is active without dates or limit', () => {
    expect(discountStatus(open, '2026-01-05')).toBe('ACTIVE');
  });

  it('counts valid_from and valid_to as inclusive days', () => {
    const window = { ...open, valid_from: '2026-01-05', valid_to: '2026-01-31' };
    expect(discountStatus(window, '2026-01-04')).toBe('SCHEDULED');
    expect(discountStatus(window, '2026-01-05')).toBe('ACTIVE');
    expect(discountStatus(window, '2026-01-31')).toBe('ACTIVE');
    expect(discountStatus(window, '2026-02-01')).toBe('EXPIRED');
  });

  it('is used up once the count reaches the limit, whatever the dates say', () => {
    expect(discountStatus({ ...open, usage_limit: 3, usage_count: 2 }, '2026-01-05')).toBe('ACTIVE');
    expect(discountStatus({ ...open, usage_limit: 3, usage_count: 3 }, '2026-01-05')).toBe('USED_UP');
    expect(
      discountStatus({ ...open, valid_to: '2025-12-31', usage_limit: 1, usage_count: 1 }, '2026-01-05'),
    ).toBe('USED_UP');
  });

  it('calls a code redeemed once it was used', () => {
    expect(isRedeemed({ usage_count: 0 })).toBe(false);
    expect(isRedeemed({ usage_count: 1 })).toBe(true);
  });
});
