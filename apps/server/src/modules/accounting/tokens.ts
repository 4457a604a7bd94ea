import { messages } from '@brigade/domain/messages/catalogue';
import type { LiveAccounting } from '../../integrations/accounting/port.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { ProviderError } from '../../lib/provider-call.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import * as repo from './repository.ts';

/** An access token is renewed this long before it runs out, so a call never starts with a dying one. */
const EARLY_MS = 30_000;

/** Without a connection: the old app's confirm text; the accounting tool offers the login. */
export const loginRequired = () => conflict(messages.accountingLoginRequired);

/**
 * Runs a call to the service, recording its outcome for the developers' tools: a refusal of the input (422),
 * an unknown record (404) or a missing login (409) is an answer, not the service failing.
 */
export async function recorded<T>(integrations: IntegrationsService, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    await integrations.succeeded('accounting');
    return result;
  } catch (error) {
    const answered = error instanceof AppError && [404, 409, 422].includes(error.statusCode);
    if (!answered)
      await integrations.failed('accounting', error instanceof Error ? error.message : String(error));
    throw error;
  }
}

const refusedToken = (error: unknown) => error instanceof ProviderError && error.status === 401;
/** The realm refuses a refresh token that was used, revoked or has run out (invalid_grant). */
const refusedGrant = (error: unknown) => error instanceof ProviderError && error.status === 400;

/**
 * The connection's tokens, kept in the database only. An access token is renewed with the refresh token when
 * it (nearly) ran out or the service refuses it; refresh tokens rotate, so each new one is stored at once. One
 * renewal at a time in this process; across instances the write only replaces the token it renewed, and a
 * refused refresh token is checked against the stored one first (another instance may have rotated it). A
 * refresh token the service no longer accepts ends the connection: the next call asks for the login.
 */
export function createTokenKeeper(
  deps: CoreDeps & { live: LiveAccounting; integrations: IntegrationsService },
) {
  const { db, clock, audit, live } = deps;
  let renewing: Promise<string> | undefined;

  const fresh = (row: repo.ConnectionRow) => row.expiresAt.getTime() - EARLY_MS > clock().getTime();

  async function connection(): Promise<repo.ConnectionRow> {
    const row = await repo.findConnection(db);
    if (!row) throw loginRequired();
    return row;
  }

  async function renew(row: repo.ConnectionRow): Promise<string> {
    if (!row.refreshToken) return end(row);
    let tokens;
    try {
      tokens = await live.refresh(row.refreshToken);
    } catch (error) {
      if (!refusedGrant(error)) throw error;
      const now = await repo.findConnection(db);
      if (now && now.refreshToken !== row.refreshToken && fresh(now)) return now.accessToken;
      return end(row);
    }
    const written = await repo.replaceTokens(db, row.accessToken, {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? row.refreshToken,
      expiresAt: new Date(clock().getTime() + tokens.expiresIn * 1000),
      organisation: tokens.organisation ?? row.organisation,
    });
    // Not written: the connection was renewed elsewhere or ended meanwhile; the stored one counts.
    return written ? tokens.accessToken : (await connection()).accessToken;
  }

  /** The service no longer accepts the refresh token: the connection is over (recorded as the system's). */
  async function end(row: repo.ConnectionRow): Promise<never> {
    if (await repo.deleteConnection(db, row.accessToken)) {
      await audit.record({
        userId: null,
        action: 'delete',
        entity: 'accounting_connection',
        entityId: 1,
        change: { reason: 'the accounting service refused the refresh token' },
      });
    }
    throw loginRequired();
  }

  /** A usable access token: the stored one, or a renewed one when it ran out or `refused` was refused. */
  async function token(refused?: string): Promise<string> {
    const row = await connection();
    if (fresh(row) && row.accessToken !== refused) return row.accessToken;
    renewing ??= renew(row).finally(() => {
      renewing = undefined;
    });
    return renewing;
  }

  return {
    /** Whether a connection is held (the tokens stay here). */
    connection: () => repo.findConnection(db),
    /**
     * Runs a call with a usable access token; a token the service refuses is renewed once and the call made
     * again. Still refused: 'You must login to Bexio to continue'.
     */
    withToken<T>(work: (accessToken: string) => Promise<T>): Promise<T> {
      return recorded(deps.integrations, async () => {
        const first = await token();
        try {
          return await work(first);
        } catch (error) {
          if (!refusedToken(error)) throw error;
        }
        try {
          return await work(await token(first));
        } catch (error) {
          throw refusedToken(error) ? loginRequired() : error;
        }
      });
    },
  };
}

export type TokenKeeper = ReturnType<typeof createTokenKeeper>;
