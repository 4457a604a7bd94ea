import { callProvider, ProviderError, type ProviderCall } from '../../lib/provider-call.ts';
import type { NewsletterService } from './port.ts';

export interface VboutOptions {
  /** https://api.vbout.com/1 (VBOUT_URL; a stub in tests). */
  url: string;
  /** The API key (VBOUT_KEY), sent as the `key` query parameter as the provider requires; never logged. */
  key: string;
  /** The list contacts are added to (VBOUT_LIST_ID). */
  listId: string;
  fetch?: typeof fetch;
  sleep?: ProviderCall['sleep'];
  timeoutMs?: number;
}

interface Envelope {
  response?: {
    header?: { status?: string };
    data?: { errorCode?: number | string; errorMessage?: string; item?: unknown };
  };
}

/** The provider's own error code for an invalid key. */
const INVALID_KEY = 1002;

/**
 * The e-mail marketing provider's add-contact call: form-encoded `email`, `listid` and `status=active`,
 * answered in a `{response:{header:{status},data}}` envelope even on errors. Its "already exists" error has
 * no documented code, so a message that says the contact exists counts as ALREADY_SIGNED_UP (idempotent).
 */
export function createVboutNewsletter(options: VboutOptions): NewsletterService {
  const base = options.url.replace(/\/+$/, '');
  return {
    mode: 'live',
    async addContact(contact) {
      const action = `sign up ${contact.email} for the newsletter`;
      const { body } = await callProvider<Envelope>({
        action,
        url: `${base}/emailmarketing/addcontact.json?${new URLSearchParams({ key: options.key })}`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            email: contact.email,
            listid: options.listId,
            status: 'active',
            'fields[first_name]': contact.firstName,
            'fields[last_name]': contact.lastName,
          }),
        },
        fetch: options.fetch,
        sleep: options.sleep,
        timeoutMs: options.timeoutMs,
        errorMessage: (b) => (b as Envelope | undefined)?.response?.data?.errorMessage,
      });
      const header = body?.response?.header;
      if (header?.status === 'ok') return 'SUCCESS';
      const data = body?.response?.data;
      const message = data?.errorMessage ?? 'no answer in the envelope';
      if (/exist/i.test(message)) return 'ALREADY_SIGNED_UP';
      if (Number(data?.errorCode) === INVALID_KEY) {
        throw new ProviderError(action, `The service refused our credentials: ${message}`, 200);
      }
      throw new ProviderError(action, `The service refused the request: ${message}`, 200);
    },
  };
}
