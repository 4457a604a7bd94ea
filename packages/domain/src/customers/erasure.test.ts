import { describe, expect, it } from 'vitest';
import {
  erasedAddressFields,
  erasedCustomerFields,
  erasedShopPayload,
  erasedEmail,
  erasureConfirmed,
  isErasedCustomer,
  orderStillRuns,
} from './erasure.ts';

describe('customer erasure', () => {
  it('anonymises name, contact, birthday, health and notes, and marks the row through its e-mail', () => {
    const fields = erasedCustomerFields(42);
    expect(fields).toMatchObject({
      first_name: 'Erased',
      last_name: 'customer',
      email: 'customer-42@erased.invalid',
      phone_number: '',
      dob: null,
      other_allergens: [],
      other_warnings: [],
      dislikes: [],
      special_requirements: '',
      notes: '{}',
      active: false,
    });
    expect(isErasedCustomer({ email: fields.email })).toBe(true);
    expect(isErasedCustomer({ email: 'Customer-42@ERASED.invalid' })).toBe(true);
  });

  it('does not take a real address for an erased one', () => {
    expect(isErasedCustomer({ email: 'anna@erased.invalid.ch' })).toBe(false);
    expect(isErasedCustomer({ email: 'anna@example.ch' })).toBe(false);
    expect(isErasedCustomer({ email: '' })).toBe(false);
    expect(erasedEmail(7)).not.toBe(erasedEmail(8));
  });

  it('clears street, person and contact of an address but keeps postcode and city', () => {
    const fields = erasedAddressFields();
    expect(fields).toMatchObject({ name: '', street: '', phone: '', email: '', latitude: null });
    expect(Object.keys(fields)).not.toContain('postcode');
    expect(Object.keys(fields)).not.toContain('city');
  });

  it('is confirmed by the customer number or the full name typed back, nothing else', () => {
    const anna = { customer_id: 12, first_name: 'Anna', last_name: 'Muster' };
    expect(erasureConfirmed('12', anna)).toBe(true);
    expect(erasureConfirmed('  anna   MUSTER ', anna)).toBe(true);
    expect(erasureConfirmed('Anna', anna)).toBe(false);
    expect(erasureConfirmed('13', anna)).toBe(false);
    expect(erasureConfirmed('', anna)).toBe(false);
  });

  it('counts an order as running when it is open-ended, ends this week or later, or starts later', () => {
    const today = '2031-03-12'; // a Wednesday; its Monday is 2031-03-10
    const order = (start_date: string, end_date: string | null, cancelled = false) => ({
      start_date,
      end_date,
      cancelled,
    });
    expect(orderStillRuns(order('2031-01-06', null), today)).toBe(true);
    expect(orderStillRuns(order('2031-01-06', '2031-03-10'), today)).toBe(true);
    expect(orderStillRuns(order('2031-04-07', '2031-04-07'), today)).toBe(true);
    expect(orderStillRuns(order('2031-01-06', '2031-03-03'), today)).toBe(false);
    expect(orderStillRuns(order('2031-01-06', null, true), today)).toBe(false);
  });
});

describe('erasedShopPayload', () => {
  it("keeps a shop order's lines and totals and drops the buyer's details", () => {
    const payload = {
      id: 5,
      email: 'anna@example.ch',
      customer: { first_name: 'Anna' },
      shipping_address: { address1: 'Weg 1' },
      note: 'allergic to nuts',
      total_price: '90.00',
      line_items: [{ id: 1, variant_id: 9, properties: [{ name: 'For', value: 'Anna' }] }],
    };
    expect(erasedShopPayload(payload)).toEqual({
      id: 5,
      total_price: '90.00',
      line_items: [{ id: 1, variant_id: 9 }],
    });
  });
});
