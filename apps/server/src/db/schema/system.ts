import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who changed what and when: every write, and reads of health data. No foreign key on user_id: the trail must
 * outlive the user it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    change: jsonb('change'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_at_idx').on(t.at)],
);

/** Small key/value settings shared by every instance (the current app version, seed markers). */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The server-sent events of the last hour, numbered (ADR 083): every instance hears a new one through NOTIFY and a
 * browser or an instance that reconnects reads what it missed after the last id it saw.
 */
export const serverEvents = pgTable(
  'server_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    data: jsonb('data').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('server_events_at_idx').on(t.at)],
);

/**
 * Counters of the limiters shared by every instance (ADR 083): failed logins per client and username, requests per
 * client a minute. A row counts `hits` until `reset_at` (epoch ms), then starts again.
 */
export const limiterCounts = pgTable('limiter_counts', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
});
