import type { AddressQuality, FrankingZone } from '@brigade/domain/postal/identcode';

/** An address to check: the street and house number apart, as the postal service reads them. */
export interface PostalAddress {
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
}

/** The postal service's answer on an address: its quality, the address as it would use it, and why. */
export interface AddressCheck {
  quality: AddressQuality;
  address: Omit<PostalAddress, 'name'>;
  /** Catalogue messages (a local check) or the service's own words; empty when all is well. */
  messages: string[];
}

/** A sender or recipient as printed on a label; `street` is the whole line with the house number. */
export interface LabelParty {
  name: string;
  company?: string | null;
  street: string;
  postcode: string;
  city: string;
  email?: string | null;
  phone?: string | null;
}

export interface LabelRequest {
  /** Our id of the item: only [0-9A-Za-z+_-] (postalItemId). */
  itemId: string;
  /** The delivery date the label is for. */
  date: string;
  zone: FrankingZone;
  sender: LabelParty;
  recipient: LabelParty;
  weightGrams: number;
}

/** A label as kept: what was sent and the identcode it got, to draw it again in a day's sheet. */
export interface LabelData extends LabelRequest {
  identcode: string;
}

/**
 * The postal service port (ADR 067). `live` is the Swiss Post Digital Commerce API: an OAuth client-credentials
 * token held on the server, address validation and A6 PDF labels with their identcodes. `local` checks
 * addresses against Brigade's postcode list and draws A6 labels itself (Code 128 identcodes of its own item
 * numbers). Refusals are errors worded 'Unable to <action>. <reason>'.
 */
export interface PostalService {
  mode: 'local' | 'live';
  /** Whether calls can be made: local always; live once a token is held (fetching one if none is). */
  status(): Promise<{ hasToken: boolean; reason: string | null }>;
  validate(address: PostalAddress): Promise<AddressCheck>;
  /** One identcode (a single barcode) for an item, without a label. */
  identcode(request: LabelRequest): Promise<string>;
  /** An A6 label: its identcode and the PDF. */
  label(request: LabelRequest): Promise<{ identcode: string; pdf: Buffer }>;
  /** Every label of a list in one PDF, or null where the service's PDFs cannot be merged (live). */
  sheet(labels: readonly LabelData[]): Promise<Buffer | null>;
}

/** What the local service reads of Brigade's own data: the postcode list and the next item number. */
export interface LocalPostalStore {
  /** The place of a postcode in the postcode list; undefined when it is not there. */
  placeOf(postcode: string): Promise<string | undefined>;
  /** A new item number, never given before (a database sequence). */
  nextItemNumber(): Promise<number>;
}
