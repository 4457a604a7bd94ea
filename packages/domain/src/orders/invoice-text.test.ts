import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { abbreviateMealNames, invoiceText } from './invoice-text.ts';

describe('abbreviateMealNames', () => {
  it('gives two-letter meal names, whatever the case or plural', () => {
    expect(abbreviateMealNames('Breakfast, Lunch, Power Shake, power_shake, Dinners, shots')).toBe(
      'Br, Lu, PS, PS, Di, Sh',
    );
  });
  it('leaves other words alone', () => {
    expect(abbreviateMealNames('Lunchbox and other treats; treatment')).toBe(
      'Lunchbox and other Tr; treatment',
    );
  });
});

describe('invoiceText', () => {
  it('keeps a text that fits as written', () => {
    expect(invoiceText('Week 13: Breakfast, Lunch')).toBe('Week 13: Breakfast, Lunch');
    const exact = 'x'.repeat(4999);
    expect(invoiceText(exact)).toBe(exact);
  });
  it('abbreviates a text that is too long, first', () => {
    const long = 'Breakfast '.repeat(500); // 5000 characters
    expect(invoiceText(long)).toBe('Br '.repeat(500));
  });
  it('then truncates to 4999 characters', () => {
    expect(invoiceText('y'.repeat(6000))).toHaveLength(4999);
  });
  it('never cuts an emoji in half', () => {
    const text = `${'y'.repeat(4998)}😀tail`;
    expect(invoiceText(text)).toBe('y'.repeat(4998));
  });
  it('never exceeds the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7000 }), (text) => {
        expect(invoiceText(text).length).toBeLessThanOrEqual(4999);
      }),
    );
  });
});
