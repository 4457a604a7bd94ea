import {
  callProvider,
  commonErrorMessage,
  ProviderError,
  type ProviderCall,
} from '../../lib/provider-call.ts';
import type { AccountingTokens } from './port.ts';

/**
 * The scopes asked for: the old app's (spec §6) and offline_access, which is what makes the realm hand out a
 * refresh token that outlives the browser's login session (INTEGRATIONS.md §3), so the connection lasts.
 */
export const ACCOUNTING_SCOPES = [
  'openid',
  'offline_access',
  'article_show',
  'article_edit',
  'contact_show',
  'contact_edit',
  'kb_invoice_show',
  'kb_invoice_edit',
  'kb_order_show',
  'kb_order_edit',
] as const;

export interface OAuthOptions {
  /** The OpenID Connect realm (ACCOUNTING_AUTH_URL: https://auth.bexio.com/realms/bexio). */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  sleep?: ProviderCall['sleep'];
  timeoutMs?: number;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** OAuth errors: `{error, error_description}` (RFC 6749), the description first. */
function oauthErrorMessage(body: unknown): string | undefined {
  if (isObject(body) && typeof body.error_description === 'string') return body.error_description;
  return commonErrorMessage(body);
}

/**
 * The organisation named by the ID token's claims (company_name, else company_id) [?: Bexio's claims are not
 * documented]. The token came straight from the token endpoint over TLS, so it is read, not verified.
 */
export function organisationOf(idToken: unknown): string | null {
  if (typeof idToken !== 'string') return null;
  try {
    const claims: unknown = JSON.parse(
      Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    if (!isObject(claims)) return null;
    const name = claims.company_name ?? claims.company_id;
    return typeof name === 'string' || typeof name === 'number' ? String(name).slice(0, 200) : null;
  } catch {
    return null;
  }
}

/** The authorisation-code login and the refresh grant of the accounting service's realm. */
export function createOAuthClient(options: OAuthOptions) {
  const endpoint = `${options.authUrl}/protocol/openid-connect`;

  /** Every parameter goes in the form body, the client's credentials too: the realm refuses query parameters. */
  async function tokenCall(action: string, grant: Record<string, string>): Promise<AccountingTokens> {
    try {
      const { body } = await callProvider<unknown>({
        action,
        url: `${endpoint}/token`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            ...grant,
            client_id: options.clientId,
            client_secret: options.clientSecret,
          }),
        },
        fetch: options.fetch,
        sleep: options.sleep,
        timeoutMs: options.timeoutMs,
        waitHeaders: ['retry-after', 'ratelimit-reset'],
        errorMessage: oauthErrorMessage,
      });
      if (!isObject(body) || typeof body.access_token !== 'string' || body.access_token === '') {
        throw new ProviderError(action, 'The service sent no access token', 200);
      }
      const expiresIn = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 300;
      return {
        accessToken: body.access_token,
        refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
        expiresIn,
        organisation: organisationOf(body.id_token),
      };
    } catch (error) {
      // A refused code or refresh token (invalid_grant) is the user's to redo, not the service failing.
      if (error instanceof ProviderError && error.status === 400) {
        throw new ProviderError(error.action, error.reason, 400, 422);
      }
      throw error;
    }
  }

  return {
    authorizeUrl(state: string, redirectUri: string): string {
      const url = new URL(`${endpoint}/auth`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', options.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', ACCOUNTING_SCOPES.join(' '));
      url.searchParams.set('state', state);
      return url.toString();
    },
    exchangeCode: (code: string, redirectUri: string) =>
      tokenCall('complete the accounting login', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      }),
    refresh: (refreshToken: string) =>
      tokenCall('renew the accounting access token', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      }),
  };
}
