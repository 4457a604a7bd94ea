import type { IsoDate } from '../calendar/iso-date.ts';
import { birthdayForExport } from './birthday.ts';
import { formatPhone } from './phone.ts';

/** What a customer gives to its contact card and to the accounting service. */
export interface ContactSource {
  readonly first_name: string;
  readonly last_name: string;
  readonly email?: string | null;
  readonly phone_cc?: number | string | null;
  readonly phone_number?: string | null;
  readonly dob?: string | Date | null;
  readonly remark?: string | null;
  readonly street?: string | null;
  readonly postcode?: string | null;
  readonly city?: string | null;
  readonly countryCode?: string | null;
}

/** The parameters that create a contact in the accounting service (named as its contact API spells them). */
export interface AccountingContactParams {
  readonly name_1: string;
  readonly name_2: string;
  readonly address: string;
  readonly postcode: string;
  readonly city: string;
  readonly mail: string;
  readonly phone_fixed: string;
  readonly birthday?: IsoDate;
  readonly remarks: string;
}

const firstLine = (text: string | null | undefined) => (text ?? '').split(/\r?\n/, 1)[0]?.trim() ?? '';

/**
 * Last name, first name, first address line, city, postcode, e-mail, fixed phone with +country code,
 * birthday as YYYY-MM-DD, remark. The birthday key is left out when it does not parse.
 */
export function accountingContactParams(source: ContactSource, today?: IsoDate): AccountingContactParams {
  const birthday = birthdayForExport(source.dob, today);
  return {
    name_1: source.last_name.trim(),
    name_2: source.first_name.trim(),
    address: firstLine(source.street),
    postcode: (source.postcode ?? '').trim(),
    city: (source.city ?? '').trim(),
    mail: (source.email ?? '').trim(),
    phone_fixed: formatPhone(source.phone_cc, source.phone_number),
    ...(birthday ? { birthday } : {}),
    remarks: (source.remark ?? '').trim(),
  };
}

const escapeVcard = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n').replace(/,/g, '\\,').replace(/;/g, '\\;');

/**
 * The customer's contact card, as a vCard 3.0 text (CRLF lines) that phones and mail programs
 * import. Empty fields are left out.
 */
export function contactCard(source: ContactSource, today?: IsoDate): string {
  const p = accountingContactParams(source, today);
  const e = escapeVcard;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${e(p.name_1)};${e(p.name_2)};;;`,
    `FN:${e([p.name_2, p.name_1].filter(Boolean).join(' '))}`,
    p.mail && `EMAIL:${e(p.mail)}`,
    p.phone_fixed && `TEL:${e(p.phone_fixed)}`,
    (p.address || p.city || p.postcode) &&
      `ADR:;;${e(p.address)};${e(p.city)};;${e(p.postcode)};${e((source.countryCode ?? '').trim())}`,
    p.birthday && `BDAY:${p.birthday}`,
    p.remarks && `NOTE:${e(p.remarks)}`,
    'END:VCARD',
  ];
  return `${lines.filter(Boolean).join('\r\n')}\r\n`;
}
