import { randomUUID } from 'node:crypto';
import { messages } from '@brigade/domain/messages/catalogue';
import type { LoginRequest, Me } from '@brigade/domain/schemas/auth';
import type { Database, Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import { AppError, businessRule, notFound, unauthorised } from '../../lib/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import type { AuditService } from '../audit/service.ts';
import type { UsersService } from '../users/service.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { sessionMe, toMe } from './mapping.ts';
import * as repo from './repository.ts';
import { refuseLogin } from './login-checks.ts';
import { createSessionTokens } from './session-token.ts';

/** The user behind a request, as the access policy and the handlers see it. */
export interface SessionUser extends Me {
  sessionId: string;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  sessionSecret: string;
  sessionTtlHours: number;
  limiter: LoginLimiter;
  users: UsersService;
  audit: AuditService;
  /** Live sessions read in the last few seconds, and the database whose NOTIFY tells other instances (ADR 079). */
  sessions: { cache: SessionCache<repo.ActiveSessionRow>; database: Pick<Database, 'db' | 'listen'> };
}) {
  const { db, clock, users, audit, limiter } = deps;
  const { cache } = deps.sessions;
  const revoked = () => cache.revoked(deps.sessions.database);
  const tokens = createSessionTokens(deps.sessionSecret);

  return {
    async login(input: Required<LoginRequest>, client: ClientInfo) {
      const wait = await limiter.retryAfter(client.ip, input.username);
      if (wait > 0) {
        throw new AppError(429, 'RATE_LIMITED', messages.tooManyLogins, undefined, {
          'retry-after': String(wait),
        });
      }
      const found = await users.findCredentials(input.username);
      // Unknown user, wrong password and wrong category all answer the same, after the same amount of work.
      const passwordOk = found
        ? await verifyPassword(found.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!found || !passwordOk || found.user.user_category !== input.category) {
        await limiter.fail(client.ip, input.username);
        throw unauthorised(messages.unauthorised);
      }
      await limiter.succeed(client.ip, input.username);

      const now = clock();
      refuseLogin(found, now);
      const expiresAt = new Date(now.getTime() + deps.sessionTtlHours * 3_600_000);
      const sessionId = randomUUID();
      await db.transaction(async (tx) => {
        await repo.insertSession(tx, {
          sessionId,
          userId: found.user.user_id,
          createdAt: now,
          expiresAt,
          userAgent: client.userAgent?.slice(0, 500) ?? null,
          ip: client.ip,
        });
        await audit.record(
          {
            userId: found.user.user_id,
            action: 'login',
            entity: 'session',
            entityId: sessionId,
            change: { ip: client.ip },
          },
          tx,
        );
      });
      const token = await tokens.sign({ userId: found.user.user_id, sessionId }, now, expiresAt);
      return { me: toMe(found.user), token, expiresAt };
    },

    /** The user of a token, or null when the token is invalid, expired or its session was revoked. */
    async authenticate(token: string): Promise<SessionUser | null> {
      const now = clock();
      const claims = await tokens.verify(token, now);
      if (!claims) return null;
      let row = cache.get(claims.sessionId, claims.userId, now.getTime());
      if (!row) {
        const startedAt = cache.readStarted();
        row = await repo.findActiveSession(db, claims.sessionId, claims.userId, now);
        if (!row) return null;
        cache.put(row, startedAt, now.getTime(), row.expiresAt.getTime());
      }
      const me = sessionMe(row);
      return { ...me, sessionId: row.sessionId };
    },

    /** Sessions were ended elsewhere (a deleted user): forget the cached ones here and on every instance. */
    sessionsEnded: revoked,

    async logout(session: SessionUser): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.revokeSession(tx, session.sessionId, clock());
        await audit.record(
          { userId: session.user_id, action: 'logout', entity: 'session', entityId: session.sessionId },
          tx,
        );
      });
      await revoked();
    },

    /** The user's own change: checks the current password and ends every other session of the user. */
    async changePassword(session: SessionUser, currentPassword: string, newPassword: string): Promise<void> {
      const found = await users.getCredentials(session.user_id);
      if (!found) throw unauthorised();
      if (!(await verifyPassword(found.passwordHash, currentPassword))) {
        throw businessRule(messages.currentPasswordWrong);
      }
      if (newPassword === currentPassword) throw businessRule(messages.newPasswordSameAsOld);
      await storePassword(session.user_id, session.user_id, newPassword, session.sessionId);
    },

    /** An administrator sets a user's password: every session of that user ends (but not the admin's own). */
    async setUserPassword(actor: SessionUser, userId: number, newPassword: string): Promise<void> {
      if (!(await users.getCredentials(userId))) throw notFound();
      await storePassword(
        actor.user_id,
        userId,
        newPassword,
        actor.user_id === userId ? actor.sessionId : undefined,
      );
    },
  };

  async function storePassword(actorId: number, userId: number, password: string, keepSessionId?: string) {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await users.storePasswordHash(tx, userId, passwordHash);
      await repo.revokeUserSessions(tx, userId, clock(), keepSessionId);
      await audit.record(
        { userId: actorId, action: 'password_change', entity: 'user', entityId: userId },
        tx,
      );
    });
    await revoked();
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
