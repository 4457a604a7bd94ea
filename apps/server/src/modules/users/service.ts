import type { CompanySlug, UserCategory, UserGroup } from '@brigade/domain/access/privilege';
import { messages } from '@brigade/domain/messages/catalogue';
import type { User } from '@brigade/domain/schemas/users';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessRule, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

export interface NewUser {
  username: string;
  email: string | null;
  password: string;
  user_group: UserGroup;
  user_category: UserCategory;
  company_slug: CompanySlug;
}

export interface UserListParams {
  start: number;
  length: number;
  q?: string | undefined;
  sort_by?: 'username' | 'email' | 'user_group' | 'user_category' | 'created_at' | undefined;
  sort_dir: 'asc' | 'desc';
}

/** What login needs to know about a user: never sent to a client. */
export interface UserCredentials {
  user: User;
  passwordHash: string;
}

/** Rows become the wire type here, so ORM types never reach a route. */
export function toUser(row: repo.UserRow): User {
  return {
    user_id: row.userId,
    username: row.username,
    email: row.email,
    user_group: row.userGroup as UserGroup,
    user_category: row.userCategory as UserCategory,
    company_slug: row.companySlug as CompanySlug,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}

export function createUsersService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  return {
    async list(params: UserListParams) {
      const { rows, total } = await repo.findPage(db, {
        start: params.start,
        length: params.length,
        q: params.q,
        sortBy: params.sort_by,
        sortDir: params.sort_dir,
      });
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
      try {
        return await db.transaction(async (tx) => {
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
        });
      } catch (error) {
        // Two concurrent creates both pass the check above; the unique index decides.
        if (isUniqueViolation(error)) throw conflict(messages.usernameTaken);
        throw error;
      }
    },

    async remove(actorId: number, userId: number): Promise<void> {
      if (actorId === userId) throw businessRule(messages.cannotDeleteSelf);
      await db.transaction(async (tx) => {
        // Sessions go with the user (ON DELETE CASCADE), so a deleted user is logged out everywhere at once.
        const row = await repo.deleteById(tx, userId);
        if (!row) throw notFound();
        await audit.record(
          { userId: actorId, action: 'delete', entity: 'user', entityId: userId, change: toUser(row) },
          tx,
        );
      });
    },

    async findCredentials(login: string): Promise<UserCredentials | undefined> {
      const row = await repo.findByLogin(db, login);
      return row && { user: toUser(row), passwordHash: row.passwordHash };
    },

    async getCredentials(userId: number): Promise<UserCredentials | undefined> {
      const row = await repo.findById(db, userId);
      return row && { user: toUser(row), passwordHash: row.passwordHash };
    },

    /** Stores a new hash inside the caller's transaction (the auth service also revokes sessions in it). */
    async storePasswordHash(tx: Db, userId: number, passwordHash: string): Promise<User> {
      const row = await repo.updatePasswordHash(tx, userId, passwordHash, clock());
      if (!row) throw notFound();
      return toUser(row);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
