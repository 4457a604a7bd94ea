import type { JobState, JobView } from '@brigade/domain/schemas/operations';
import type { JobRow } from './repository.ts';

interface Output {
  progress?: { done: number; total: number; note: string | null };
  message?: string;
  [key: string]: unknown;
}

/**
 * A job as the developers' tools show it. pg-boss keeps one `output`: progress while it runs (ADR 056), the
 * handler's result when it completes, the error (with its `message`) when a try failed.
 */
export function toJobView(row: JobRow): JobView {
  const output = (row.output ?? null) as Output | null;
  const state = row.state as JobState;
  const failed = state === 'failed' || state === 'retry';
  return {
    id: row.id,
    name: row.name,
    state,
    retry_count: row.retryCount,
    retry_limit: row.retryLimit,
    created_at: row.createdOn.toISOString(),
    started_at: row.startedOn?.toISOString() ?? null,
    completed_at: row.completedOn?.toISOString() ?? null,
    progress: state === 'active' ? (output?.progress ?? null) : null,
    result: state === 'completed' && output ? output : null,
    error: failed ? (typeof output?.message === 'string' ? output.message : null) : null,
  };
}
