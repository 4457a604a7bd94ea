import type { z } from 'zod';
import type { CheckInRequest, DeliverRequest, DriverStop } from '@brigade/domain/schemas/dispatch';
import { apiRequest } from '../../../lib/api-client.ts';
import type { QueuedAction } from '../offline-queue.ts';
import { runPath, type RunRef } from './get-driver-run.ts';

/** POST …/stops/:code/check-in or …/deliver: one queued action; the answer is the stop as the server has it. */
export function sendStopAction(run: RunRef, action: QueuedAction): Promise<DriverStop> {
  const { action_id, at } = action;
  const body: CheckInRequest | DeliverRequest =
    action.kind === 'check-in'
      ? { action_id, at }
      : { action_id, at, outcome: action.outcome, reason: action.reason, note: action.note };
  return apiRequest<z.ZodType<DriverStop>>(
    `${runPath(run)}/stops/${encodeURIComponent(action.code)}/${action.kind}`,
    {
      method: 'POST',
      body,
      authFailure: 'report',
    },
  );
}
