import { describe, expect, it } from 'vitest';
import { accountingContactParams, contactCard } from './contact.ts';

const anna = {
  first_name: ' Anna ',
  last_name: 'Muster',
  email: 'anna@example.ch',
  phone_cc: 41,
  phone_number: '0791234567',
  dob: '23.04.1985',
  remark: 'Door code 12; ring twice',
  street: 'Bahnhofstrasse 1\nc/o Meier',
  postcode: '8001',
  city: 'Zürich',
  countryCode: 'CH',
};

describe('accountingContactParams', () => {
  it('gives the accounting contact fields', () => {
    expect(accountingContactParams(anna)).toEqual({
      name_1: 'Muster',
      name_2: 'Anna',
      address: 'Bahnhofstrasse 1',
      postcode: '8001',
      city: 'Zürich',
      mail: 'anna@example.ch',
      phone_fixed: '+41 791234567',
      birthday: '1985-04-23',
      remarks: 'Door code 12; ring twice',
    });
  });
  it('leaves the birthday out when it does not parse', () => {
    expect(accountingContactParams({ ...anna, dob: 'soon' })).not.toHaveProperty('birthday');
  });
  it('copes with a customer that has only a name', () => {
    expect(accountingContactParams({ first_name: 'A', last_name: 'B' })).toEqual({
      name_1: 'B',
      name_2: 'A',
      address: '',
      postcode: '',
      city: '',
      mail: '',
      phone_fixed: '',
      remarks: '',
    });
  });
});

describe('contactCard', () => {
  it('writes a vCard with escaped values and CRLF lines', () => {
    expect(contactCard(anna)).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Muster;Anna;;;',
        'FN:Anna Muster',
        'EMAIL:anna@example.ch',
        'TEL:+41 791234567',
        'ADR:;;Bahnhofstrasse 1;Zürich;;8001;CH',
        'BDAY:1985-04-23',
        'NOTE:Door code 12\\; ring twice',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });
  it('leaves out empty fields', () => {
    expect(contactCard({ first_name: 'A', last_name: 'B' })).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:B;A;;;\r\nFN:A B\r\nEND:VCARD\r\n',
    );
  });
});
