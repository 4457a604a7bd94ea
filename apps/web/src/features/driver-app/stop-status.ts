import { DELIVERY_OUTCOMES, canMoveTracking } from '@brigade/domain/logistics/tracking-flow';
import type { TrackingStatus } from '@brigade/domain/logistics/tracking-status';
import type { QueuedAction } from './offline-queue.ts';

export type StatusTone = 'default' | 'info' | 'success' | 'error' | 'warning';

/** How a status looks: grey before the drive, blue on the way, green delivered, red not delivered or failed. */
export function statusTone(status: TrackingStatus): StatusTone {
  if (status === 3) return 'info';
  if (status >= 4 && status <= 6) return 'success';
  if (status === 7) return 'error';
  if (status === 9) return 'warning';
  return 'default';
}

/** The status the stop has once the server took an action (check-in: en route; delivery: its outcome). */
export function statusAfter(action: QueuedAction): TrackingStatus {
  return action.kind === 'check-in' ? 3 : DELIVERY_OUTCOMES[action.outcome];
}

/**
 * The status the driver works from: the server's, moved on by the actions still waiting for it, so that a
 * check-in taken offline already offers 'Delivered'.
 */
export function expectedStatus(status: TrackingStatus, pending: readonly QueuedAction[]): TrackingStatus {
  return pending.reduce<TrackingStatus>((current, action) => {
    const next = statusAfter(action);
    return canMoveTracking(current, next) ? next : current;
  }, status);
}

export interface StopActions {
  checkIn: boolean;
  deliver: boolean;
  notDelivered: boolean;
}

/** What a driver can do at a stop of that status (the tracking flow, without the moves to the same status). */
export function stopActions(status: TrackingStatus): StopActions {
  return {
    checkIn: canMoveTracking(status, 3),
    deliver: canMoveTracking(status, 4),
    notDelivered: canMoveTracking(status, 7),
  };
}
