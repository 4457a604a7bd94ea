import { messages } from '@brigade/domain/messages/catalogue';
import type { AccountingContactParams } from '@brigade/domain/customers/contact';
import { AppError } from '../../lib/errors.ts';
import { callProvider, commonErrorMessage, ProviderError } from '../../lib/provider-call.ts';
import { createOAuthClient, type OAuthOptions } from './live-oauth.ts';
import type { AccountingInvoiceRequest, LiveAccounting } from './port.ts';

export interface LiveAccountingOptions extends OAuthOptions {
  /** The API's address (ACCOUNTING_API_URL: https://api.bexio.com; a stub in tests). */
  apiUrl: string;
  /** The service's user who owns what Brigade makes (user_id and owner_id). */
  userId: number;
  /** The sales tax of every invoice position; undefined: none named. */
  taxId?: number;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOf = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : undefined);
/** The service's ids are numbers; ours are kept as text. */
const numeric = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);

/** The service's errors: `{error_code, message}`, where `message` is a list on a 422; or RFC 7807 (4.0). */
function bexioErrorMessage(body: unknown): string | undefined {
  if (isObject(body) && Array.isArray(body.message)) return body.message.map(String).join('; ');
  return commonErrorMessage(body);
}

/** A refused input is a 422 and an unknown record a 404 for our caller; the rest stays as callProvider made it. */
function mapped(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  if (error.status === 400 || error.status === 422) {
    return new ProviderError(error.action, error.reason, error.status, 422);
  }
  if (error.status === 404) return new AppError(404, 'NOT_FOUND', error.message);
  return error;
}

/** The contact as the service's contact API spells it: a person (contact_type_id 2) owned by our user. */
export function contactBody(params: AccountingContactParams, userId: number) {
  return {
    contact_type_id: 2,
    name_1: params.name_1,
    name_2: params.name_2,
    address: params.address,
    postcode: params.postcode,
    city: params.city,
    mail: params.mail,
    phone_fixed: params.phone_fixed,
    ...(params.birthday ? { birthday: params.birthday } : {}),
    remarks: params.remarks,
    user_id: userId,
    owner_id: userId,
  };
}

/**
 * The invoice as the service's kb_invoice API takes it: one custom position per line, prices including VAT
 * (mwst_type 0, not net: what the customer pays), the currency by its id (none for CHF, the company's own).
 */
export function invoiceBody(
  invoice: AccountingInvoiceRequest,
  settings: { userId: number; taxId?: number; currencyId?: number },
) {
  return {
    title: invoice.title,
    contact_id: numeric(invoice.contactId),
    user_id: settings.userId,
    api_reference: invoice.apiReference,
    mwst_type: 0,
    mwst_is_net: false,
    ...(settings.currencyId ? { currency_id: settings.currencyId } : {}),
    positions: invoice.positions.map((p) => ({
      type: 'KbPositionCustom',
      text: p.text,
      amount: String(p.quantity),
      unit_price: p.unitPrice.toFixed(2),
      discount_in_percent: '0',
      ...(settings.taxId ? { tax_id: settings.taxId } : {}),
    })),
  };
}

/** The accounting service's API (Bexio) with the caller's access token, and its OpenID Connect login. */
export function createLiveAccounting(options: LiveAccountingOptions): LiveAccounting {
  const api = options.apiUrl.replace(/\/+$/, '');
  const oauth = createOAuthClient(options);
  const currencies = new Map<string, number>();

  async function call(action: string, token: string, method: string, path: string, body?: unknown) {
    try {
      const answer = await callProvider<unknown>({
        action,
        url: `${api}${path}`,
        init: {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        fetch: options.fetch,
        sleep: options.sleep,
        timeoutMs: options.timeoutMs,
        waitHeaders: ['retry-after', 'ratelimit-reset'],
        errorMessage: bexioErrorMessage,
      });
      return answer.body;
    } catch (error) {
      throw mapped(error);
    }
  }

  /** The service's id of a currency other than CHF, read once from its currency list. */
  async function currencyId(token: string, code: string): Promise<number | undefined> {
    if (code === 'CHF') return undefined;
    if (!currencies.has(code)) {
      const list = await call(
        'read the currencies of the accounting service',
        token,
        'GET',
        '/3.0/currencies',
      );
      for (const c of Array.isArray(list) ? list.filter(isObject) : []) {
        if (typeof c.name === 'string' && typeof c.id === 'number') currencies.set(c.name, c.id);
      }
    }
    const id = currencies.get(code);
    if (id === undefined) throw new AppError(422, 'BUSINESS_RULE', messages.accountingCurrencyUnknown);
    return id;
  }

  return {
    mode: 'live',
    authorizeUrl: oauth.authorizeUrl,
    exchangeCode: oauth.exchangeCode,
    refresh: oauth.refresh,
    async createContact(token, params) {
      const action = `create the accounting contact of ${params.name_2} ${params.name_1}`.replace(
        /\s+/g,
        ' ',
      );
      const body = await call(action, token, 'POST', '/2.0/contact', contactBody(params, options.userId));
      const id = isObject(body) ? idOf(body.id) : undefined;
      if (!id) throw new ProviderError(action, 'The service sent no contact id', 201);
      return id;
    },
    async createInvoice(token, invoice) {
      const action = `create the accounting invoice ${invoice.apiReference}`;
      const settings = { ...options, currencyId: await currencyId(token, invoice.currency) };
      const body = await call(action, token, 'POST', '/2.0/kb_invoice', invoiceBody(invoice, settings));
      const id = isObject(body) ? idOf(body.id) : undefined;
      if (!isObject(body) || !id) throw new ProviderError(action, 'The service sent no invoice id', 201);
      return { id, documentNr: idOf(body.document_nr) ?? '', total: idOf(body.total) ?? '' };
    },
    async deleteInvoice(token, id) {
      await call(
        `delete the accounting invoice ${id}`,
        token,
        'DELETE',
        `/2.0/kb_invoice/${encodeURIComponent(id)}`,
      );
    },
    getJson(token, path, query = {}) {
      const search = new URLSearchParams(query).toString();
      return call(
        `read ${path} of the accounting service`,
        token,
        'GET',
        search ? `${path}?${search}` : path,
      );
    },
    postJson(token, path, body) {
      return call(`send ${path} to the accounting service`, token, 'POST', path, body);
    },
  };
}
