import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import { addressInput } from './customer-addresses.ts';

const address = { street: 'Bahnhofstrasse 1', postcode: '8001', city: 'Zürich' };
const issue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('addressInput', () => {
  it('asks a Swiss postcode for 4 digits, any other country only for one', () => {
    expect(issue(addressInput.safeParse({ ...address, postcode: '80011' }))).toEqual({
      postcode: messages.postcodeInvalid,
    });
    expect(addressInput.parse({ ...address, postcode: '78462', country_code: 'de' })).toMatchObject({
      country_code: 'DE',
      postcode: '78462',
    });
  });

  it('reads coordinates from text, in range, and only as a pair', () => {
    expect(addressInput.parse({ ...address, latitude: '47.37', longitude: '8.54' })).toMatchObject({
      latitude: 47.37,
      longitude: 8.54,
    });
    expect(addressInput.parse({ ...address, latitude: '', longitude: '' })).toMatchObject({
      latitude: null,
      longitude: null,
    });
    expect(issue(addressInput.safeParse({ ...address, latitude: 90.5, longitude: 8 }))).toEqual({
      latitude: messages.latitudeInvalid,
    });
    expect(issue(addressInput.safeParse({ ...address, latitude: 47 }))).toEqual({
      longitude: messages.coordinatesIncomplete,
    });
  });
});
