import { mismatchConfirmation } from '@brigade/domain/schemas/week';
import { apiRequest } from '../../../lib/api-client.ts';
import { useWeekMutation } from './use-week-mutation.ts';

type Args = { orderId: number; weekStart: string; confirmed: boolean };

/**
 * POST (confirmed) or DELETE /orders/:id/delivery-mismatch-confirmations: customer service confirms, or
 * withdraws, for one week that the order's delivery type may differ from its zone's. Both are idempotent.
 */
export function setMismatchConfirmation({ orderId, weekStart, confirmed }: Args) {
  const path = `/orders/${orderId}/delivery-mismatch-confirmations`;
  return confirmed
    ? apiRequest(path, { method: 'POST', body: { week_start: weekStart }, schema: mismatchConfirmation })
    : apiRequest(path, { method: 'DELETE', query: { week_start: weekStart }, schema: mismatchConfirmation });
}

export const useSetMismatchConfirmation = () => useWeekMutation(setMismatchConfirmation);
