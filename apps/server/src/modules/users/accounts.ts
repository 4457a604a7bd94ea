import { randomInt } from 'node:crypto';
import { accountChangeRefusal, type AccountChange } from '@brigade/domain/access/accounts';
import type { UserCategory, UserGroup } from '@brigade/domain/access/privilege';
import { oneTimePassword, oneTimePasswordExpiresAt } from '@brigade/domain/access/one-time-password';
import { messages } from '@brigade/domain/messages/catalogue';
import type { OneTimePasswordResponse, UpdateUserRequest, User } from '@brigade/domain/schemas/users';
import type { Db } from '../../db/client.ts';
import { businessRule, conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { toUser } from './mapping.ts';
import * as repo from './repository.ts';
import type { UsersDeps } from './service.ts';

/** The SUPER making a change, and their own session (kept when they change their own account). */
export interface Actor {
  user_id: number;
  sessionId?: string;
}

type Edit = Omit<UpdateUserRequest, 'email'> & { email: string | null };

/**
 * Reads the target inside the transaction, after the active administrators' rows are locked, and refuses what
 * would lock everyone out (ADR 080): yourself deleted, disabled or demoted, or the last administrator.
 */
export async function guardedTarget(
  tx: Db,
  actorId: number,
  userId: number,
  change: AccountChange,
): Promise<repo.UserRow> {
  const administrators = await repo.lockActiveAdministrators(tx);
  const target = await repo.findById(tx, userId);
  if (!target) throw notFound();
  const holder = {
    user_id: target.userId,
    user_group: target.userGroup as UserGroup,
    user_category: target.userCategory as UserCategory,
    disabled: target.disabledAt !== null,
  };
  const refusal = accountChangeRefusal(actorId, holder, change, administrators.length);
  if (refusal) throw businessRule(messages[refusal]);
  return target;
}

/** Editing, disabling and enabling accounts, and one-time passwords (issue 23). */
export function createAccountActions(deps: UsersDeps) {
  const { db, clock, audit } = deps;
  const keep = (actor: Actor, userId: number) => (actor.user_id === userId ? actor.sessionId : undefined);

  return {
    /**
     * A stale `version` changes nothing and answers 409. A new group, category or company ends the user's
     * sessions at once: what a session may do is decided at login and cached (ADR 079).
     */
    async update(actor: Actor, userId: number, input: Edit): Promise<User> {
      const names = input.email ? [input.username, input.email] : [input.username];
      const { after, ended } = await uniqueOr(messages.usernameTaken, () =>
        db.transaction(async (tx) => {
          const edit = {
            kind: 'edit',
            user_group: input.user_group,
            user_category: input.user_category,
          } as const;
          const before = await guardedTarget(tx, actor.user_id, userId, edit);
          if (before.version !== input.version) throw conflict(messages.staleVersion);
          if (await repo.existsByLoginName(tx, names, userId)) throw conflict(messages.usernameTaken);
          const values = {
            username: input.username,
            email: input.email,
            userGroup: input.user_group,
            userCategory: input.user_category,
            companySlug: input.company_slug,
          };
          const now = clock();
          const row = await repo.updateIfVersion(tx, userId, input.version, values, now);
          if (!row) throw conflict(messages.staleVersion);
          const access = (r: repo.UserRow) => [r.userGroup, r.userCategory, r.companySlug].join();
          const accessChanged = access(before) !== access(row);
          if (accessChanged) await repo.endSessionsOf(tx, userId, now, keep(actor, userId));
          const change = { before: toUser(before), after: toUser(row), sessions_ended: accessChanged };
          await audit.record(
            { userId: actor.user_id, action: 'update', entity: 'user', entityId: userId, change },
            tx,
          );
          return { after: toUser(row), ended: accessChanged };
        }),
      );
      if (ended) await deps.sessionsEnded();
      return after;
    },

    /** Disables (every session ends; the password no longer logs in) or enables an account. */
    async setDisabled(actor: Actor, userId: number, disabled: boolean): Promise<User> {
      const user = await db.transaction(async (tx) => {
        const change: AccountChange = { kind: 'disable' };
        const before = disabled
          ? await guardedTarget(tx, actor.user_id, userId, change)
          : await repo.findById(tx, userId);
        if (!before) throw notFound();
        // Disabling a disabled account keeps the first date; enabling an active one changes nothing.
        if ((before.disabledAt !== null) === disabled) return toUser(before);
        const now = clock();
        const row = await repo.setDisabledAt(tx, userId, disabled ? now : null, now);
        if (!row) throw notFound();
        if (disabled) await repo.endSessionsOf(tx, userId, now);
        const entry = { disabled_at: row.disabledAt?.toISOString() ?? null };
        await audit.record(
          { userId: actor.user_id, action: 'update', entity: 'user', entityId: userId, change: entry },
          tx,
        );
        return toUser(row);
      });
      if (disabled) await deps.sessionsEnded();
      return user;
    },

    /**
     * A one-time password replaces the user's password: answered once (only its hash is kept), valid for 24 hours
     * and to be changed at the next login; the user's sessions end. Your own password you change yourself.
     */
    async createOneTimePassword(actor: Actor, userId: number): Promise<OneTimePasswordResponse> {
      if (actor.user_id === userId) throw businessRule(messages.cannotResetOwnPassword);
      const password = oneTimePassword((max) => randomInt(max));
      const passwordHash = await hashPassword(password);
      const now = clock();
      const expiresAt = oneTimePasswordExpiresAt(now);
      await db.transaction(async (tx) => {
        const row = await repo.updatePasswordHash(tx, userId, passwordHash, now, expiresAt);
        if (!row) throw notFound();
        await repo.endSessionsOf(tx, userId, now);
        const change = { one_time: true, expires_at: expiresAt.toISOString() };
        await audit.record(
          { userId: actor.user_id, action: 'password_change', entity: 'user', entityId: userId, change },
          tx,
        );
      });
      await deps.sessionsEnded();
      return { password, expires_at: expiresAt.toISOString() };
    },
  };
}
