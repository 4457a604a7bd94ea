import { messages } from '@brigade/domain/messages/catalogue';
import { AppError } from '../../lib/errors.ts';
import {
  callProvider,
  commonErrorMessage,
  ProviderError,
  type ProviderCall,
} from '../../lib/provider-call.ts';

/** The scopes Brigade asks for: labels and identcodes, address validation and completion. */
const SCOPES = 'DCAPI_BARCODE_READ DCAPI_ADDRESS_VALIDATE DCAPI_ADDRESS_AUTOCOMPLETE';

export interface TokenOptions {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  sleep?: ProviderCall['sleep'];
  timeoutMs?: number;
  now?: () => number;
}

/** OAuth errors: `{error, error_description}` (RFC 6749), the description first. */
function oauthErrorMessage(body: unknown): string | undefined {
  const description = (body as { error_description?: unknown } | null)?.error_description;
  return typeof description === 'string' ? description : commonErrorMessage(body);
}

/** A call without a token: the old app's message, whatever made the token call fail (kept for the status). */
export const noToken = () => new AppError(502, 'UPSTREAM_FAILED', messages.postalNoToken);

/**
 * The OAuth client-credentials token of the postal service, kept in this process only (never sent to a
 * browser) until shortly before `expires_in` runs out. A failed token call is retried like every provider call
 * (429/503 with backoff, 20 s); when it still fails, `get` throws 'No access token found' and `reason` says why.
 */
export function createTokenKeeper(options: TokenOptions) {
  const now = options.now ?? Date.now;
  let token: { value: string; until: number } | undefined;
  let reason: string | null = null;

  async function fetchToken(): Promise<string> {
    const action = 'get an access token from the postal service';
    const { body } = await callProvider<{ access_token?: unknown; expires_in?: unknown }>({
      action,
      url: options.tokenUrl,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
          scope: SCOPES,
        }),
      },
      fetch: options.fetch,
      sleep: options.sleep,
      timeoutMs: options.timeoutMs,
      errorMessage: oauthErrorMessage,
    });
    if (typeof body?.access_token !== 'string' || body.access_token === '') {
      throw new ProviderError(action, 'The service sent no access token', 200);
    }
    const lifetime = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 60;
    // Renewed 30 s early (half-way for a short-lived one), so a call never starts with an expiring token.
    const keep = lifetime > 60 ? lifetime - 30 : lifetime / 2;
    token = { value: body.access_token, until: now() + keep * 1000 };
    return token.value;
  }

  return {
    /** The held token, or a new one; 'No access token found' when none can be had. */
    async get(): Promise<string> {
      if (token && token.until > now()) return token.value;
      token = undefined;
      try {
        const value = await fetchToken();
        reason = null;
        return value;
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
        throw noToken();
      }
    },
    /** Forgets the token (the service refused it). */
    drop() {
      token = undefined;
    },
    held: () => token !== undefined && token.until > now(),
    /** Why the last token call failed (null once one succeeded). */
    reason: () => reason,
  };
}
