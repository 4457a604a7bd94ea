import { isQRReferenceValid, isSCORReferenceValid } from 'swissqrbill/utils';
import { describe, expect, it } from 'vitest';
import {
  creditorReference,
  invoiceNumber,
  isQrIban,
  mod10RecursiveCheckDigit,
  paymentReference,
  qrReference,
} from './invoice-numbers.ts';

describe('invoice numbers and payment references', () => {
  it('numbers invoices per year, five digits wide', () => {
    expect(invoiceNumber(2026, 1)).toBe('2026-00001');
    expect(invoiceNumber(2026, 123456)).toBe('2026-123456');
  });

  it('computes the modulo 10 recursive check digit of the Swiss payment standards', () => {
    // The example reference of the QR-bill implementation guidelines: 21 00000 00003 13947 14300 09017.
    expect(mod10RecursiveCheckDigit('21000000000313947143000901')).toBe(7);
    expect(mod10RecursiveCheckDigit('00000000000000000000000000')).toBe(0);
  });

  it('makes 27-digit QR references that the QR-bill library accepts', () => {
    const reference = qrReference(2026, 42);
    expect(reference).toMatch(/^\d{27}$/);
    expect(reference.slice(0, 26)).toBe('00000000000002026000000042');
    expect(isQRReferenceValid(reference)).toBe(true);
    expect(qrReference(2026, 43)).not.toBe(reference);
  });

  it('makes ISO 11649 creditor references that the QR-bill library accepts', () => {
    const reference = creditorReference(2026, 42);
    expect(reference).toMatch(/^RF\d{2}202600042$/);
    expect(isSCORReferenceValid(reference)).toBe(true);
  });

  it('picks the reference by the kind of IBAN', () => {
    expect(isQrIban('CH44 3199 9123 0008 8901 2')).toBe(true);
    expect(isQrIban('CH93 0076 2011 6238 5295 7')).toBe(false);
    expect(paymentReference('CH4431999123000889012', 2026, 7)).toMatch(/^\d{27}$/);
    expect(paymentReference('CH9300762011623852957', 2026, 7)).toMatch(/^RF/);
  });
});
