import { customerLabel, fieldChanges, fixOf, tidyText, type Fix } from './fixes.ts';

// The address scripts (ADR 060): `correct-internal-addresses` tidies what was typed in, `update-postcodes`
// adds the Swiss postcodes the addresses use to the postcode list.

/** An address with its customer's name (for the label). */
export interface AddressRow {
  readonly addressId: number;
  readonly customerId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly name: string;
  readonly company: string;
  readonly street: string;
  readonly co: string;
  readonly postcode: string;
  readonly city: string;
  readonly countryCode: string;
}

/** A country code as stored: upper case, no spaces ('ch ' → 'CH'). */
export const tidyCountryCode = (code: string): string => code.trim().toUpperCase();

/**
 * A postcode as stored: trimmed, single spaces, and a Swiss one without its country prefix ('CH-8001',
 * 'CH 8001', 'ch8001' → '8001'). The prefix is dropped only from an address in Switzerland.
 */
export function tidyPostcode(postcode: string, countryCode: string): string {
  const tidied = tidyText(postcode);
  const prefixed = /^CH\s*-?\s*(\d{4})$/i.exec(tidied);
  return prefixed && tidyCountryCode(countryCode) === 'CH' ? prefixed[1]! : tidied;
}

/** The text fields tidied (trimmed, single spaces), by their API names. */
const TEXT_FIELDS = ['street', 'city', 'name', 'company', 'co'] as const;

/**
 * `correct-internal-addresses`: stray spaces in street, city, name, company and c/o, a Swiss postcode with its
 * country prefix or spaces, a country code in lower case. Nothing else is touched.
 */
export function addressFixes<T extends AddressRow>(rows: readonly T[]): Fix<T>[] {
  return rows.flatMap((row) => {
    const fixed: T = {
      ...row,
      street: tidyText(row.street),
      city: tidyText(row.city),
      name: tidyText(row.name),
      company: tidyText(row.company),
      co: tidyText(row.co),
      postcode: tidyPostcode(row.postcode, row.countryCode),
      countryCode: tidyCountryCode(row.countryCode),
    };
    const subject = {
      entity: 'address' as const,
      id: row.addressId,
      label: `${customerLabel(row)}, address #${row.addressId}`,
    };
    return fixOf(
      fixed,
      fieldChanges(subject, [
        ...TEXT_FIELDS.map((field) => [field, row[field], fixed[field]] as const),
        ['postcode', row.postcode, fixed.postcode],
        ['country_code', row.countryCode, fixed.countryCode],
      ]),
    );
  });
}

/** How many addresses use a postcode in a city of a country (grouped by the database). */
export interface PostcodeUse {
  readonly postcode: string;
  readonly countryCode: string;
  readonly city: string;
  readonly addresses: number;
}

/** A postcode to add to the list, with no zone (the list shows it in UNKNOWN). */
export interface NewPostcode {
  readonly postcode: string;
  /** The city most of its addresses name. */
  readonly place: string;
}

/** A Swiss postcode: four digits, the first not 0. */
const SWISS_POSTCODE = /^[1-9]\d{3}$/;

/**
 * `update-postcodes`: the Swiss postcodes that addresses use (tidied as `tidyPostcode` would) and the postcode
 * list does not have, each with the city most of its addresses name (ties: the first alphabetically), by
 * postcode. They are added without a zone, so the office can give them one.
 */
export function missingPostcodes(
  uses: readonly PostcodeUse[],
  known: ReadonlySet<string>,
): Fix<NewPostcode>[] {
  const cities = new Map<string, Map<string, number>>();
  for (const use of uses) {
    if (tidyCountryCode(use.countryCode) !== 'CH') continue;
    const postcode = tidyPostcode(use.postcode, use.countryCode);
    if (!SWISS_POSTCODE.test(postcode) || known.has(postcode)) continue;
    const counts = cities.get(postcode) ?? new Map<string, number>();
    const city = tidyText(use.city);
    counts.set(city, (counts.get(city) ?? 0) + use.addresses);
    cities.set(postcode, counts);
  }
  return [...cities.keys()].sort().map((postcode) => {
    const counts = [...cities.get(postcode)!];
    const total = counts.reduce((sum, [, n]) => sum + n, 0);
    const [place] = counts.sort(([a, m], [b, n]) => n - m || a.localeCompare(b, 'de'))[0]!;
    const label = `${postcode} ${place}`.trim();
    return {
      value: { postcode, place },
      changes: [
        {
          entity: 'postcode' as const,
          id: postcode,
          label: `${label} (${total} ${total === 1 ? 'address' : 'addresses'})`,
          field: 'zone',
          before: '',
          after: 'UNKNOWN',
        },
      ],
    };
  });
}
