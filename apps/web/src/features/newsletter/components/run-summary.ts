import { MAILING_RESULTS, type MailingResult, type SignUpRun } from '@brigade/domain/schemas/newsletter';
import type { JobProgressEvent } from '@brigade/domain/schemas/operations';
import { isRunSettled } from '../api/newsletter.ts';

/** How many contacts got each answer, in the order the screen names them. */
export function countResults(run: Pick<SignUpRun, 'results'>): Record<MailingResult, number> {
  const counts = Object.fromEntries(MAILING_RESULTS.map((r) => [r, 0])) as Record<MailingResult, number>;
  for (const { result } of run.results) counts[result] += 1;
  return counts;
}

/** The order the summary names the answers: the good news first. */
export const summaryOrder: readonly MailingResult[] = [
  'SUCCESS',
  'ALREADY_SIGNED_UP',
  'NO_SIGN_UP',
  'FAILED',
];

export interface RunProgress {
  done: number;
  /** Null until the run knows how many it signs up. */
  total: number | null;
  /** 0–100 for the progress bar. */
  percent: number;
}

/**
 * How far a run is: the job's own progress (over SSE, every few contacts) or the answers read so far, whichever
 * is further; a settled run is done.
 */
export function runProgress(
  run: Pick<SignUpRun, 'state' | 'total' | 'results'> | undefined,
  live: Pick<JobProgressEvent, 'done' | 'total'> | undefined,
  chosen: number,
): RunProgress {
  const total = run?.total ?? live?.total ?? (chosen > 0 ? chosen : null);
  const done = Math.max(run?.results.length ?? 0, live?.done ?? 0);
  if (run && isRunSettled(run.state)) return { done, total: total ?? done, percent: 100 };
  if (!total) return { done, total, percent: 0 };
  return { done, total, percent: Math.min(100, Math.round((done / total) * 100)) };
}
