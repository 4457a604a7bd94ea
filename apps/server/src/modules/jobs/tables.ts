import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { JOB_SCHEMA } from '../../lib/job-queue.ts';

// pg-boss's own tables, read-only here (pg-boss creates and migrates them; drizzle-kit does not see this file).
const boss = pgSchema(JOB_SCHEMA);

const columns = {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  retryCount: integer('retry_count').notNull(),
  retryLimit: integer('retry_limit').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull(),
  startedOn: timestamp('started_on', { withTimezone: true, mode: 'date' }),
  completedOn: timestamp('completed_on', { withTimezone: true, mode: 'date' }),
  output: jsonb('output'),
};

/** Jobs waiting, running, failed, or finished within the day. */
export const bossJobs = boss.table('job', columns);
/** Older finished jobs, kept 30 days. */
export const bossArchive = boss.table('archive', columns);
