import type { JobListQuery } from '@brigade/domain/schemas/operations';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bossArchive, bossJobs } from './tables.ts';

export type JobRow = Awaited<ReturnType<typeof listJobs>>[number];

const LIST_LIMIT = 200;

type JobTable = typeof bossJobs | typeof bossArchive;

function selectFrom(db: Db, table: JobTable, where: SQL | undefined) {
  return db
    .select({
      id: table.id,
      name: table.name,
      state: table.state,
      retryCount: table.retryCount,
      retryLimit: table.retryLimit,
      createdOn: table.createdOn,
      startedOn: table.startedOn,
      completedOn: table.completedOn,
      output: table.output,
    })
    .from(table)
    .where(where);
}

const filters = (table: JobTable, query: JobListQuery & { id?: string }) =>
  and(
    query.state ? eq(table.state, query.state) : undefined,
    query.name ? eq(table.name, query.name) : undefined,
    query.id ? eq(table.id, query.id) : undefined,
  );

/** The newest jobs first, from the live table and the archive. */
export async function listJobs(db: Db, query: JobListQuery & { id?: string }) {
  const live = selectFrom(db, bossJobs, filters(bossJobs, query));
  const archived = selectFrom(db, bossArchive, filters(bossArchive, query));
  return unionAll(live, archived)
    .orderBy(sql`"created_on" desc`)
    .limit(LIST_LIMIT);
}

export async function findJob(db: Db, name: string, id: string): Promise<JobRow | undefined> {
  const [row] = await listJobs(db, { name, id });
  return row;
}
