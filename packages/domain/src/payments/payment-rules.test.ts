import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completionOutcome, linkRefusal, SESSION_ID_PATTERN, toMinorUnits } from './payment-rules.ts';

describe('toMinorUnits', () => {
  it('turns a stored two-decimal amount into cents without binary drift', () => {
    expect(toMinorUnits('1250.00')).toBe(125000);
    expect(toMinorUnits('0.29')).toBe(29);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits('1.005')).toBe(101);
  });
  it('gives back every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        expect(toMinorUnits((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
  });
});

describe('linkRefusal', () => {
  it('lets only an open invoice with something to pay have a link', () => {
    expect(linkRefusal({ kind: 'INVOICE', status: 'OPEN', total: 120 })).toBeNull();
    expect(linkRefusal({ kind: 'INVOICE', status: 'PAID', total: 120 })).toBe('not-open');
    expect(linkRefusal({ kind: 'INVOICE', status: 'CANCELLED', total: 120 })).toBe('not-open');
    expect(linkRefusal({ kind: 'CREDIT_NOTE', status: 'OPEN', total: -120 })).toBe('credit-note');
    expect(linkRefusal({ kind: 'INVOICE', status: 'OPEN', total: 0 })).toBe('nothing-to-pay');
    expect(linkRefusal({ kind: 'INVOICE', status: 'OPEN', total: 0.004 })).toBe('nothing-to-pay');
  });
});

describe('completionOutcome', () => {
  const link = { amount: '245.50', currency: 'CHF' };
  it('pays for exactly the link amount in its currency', () => {
    const session = { payment_status: 'paid', amount_total: 24550, currency: 'chf' };
    expect(completionOutcome(session, link)).toBe('paid');
  });
  it('does nothing while the payment is not through', () => {
    expect(completionOutcome({ payment_status: 'unpaid', amount_total: 24550, currency: 'chf' }, link)).toBe(
      'unpaid',
    );
    expect(
      completionOutcome({ payment_status: 'no_payment_required', amount_total: 0, currency: 'chf' }, link),
    ).toBe('unpaid');
  });
  it('refuses another amount or currency', () => {
    expect(completionOutcome({ payment_status: 'paid', amount_total: 100, currency: 'chf' }, link)).toBe(
      'amount-mismatch',
    );
    expect(completionOutcome({ payment_status: 'paid', amount_total: 24550, currency: 'eur' }, link)).toBe(
      'amount-mismatch',
    );
    expect(completionOutcome({ payment_status: 'paid', amount_total: null, currency: null }, link)).toBe(
      'amount-mismatch',
    );
  });
});

describe('SESSION_ID_PATTERN', () => {
  it('takes the provider’s and our own session ids, nothing that could leave a path segment', () => {
    expect(SESSION_ID_PATTERN.test('cs_test_a1B2c3D4e5F6g7H8')).toBe(true);
    expect(SESSION_ID_PATTERN.test('cs_local_Zx81kLmN0pQrStUv')).toBe(true);
    expect(SESSION_ID_PATTERN.test('cs_../x')).toBe(false);
    expect(SESSION_ID_PATTERN.test('pi_123')).toBe(false);
    expect(SESSION_ID_PATTERN.test(`cs_${'a'.repeat(251)}`)).toBe(false);
  });
});
