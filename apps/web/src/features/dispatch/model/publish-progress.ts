import { publishResult, type PublishResult } from '@brigade/domain/schemas/dispatch';
import type { JobProgressEvent } from '@brigade/domain/schemas/operations';

export interface PublishProgress {
  /** 0–100, or null while nothing is known yet (the bar runs without a value). */
  percent: number | null;
  done: number;
  total: number;
  /** The job's result, once it has sent it (its last progress note). */
  result: PublishResult | null;
}

/** The publish job's result from a progress note (JSON), or null for any other note. */
function resultOf(note: string | null | undefined): PublishResult | null {
  if (!note) return null;
  try {
    const parsed = publishResult.safeParse(JSON.parse(note));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Where a publish job is, from its latest progress event. */
export function publishProgress(event: JobProgressEvent | undefined): PublishProgress {
  if (!event) return { percent: null, done: 0, total: 0, result: null };
  const result = resultOf(event.note);
  const percent = result ? 100 : event.total > 0 ? Math.round((event.done / event.total) * 100) : null;
  return { percent, done: event.done, total: event.total, result };
}
