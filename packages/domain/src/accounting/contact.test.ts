import { describe, expect, it } from 'vitest';
import { accountingContactOf, type AccountingCustomer } from './contact.ts';

const anna: AccountingCustomer = {
  customer_id: 42,
  first_name: ' Anna ',
  last_name: 'Muster ',
  name: 'Anna Muster',
  email: 'anna@example.ch',
  phone_cc: '41',
  phone_number: '079 123 45 67',
  dob: '23.04.1985',
  address: { street: 'Bahnhofstrasse 1\nc/o Meier', postcode: '8001', city: 'Zürich' },
};

describe('accountingContactOf: the accounting-creation parameters of a customer', () => {
  it('gives last name, first name, first address line, city, postcode, mail, phone, birthday and remark', () => {
    expect(accountingContactOf(anna, '2026-03-02')).toEqual({
      name_1: 'Muster',
      name_2: 'Anna',
      address: 'Bahnhofstrasse 1',
      postcode: '8001',
      city: 'Zürich',
      mail: 'anna@example.ch',
      phone_fixed: '+41 79 123 45 67',
      birthday: '1985-04-23',
      remarks: 'Brigade customer 42',
    });
  });

  it('puts +41 in front of a phone stored without a country code', () => {
    expect(accountingContactOf({ ...anna, phone_cc: '' }).phone_fixed).toBe('+41 79 123 45 67');
    expect(accountingContactOf({ ...anna, phone_cc: null }).phone_fixed).toBe('+41 79 123 45 67');
  });

  it("keeps the customer's own country code", () => {
    expect(accountingContactOf({ ...anna, phone_cc: '49', phone_number: '0301234567' }).phone_fixed).toBe(
      '+49 301234567',
    );
    expect(accountingContactOf({ ...anna, phone_cc: 33 }).phone_fixed).toBe('+33 79 123 45 67');
  });

  it('leaves the phone empty when there is none', () => {
    expect(accountingContactOf({ ...anna, phone_number: '' }).phone_fixed).toBe('');
  });

  it('sends the birthday only when it is a valid YYYY-MM-DD date, not in the future', () => {
    expect(accountingContactOf({ ...anna, dob: '1985-04-23' }).birthday).toBe('1985-04-23');
    expect(accountingContactOf({ ...anna, dob: '1985-02-30' })).not.toHaveProperty('birthday');
    expect(accountingContactOf({ ...anna, dob: 'soon' })).not.toHaveProperty('birthday');
    expect(accountingContactOf({ ...anna, dob: null })).not.toHaveProperty('birthday');
    expect(accountingContactOf({ ...anna, dob: '2031-01-01' }, '2026-03-02')).not.toHaveProperty('birthday');
  });

  it('leaves address fields empty for a customer without an address', () => {
    const params = accountingContactOf({ ...anna, address: null });
    expect(params).toMatchObject({ address: '', postcode: '', city: '' });
  });

  it('files a customer without a last name under their whole name', () => {
    expect(accountingContactOf({ ...anna, last_name: ' ', name: 'Anna' })).toMatchObject({
      name_1: 'Anna',
      name_2: '',
    });
    expect(accountingContactOf({ ...anna, first_name: '', last_name: '', name: '' })).toMatchObject({
      name_1: 'Customer 42',
      name_2: '',
    });
  });
});
