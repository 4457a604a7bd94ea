import type { JobState, OutboxMessage } from '@brigade/domain/schemas/operations';

type ChipColour = 'default' | 'info' | 'success' | 'warning' | 'error';

/** A job's state as a chip colour: failed red, running blue, done green, waiting grey. */
export function jobStateColour(state: JobState): ChipColour {
  const colours: Record<JobState, ChipColour> = {
    created: 'default',
    retry: 'warning',
    active: 'info',
    completed: 'success',
    cancelled: 'default',
    failed: 'error',
  };
  return colours[state];
}

/** An e-mail's status as a chip colour. */
export function outboxStatusColour(status: OutboxMessage['status']): ChipColour {
  const colours: Record<OutboxMessage['status'], ChipColour> = {
    queued: 'info',
    sent: 'success',
    kept: 'default',
    failed: 'error',
  };
  return colours[status];
}

/** How far a running job has come: '3 / 10 (note)', or null when it reports nothing. */
export function progressText(progress: { done: number; total: number; note: string | null } | null) {
  if (!progress) return null;
  return `${progress.done} / ${progress.total}${progress.note ? ` (${progress.note})` : ''}`;
}
