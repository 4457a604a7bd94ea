import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.ts';

describe('formatAmount', () => {
  it('shows the amount in its own currency, in the reader’s language', () => {
    expect(formatAmount(245.5, 'CHF', 'en')).toMatch(/^CHF\s245\.50$/);
    expect(formatAmount(1245.5, 'CHF', 'de')).toMatch(/^CHF\s1['’]245\.50$/);
    expect(formatAmount(99.9, 'EUR', 'en')).toMatch(/^€\s?99\.90$/);
    expect(formatAmount(10, 'USD', 'de')).toMatch(/10\.00/);
  });
});
