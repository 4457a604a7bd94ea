import { ADDRESS_QUALITIES, type AddressQuality, type FrankingZone } from '@brigade/domain/postal/identcode';
import { messages } from '@brigade/domain/messages/catalogue';
import type { FrankingLicences } from '../../config-postal.ts';
import { AppError } from '../../lib/errors.ts';
import { callProvider, commonErrorMessage, ProviderError } from '../../lib/provider-call.ts';
import { createTokenKeeper, type TokenOptions } from './live-token.ts';
import type { AddressCheck, LabelParty, LabelRequest, PostalAddress, PostalService } from './port.ts';

export interface LivePostalOptions extends TokenOptions {
  /** The Digital Commerce API's address (POSTAL_API_URL: https://dcapi.apis.post.ch; a stub in tests). */
  apiUrl: string;
  licences: FrankingLicences;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The service's refusals: `[{field, error}]` (validation), `{code, message}` items, or the common shapes. */
function postErrorMessage(body: unknown): string | undefined {
  const list = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.errors) ? body.errors : [];
  const said = list
    .filter(isObject)
    .map((e) => {
      const what = text(e.message) ?? text(e.error) ?? text(e.code);
      return e.field && what ? `${String(e.field)}: ${what}` : what;
    })
    .filter(Boolean);
  return said.length > 0 ? said.join('; ') : commonErrorMessage(body);
}

const party = (p: LabelParty) => ({
  name1: p.company ? p.company : p.name,
  ...(p.company ? { name2: p.name } : {}),
  street: p.street,
  zip: p.postcode,
  city: p.city,
});

/** The label request as the service documents it: EN, A6, the recipient only, a 300 dpi PDF. */
function labelBody(request: LabelRequest, licence: string, preview = false) {
  return {
    language: 'EN',
    frankingLicense: licence,
    ppFranking: false,
    customer: {
      ...party(request.sender),
      country: 'CH',
      domicilePostOffice: `${request.sender.postcode} ${request.sender.city}`,
    },
    customerSystem: null,
    sendingID: null,
    labelDefinition: {
      labelLayout: 'A6',
      printAddresses: 'ONLY_RECIPIENT',
      imageFileType: 'PDF',
      imageResolution: 300,
      printPreview: preview,
    },
    item: {
      itemID: request.itemId,
      recipient: {
        ...party(request.recipient),
        email: request.recipient.email ?? null,
        phone: request.recipient.phone ?? null,
      },
      attributes: { przl: ['PRI'], weight: Math.max(1, Math.round(request.weightGrams)) },
    },
  };
}

/** The item of an answer; its `errors` (sent with HTTP 200) refuse the request in the service's words. */
function itemOf(action: string, body: unknown): Json {
  const raw = isObject(body) ? (Array.isArray(body.item) ? body.item[0] : body.item) : undefined;
  if (!isObject(raw)) throw new ProviderError(action, 'The service sent no item', 200);
  const errors = Array.isArray(raw.errors) ? raw.errors : [];
  if (errors.length > 0)
    throw new ProviderError(action, postErrorMessage(errors) ?? 'The service refused the item', 200, 422);
  return raw;
}

/**
 * The Swiss Post Digital Commerce API (ADR 067): address validation, single identcodes and A6 address labels,
 * each with the server's bearer token (renewed once when refused). Every call goes through callProvider (20 s,
 * retries on 429/503 honouring Retry-After, 'Unable to …' messages); an item's errors are a 422.
 */
export function createLivePostal(options: LivePostalOptions): PostalService {
  const api = options.apiUrl.replace(/\/+$/, '');
  const tokens = createTokenKeeper(options);

  async function post(action: string, path: string, body: unknown): Promise<unknown> {
    const call = async () =>
      callProvider<unknown>({
        action,
        url: `${api}${path}`,
        init: {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await tokens.get()}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
        },
        fetch: options.fetch,
        sleep: options.sleep,
        timeoutMs: options.timeoutMs,
        errorMessage: postErrorMessage,
      });
    try {
      return (await call()).body;
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status !== 401) throw error;
      tokens.drop(); // revoked or expired early: one more try with a new token
      return (await call()).body;
    }
  }

  const licenceOf = (zone: FrankingZone, action: string) => {
    const licence = options.licences[zone];
    if (!licence) throw new ProviderError(action, messages.postalFrankingMissing, undefined, 422);
    return licence;
  };

  async function validate(address: PostalAddress): Promise<AddressCheck> {
    const action = `validate the address ${address.street} ${address.houseNumber}, ${address.postcode} ${address.city}`;
    const [firstName, ...rest] = address.name.trim().split(/\s+/);
    const body = await post(action, '/address/v1/addresses/validation', {
      type: 'DOMICILE',
      addressee: { firstName: firstName ?? '', lastName: rest.join(' ') },
      logisticLocation: {
        house: { street: address.street, houseNumber: address.houseNumber },
        zip: { zip: address.postcode, city: address.city },
      },
      fullValidation: false,
    });
    const quality = isObject(body) ? ADDRESS_QUALITIES.find((q) => q === body.quality) : undefined;
    if (!quality) throw new ProviderError(action, 'The service sent no address quality', 200);
    // The corrected parts, where the answer has them in the request's shape.
    const location = isObject(body) && isObject(body.logisticLocation) ? body.logisticLocation : {};
    const house = isObject(location.house) ? location.house : {};
    const zip = isObject(location.zip) ? location.zip : {};
    return {
      quality: quality as AddressQuality,
      address: {
        street: text(house.street) ?? address.street,
        houseNumber: text(house.houseNumber) ?? address.houseNumber,
        postcode: text(zip.zip) ?? address.postcode,
        city: text(zip.city) ?? address.city,
      },
      messages: [],
    };
  }

  return {
    mode: 'live',
    async status() {
      try {
        await tokens.get();
        return { hasToken: true, reason: null };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return { hasToken: false, reason: tokens.reason() };
      }
    },
    validate,
    async identcode(request) {
      const action = `get an identcode for ${request.itemId}`;
      const {
        labelDefinition: _unused,
        item,
        ...common
      } = labelBody(request, licenceOf(request.zone, action));
      const body = await post(action, '/barcode/v1/generateSingleBarcodes', {
        ...common,
        barcodeDefinition: { imageFileType: 'PDF', imageResolution: 300 },
        item: [item],
      });
      const identcode = text(itemOf(action, body).identCode);
      if (!identcode) throw new ProviderError(action, 'The service sent no identcode', 200);
      return identcode;
    },
    async label(request) {
      const action = `create the label of ${request.itemId}`;
      const body = await post(
        action,
        '/barcode/v1/generateAddressLabel',
        labelBody(request, licenceOf(request.zone, action)),
      );
      const item = itemOf(action, body);
      const identcode = text(item.identCode);
      const label = Array.isArray(item.label) ? text(item.label[0]) : undefined;
      if (!identcode || !label) throw new ProviderError(action, 'The service sent no label', 200);
      const pdf = Buffer.from(label, 'base64');
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw new ProviderError(action, 'The service sent a label that is not a PDF', 200);
      }
      return { identcode, pdf };
    },
    sheet: async () => null,
  };
}
