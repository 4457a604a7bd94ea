import { describe, expect, it } from 'vitest';
import { addressFixes, missingPostcodes, tidyPostcode, type AddressRow } from './addresses.ts';

const address = (values: Partial<AddressRow>): AddressRow => ({
  addressId: 40,
  customerId: 12,
  firstName: 'Anna',
  lastName: 'Muster',
  name: 'Anna Muster',
  company: '',
  street: 'Bahnhofstrasse 1',
  co: '',
  postcode: '8001',
  city: 'Zürich',
  countryCode: 'CH',
  ...values,
});

describe('tidyPostcode', () => {
  it('drops the country prefix and spaces of a Swiss postcode', () => {
    expect(tidyPostcode('CH-8001', 'CH')).toBe('8001');
    expect(tidyPostcode('CH 8001', 'ch')).toBe('8001');
    expect(tidyPostcode('ch-3011 ', 'CH')).toBe('3011');
    expect(tidyPostcode('8001 ', 'CH')).toBe('8001');
  });
  it('keeps a foreign postcode as written, trimmed', () => {
    expect(tidyPostcode(' 79539 ', 'DE')).toBe('79539');
    expect(tidyPostcode('CH-8001', 'DE')).toBe('CH-8001');
    expect(tidyPostcode('SW1A  1AA', 'GB')).toBe('SW1A 1AA');
  });
});

describe('correct-internal-addresses', () => {
  it('tidies street, city, name, company and c/o, the postcode and the country code', () => {
    const row = address({
      street: ' Bahnhofstrasse  1 ',
      city: 'Zürich ',
      name: 'Anna  Muster',
      company: ' Muster  AG',
      co: 'c/o  Meier',
      postcode: 'CH-8001',
      countryCode: 'ch',
    });
    const [fix] = addressFixes([row]);
    expect(fix?.value).toMatchObject({
      street: 'Bahnhofstrasse 1',
      city: 'Zürich',
      name: 'Anna Muster',
      company: 'Muster AG',
      co: 'c/o Meier',
      postcode: '8001',
      countryCode: 'CH',
    });
    expect(fix?.changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['street', ' Bahnhofstrasse  1 ', 'Bahnhofstrasse 1'],
      ['city', 'Zürich ', 'Zürich'],
      ['name', 'Anna  Muster', 'Anna Muster'],
      ['company', ' Muster  AG', 'Muster AG'],
      ['co', 'c/o  Meier', 'c/o Meier'],
      ['postcode', 'CH-8001', '8001'],
      ['country_code', 'ch', 'CH'],
    ]);
    expect(fix?.changes[0]).toMatchObject({
      entity: 'address',
      id: 40,
      label: 'Anna Muster (#12), address #40',
    });
  });
  it('lists only the addresses that change', () => {
    expect(
      addressFixes([address({}), address({ addressId: 41, street: 'Rue du Marché 3', countryCode: 'CH' })]),
    ).toEqual([]);
    expect(
      addressFixes([address({ postcode: 'CH 1003', city: 'Lausanne' })]).map((f) => f.value.postcode),
    ).toEqual(['1003']);
  });
});

describe('update-postcodes', () => {
  it('adds the Swiss postcodes in use that the list lacks, with the city most addresses name', () => {
    const fixes = missingPostcodes(
      [
        { postcode: '8400', countryCode: 'CH', city: 'Winterthur', addresses: 3 },
        { postcode: '8400', countryCode: 'CH', city: 'Winterthur-Seen', addresses: 1 },
        { postcode: 'CH-3011', countryCode: 'ch', city: 'Bern ', addresses: 1 },
        { postcode: '8001', countryCode: 'CH', city: 'Zürich', addresses: 9 },
        { postcode: '79539', countryCode: 'DE', city: 'Lörrach', addresses: 2 },
        { postcode: '800', countryCode: 'CH', city: 'Typo', addresses: 1 },
        { postcode: '0123', countryCode: 'CH', city: 'Nowhere', addresses: 1 },
      ],
      new Set(['8001']),
    );
    expect(fixes.map((f) => f.value)).toEqual([
      { postcode: '3011', place: 'Bern' },
      { postcode: '8400', place: 'Winterthur' },
    ]);
    expect(fixes[1]?.changes).toEqual([
      {
        entity: 'postcode',
        id: '8400',
        label: '8400 Winterthur (4 addresses)',
        field: 'zone',
        before: '',
        after: 'UNKNOWN',
      },
    ]);
  });
});
