/**
 * Swiss Post parcel identcodes (ADR 067): 18 digits, a 2-digit prefix (99 for parcels), the 8-digit franking
 * licence and an 8-digit item number; printed in groups 99.60.013217.00005959 and encoded as Code 128.
 */
export const IDENTCODE_PREFIX = '99';
const ITEM_NUMBER_MAX = 99_999_999;

/** The address quality the postal service answers, best first; only UNUSABLE cannot take a label. */
export const ADDRESS_QUALITIES = ['DOMICILE_CERTIFIED', 'CERTIFIED', 'USABLE', 'FIXED', 'UNUSABLE'] as const;
export type AddressQuality = (typeof ADDRESS_QUALITIES)[number];

/** Which franking licence a label uses: the default one, or one of the same-day zones. */
export const FRANKING_ZONES = ['standard', 'same-day-0', 'same-day-1-2'] as const;
export type FrankingZone = (typeof FRANKING_ZONES)[number];

/** A franking licence is 8 digits. */
export const isFrankingLicence = (licence: string) => /^\d{8}$/.test(licence);

/** The identcode of an item number under a licence; a number outside 1–99,999,999 or a bad licence throws. */
export function identcodeOf(licence: string, itemNumber: number): string {
  if (!isFrankingLicence(licence)) throw new RangeError(`franking licence ${licence} is not 8 digits`);
  if (!Number.isInteger(itemNumber) || itemNumber < 1 || itemNumber > ITEM_NUMBER_MAX) {
    throw new RangeError(`item number ${itemNumber} is not 1–${ITEM_NUMBER_MAX}`);
  }
  return `${IDENTCODE_PREFIX}${licence}${String(itemNumber).padStart(8, '0')}`;
}

/** 996001321700005959 → 99.60.013217.00005959; anything but 18 digits is returned as it is. */
export function formatIdentcode(code: string): string {
  const m = /^(\d{2})(\d{2})(\d{6})(\d{8})$/.exec(code);
  return m ? `${m[1]}.${m[2]}.${m[3]}.${m[4]}` : code;
}

/** An item id the postal service takes: only 0-9, A-Z, a-z, +, _ and - (others become -), at most 35. */
export function postalItemId(text: string): string {
  return text.replace(/[^0-9A-Za-z+_-]/g, '-').slice(0, 35);
}

/**
 * A street line split into street and house number ('Seefeldstrasse 8a' → 'Seefeldstrasse', '8a'); the house
 * number is '' when the line ends in none.
 */
export function splitStreet(line: string): { street: string; houseNumber: string } {
  const text = line.trim().replace(/\s+/g, ' ');
  const m = /^(.*\D)\s+(\d+\s?[A-Za-z]?(?:\s?[-/]\s?\d+\s?[A-Za-z]?)?)$/.exec(text);
  return m
    ? { street: m[1]!.trim(), houseNumber: m[2]!.replace(/\s/g, '') }
    : { street: text, houseNumber: '' };
}
