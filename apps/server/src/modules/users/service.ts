import type { CompanySlug, UserCategory, UserGroup } from '@brigade/domain/access/privilege';
import { messages } from '@brigade/domain/messages/catalogue';
import type { User, UserListQuery } from '@brigade/domain/schemas/users';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createAccountActions, guardedTarget } from './accounts.ts';
import { toUser } from './mapping.ts';
import * as repo from './repository.ts';

export interface NewUser {
  username: string;
  email: string | null;
  password: string;
  user_group: UserGroup;
  user_category: UserCategory;
  company_slug: CompanySlug;
}

/** What login needs to know about a user: never sent to a client. */
export interface UserCredentials {
  user: User;
  passwordHash: string;
  /** Until when a one-time password logs in; null for the user's own password. */
  passwordExpiresAt: Date | null;
}

const credentialsOf = (row: repo.UserRow): UserCredentials => ({
  user: toUser(row),
  passwordHash: row.passwordHash,
  passwordExpiresAt: row.passwordExpiresAt,
});

/** Staff accounts: a username (and optional e-mail) that logs in, a group, a login category and a company. */
export interface UsersDeps extends CoreDeps {
  /** Called once a change that ends a user's sessions has committed: the session cache forgets them (ADR 079). */
  sessionsEnded: () => Promise<void>;
}

export function createUsersService(deps: UsersDeps) {
  const { db, clock, audit } = deps;

  return {
    ...createAccountActions(deps),

    async list(query: UserListQuery) {
      const { rows, total } = await repo.findPage(db, query);
      return { items: rows.map(toUser), total };
    },

    async get(userId: number): Promise<User> {
      const row = await repo.findById(db, userId);
      if (!row) throw notFound();
      return toUser(row);
    },

    count: () => repo.countAll(db),

    async create(actorId: number | null, input: NewUser): Promise<User> {
      // A username may not equal anyone's e-mail and vice versa: login accepts either, so both must be unique.
      const names = input.email ? [input.username, input.email] : [input.username];
      if (await repo.existsByLoginName(db, names)) throw conflict(messages.usernameTaken);
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      // Two concurrent creates both pass the check above; the unique index decides.
      return uniqueOr(messages.usernameTaken, () =>
        db.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            username: input.username,
            email: input.email,
            passwordHash,
            userGroup: input.user_group,
            userCategory: input.user_category,
            companySlug: input.company_slug,
            createdAt: now,
            updatedAt: now,
          });
          const user = toUser(row);
          await audit.record(
            { userId: actorId, action: 'create', entity: 'user', entityId: user.user_id, change: user },
            tx,
          );
          return user;
        }),
      );
    },

    /** Not yourself, not the last administrator (ADR 080). */
    async remove(actorId: number, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await guardedTarget(tx, actorId, userId, { kind: 'delete' });
        // Sessions go with the user (ON DELETE CASCADE), so a deleted user is logged out everywhere at once.
        const row = await repo.deleteById(tx, userId);
        if (!row) throw notFound();
        await audit.record(
          { userId: actorId, action: 'delete', entity: 'user', entityId: userId, change: toUser(row) },
          tx,
        );
      });
      await deps.sessionsEnded();
    },

    async findCredentials(login: string): Promise<UserCredentials | undefined> {
      const row = await repo.findByLogin(db, login);
      return row && credentialsOf(row);
    },

    async getCredentials(userId: number): Promise<UserCredentials | undefined> {
      const row = await repo.findById(db, userId);
      return row && credentialsOf(row);
    },

    /**
     * Stores the user's own new hash inside the caller's transaction (the auth service also revokes sessions in
     * it); a one-time password's flag and expiry go with it.
     */
    async storePasswordHash(tx: Db, userId: number, passwordHash: string): Promise<User> {
      const row = await repo.updatePasswordHash(tx, userId, passwordHash, clock());
      if (!row) throw notFound();
      return toUser(row);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
