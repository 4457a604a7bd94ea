import type { AccountingContactParams } from '@brigade/domain/customers/contact';

/** What the token endpoint hands out. The access token lasts `expiresIn` seconds; refresh tokens rotate. */
export interface AccountingTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresIn: number;
  /** The organisation logged into, when the service names it. */
  organisation: string | null;
}

/** A position of an invoice: a text, how many and the price of one (in the invoice's currency). */
export interface AccountingPosition {
  text: string;
  quantity: number;
  unitPrice: number;
}

export interface AccountingInvoiceRequest {
  contactId: string;
  title: string;
  /** Our reference of the invoice (its number), kept by the service as api_reference. */
  apiReference: string;
  positions: AccountingPosition[];
  /** CHF, EUR or USD. */
  currency: string;
}

/** The invoice as the service made it: its id, its own document number and total. */
export interface AccountingInvoice {
  id: string;
  documentNr: string;
  total: string;
}

/**
 * The accounting service, live: Bexio's OpenID Connect login (authorisation code, refresh tokens that rotate)
 * and its API with the access token the caller holds (the accounting module keeps the tokens in the database,
 * never in a browser). Every call: 20 s, retries on 429/503 honouring ratelimit-reset or Retry-After, failures
 * worded 'Unable to <action>. <reason>' — 422 when the service refuses the input, 404 when it does not know
 * the record, else 502; a refused token keeps its HTTP status 401 on the error for the caller to renew it.
 */
export interface LiveAccounting {
  mode: 'live';
  /** Where the browser logs in; the service sends it back to `redirectUri` with a code and this state. */
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<AccountingTokens>;
  refresh(refreshToken: string): Promise<AccountingTokens>;
  /** A person contact; answers its id. */
  createContact(accessToken: string, params: AccountingContactParams): Promise<string>;
  createInvoice(accessToken: string, invoice: AccountingInvoiceRequest): Promise<AccountingInvoice>;
  deleteInvoice(accessToken: string, id: string): Promise<void>;
  /** The proxy: a GET or POST of the API's JSON (the path is checked by the caller). */
  getJson(accessToken: string, path: string, query?: Record<string, string>): Promise<unknown>;
  postJson(accessToken: string, path: string, body: unknown): Promise<unknown>;
}

/** Local: no accounting service; the invoices module keeps invoices in Brigade's database only. */
export interface LocalAccounting {
  mode: 'local';
}

export type AccountingService = LocalAccounting | LiveAccounting;
