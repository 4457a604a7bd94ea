import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    userGroup: text('user_group').notNull().default('CHEF'),
    userCategory: text('user_category').notNull().default('AP'),
    companySlug: text('company_slug').notNull().default('default'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    /** Set while a SUPER has disabled the account: it cannot log in (ADR 080). */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /** The password is a one-time password: the user must change it before anything else (ADR 080). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Until when that one-time password logs in; null when the password is the user's own. */
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Login accepts username or e-mail in any case, so uniqueness must ignore case too.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
