import { describe, expect, it } from 'vitest';
import { contactFixes, type CustomerContact } from './contacts.ts';

const order = (values: Record<string, unknown>) => ({ id: 5001, name: '#5001', line_items: [], ...values });
const contact = (values: Partial<CustomerContact>): CustomerContact => ({
  customerId: 12,
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  phoneCc: '41',
  phoneNumber: '791234567',
  shopOrder: null,
  ...values,
});

describe('sync-customers', () => {
  it('fills an empty e-mail and phone from the newest shop order', () => {
    const row = contact({
      email: '',
      phoneNumber: '',
      shopOrder: order({ email: ' Anna.Muster@Example.CH ', phone: '+49 171 2345678' }),
    });
    const [fix] = contactFixes([row]);
    expect(fix?.value).toMatchObject({
      email: 'anna.muster@example.ch',
      phoneCc: '49',
      phoneNumber: '1712345678',
    });
    expect(fix?.changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['email', '', 'anna.muster@example.ch'],
      ['phone_cc', '41', '49'],
      ['phone_number', '', '1712345678'],
    ]);
  });
  it("reads the order's customer and shipping address when the order itself has none", () => {
    const row = contact({
      email: '',
      phoneNumber: '',
      shopOrder: order({
        customer: { email: 'hans@beispiel.ch' },
        shipping_address: { phone: '079 765 43 21' },
      }),
    });
    expect(contactFixes([row])[0]?.value).toMatchObject({
      email: 'hans@beispiel.ch',
      phoneCc: '41',
      phoneNumber: '797654321',
    });
  });
  it('never overwrites a field that is not empty, but tidies an e-mail', () => {
    const row = contact({
      email: ' Anna@Example.CH',
      shopOrder: order({ email: 'other@example.ch', phone: '+41 44 111 22 33' }),
    });
    const [fix] = contactFixes([row]);
    expect(fix?.changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['email', ' Anna@Example.CH', 'anna@example.ch'],
    ]);
  });
  it('changes nothing without a usable order', () => {
    expect(contactFixes([contact({ email: '', phoneNumber: '' })])).toEqual([]);
    expect(contactFixes([contact({ email: '', shopOrder: order({ email: 'not an address' }) })])).toEqual([]);
    expect(contactFixes([contact({ phoneNumber: '', shopOrder: { broken: true } })])).toEqual([]);
    expect(contactFixes([contact({})])).toEqual([]);
  });
});
