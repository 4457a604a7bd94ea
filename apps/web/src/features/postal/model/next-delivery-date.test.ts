import { describe, expect, it } from 'vitest';
import { nextDeliveryDate } from './next-delivery-date.ts';

describe('the next delivery date', () => {
  it('is tomorrow on a weekday, and Monday from Friday to Sunday', () => {
    expect(nextDeliveryDate('2031-03-10')).toBe('2031-03-11'); // Monday → Tuesday
    expect(nextDeliveryDate('2031-03-13')).toBe('2031-03-14'); // Thursday → Friday
    for (const day of ['2031-03-14', '2031-03-15', '2031-03-16'])
      expect(nextDeliveryDate(day)).toBe('2031-03-17');
  });
});
