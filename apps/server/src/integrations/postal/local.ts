import { messages } from '@brigade/domain/messages/catalogue';
import { identcodeOf, type FrankingZone } from '@brigade/domain/postal/identcode';
import type { FrankingLicences } from '../../config-postal.ts';
import { ProviderError } from '../../lib/provider-call.ts';
import { renderLabels } from './label-pdf.ts';
import type { AddressCheck, LocalPostalStore, PostalAddress, PostalService } from './port.ts';

/** Identcodes of local labels use this licence when none is configured (they are not franked). */
const UNFRANKED = '00000000';

const sameCity = (a: string, b: string) =>
  a.localeCompare(b, 'de-CH', { sensitivity: 'base', ignorePunctuation: true }) === 0;

/**
 * Brigade's own postal service (ADR 067): an address is checked against the postcode list (a Swiss postcode
 * is 4 digits and must be in it; street and house number are required) — CERTIFIED when the city is the
 * postcode's place, FIXED (the place taken) when it is another, UNUSABLE otherwise. Labels are A6 PDFs drawn
 * here with identcodes of item numbers from a database sequence, so none repeats.
 */
export function createLocalPostal(store: LocalPostalStore, licences: FrankingLicences): PostalService {
  const licenceOf = (zone: FrankingZone, action: string): string => {
    const licence = licences[zone] ?? (zone === 'standard' ? UNFRANKED : undefined);
    if (!licence) throw new ProviderError(action, messages.postalFrankingMissing, undefined, 422);
    return licence;
  };

  async function validate(input: PostalAddress): Promise<AddressCheck> {
    const address = {
      street: input.street.trim(),
      houseNumber: input.houseNumber.trim(),
      postcode: input.postcode.trim(),
      city: input.city.trim(),
    };
    const problems: string[] = [];
    if (!address.street) problems.push(messages.streetRequired);
    if (!address.houseNumber) problems.push(messages.postalHouseNumberRequired);
    const known = /^[1-9]\d{3}$/.test(address.postcode) ? await store.placeOf(address.postcode) : undefined;
    if (!/^[1-9]\d{3}$/.test(address.postcode)) problems.push(messages.postcodeInvalid);
    else if (known === undefined) problems.push(messages.postalPostcodeUnknown);
    if (problems.length > 0) return { quality: 'UNUSABLE', address, messages: problems };
    if (known && !sameCity(known, address.city)) {
      return {
        quality: 'FIXED',
        address: { ...address, city: known },
        messages: [messages.postalCityCorrected],
      };
    }
    return { quality: 'CERTIFIED', address, messages: [] };
  }

  return {
    mode: 'local',
    status: async () => ({ hasToken: true, reason: null }),
    validate,
    async identcode(request) {
      const licence = licenceOf(request.zone, `make an identcode for ${request.itemId}`);
      return identcodeOf(licence, await store.nextItemNumber());
    },
    async label(request) {
      const licence = licenceOf(request.zone, `create the label of ${request.itemId}`);
      const identcode = identcodeOf(licence, await store.nextItemNumber());
      return { identcode, pdf: await renderLabels([{ ...request, identcode }]) };
    },
    sheet: async (labels) => renderLabels(labels),
  };
}
