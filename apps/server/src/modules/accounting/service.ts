import { randomInt } from 'node:crypto';
import { oauthStateRefusal, newOauthState, OAUTH_STATE_TTL_MS } from '@brigade/domain/accounting/oauth-state';
import { accountingProxyPath } from '@brigade/domain/accounting/proxy-path';
import { messages } from '@brigade/domain/messages/catalogue';
import type {
  AccountingLoginCallback,
  AccountingLoginStart,
  AccountingStatus,
} from '@brigade/domain/schemas/accounting';
import type { AccountingService, LiveAccounting } from '../../integrations/accounting/port.ts';
import { businessRule, validationError } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import { toAccountingStatus } from './mapping.ts';
import * as repo from './repository.ts';
import { recorded, type TokenKeeper } from './tokens.ts';

interface Deps extends CoreDeps {
  accounting: AccountingService;
  tokens: TokenKeeper | undefined;
  integrations: IntegrationsService;
}

const stateMessages = {
  unknown: messages.accountingStateUnknown,
  expired: messages.accountingStateExpired,
  'other-user': messages.accountingStateOtherUser,
} as const;

const entity = 'accounting_connection';

/**
 * The accounting connection (SUPER only): its status, the OAuth login (a state handed to the calling user,
 * good once for ten minutes; the code exchanged on the server, the tokens kept in accounting_connection and
 * never sent to the browser), disconnecting, and the proxy to the service's API with the server's token.
 */
export function createAccountingConnectionService(deps: Deps) {
  const { db, clock, audit, accounting } = deps;

  /** The live service and its tokens; local mode has neither: 'not configured'. */
  function live(): { service: LiveAccounting; tokens: TokenKeeper } {
    if (accounting.mode === 'local' || !deps.tokens) throw businessRule(messages.accountingNotConnected);
    return { service: accounting, tokens: deps.tokens };
  }

  async function status(): Promise<AccountingStatus> {
    const row = accounting.mode === 'live' ? await repo.findConnection(db) : undefined;
    return toAccountingStatus(accounting.mode, row);
  }

  /** A fresh state for the user, and the login address that carries it. */
  async function startLogin(userId: number, redirectUri: string): Promise<AccountingLoginStart> {
    const { service } = live();
    const now = clock();
    await repo.deleteStatesBefore(db, new Date(now.getTime() - OAUTH_STATE_TTL_MS));
    const state = newOauthState(randomInt);
    await repo.insertState(db, state, userId, now);
    return { authorize_url: service.authorizeUrl(state, redirectUri) };
  }

  /**
   * Completes a login: the state must be the caller's, unused and younger than ten minutes, else 400 and
   * nothing is stored. It is used up before the code is exchanged, so it completes one login at most.
   */
  async function completeLogin(
    userId: number,
    input: AccountingLoginCallback,
    redirectUri: string,
  ): Promise<AccountingStatus> {
    const { service } = live();
    const now = clock();
    const since = new Date(now.getTime() - OAUTH_STATE_TTL_MS);
    const refusal =
      oauthStateRefusal(await repo.findState(db, input.state), userId, now) ??
      ((await repo.takeState(db, input.state, userId, since)) ? null : 'unknown');
    if (refusal) throw validationError('state', stateMessages[refusal]);
    const tokens = await recorded(deps.integrations, () => service.exchangeCode(input.code, redirectUri));
    const connection = {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: new Date(clock().getTime() + tokens.expiresIn * 1000),
      organisation: tokens.organisation,
      connectedBy: userId,
      connectedAt: clock(),
    };
    await db.transaction(async (tx) => {
      const before = await repo.findConnection(tx);
      await repo.saveConnection(tx, connection);
      await audit.record(
        {
          userId,
          action: before ? 'update' : 'create',
          entity,
          entityId: 1,
          change: { organisation: tokens.organisation, expires_at: connection.expiresAt },
        },
        tx,
      );
    });
    return status();
  }

  /** Forgets the connection; without one there is nothing to do. */
  async function disconnect(userId: number): Promise<void> {
    if (accounting.mode === 'local') return;
    await db.transaction(async (tx) => {
      const before = await repo.findConnection(tx);
      if (!(await repo.deleteConnection(tx))) return;
      await audit.record(
        { userId, action: 'delete', entity, entityId: 1, change: { organisation: before?.organisation } },
        tx,
      );
    });
  }

  /** The proxy's path, refused (400) unless it is under the API's /2.0, /3.0 or /4.0. */
  function proxyPath(path: string): string {
    const checked = accountingProxyPath(path);
    if (!checked) throw validationError('path', messages.accountingProxyPathInvalid);
    return checked;
  }

  return {
    status,
    startLogin,
    completeLogin,
    disconnect,
    proxyGet(path: string, query: Record<string, string>): Promise<unknown> {
      const checked = proxyPath(path);
      const { service, tokens } = live();
      return tokens.withToken((token) => service.getJson(token, checked, query));
    },
    proxyPost(path: string, body: unknown): Promise<unknown> {
      const checked = proxyPath(path);
      const { service, tokens } = live();
      return tokens.withToken((token) => service.postJson(token, checked, body));
    },
  };
}

export type AccountingConnectionService = ReturnType<typeof createAccountingConnectionService>;
