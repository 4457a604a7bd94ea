import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productionSlot, type DaySlot } from '@brigade/domain/schemas/production';
import { apiRequest } from '../../../lib/api-client.ts';
import { patchDay, refreshWeeks } from './patch-week.ts';

export interface QtyAdjustInput {
  date: string;
  slot: DaySlot;
  qty_adjust: number;
  version: number;
}

/** PUT /production/days/:date/slots/:slot/qty-adjust (level 1): the 'adjust daily meal quantity' dialog. */
export function putQtyAdjust({ date, slot, ...body }: QtyAdjustInput) {
  return apiRequest(`/production/days/${date}/slots/${slot}/qty-adjust`, {
    method: 'PUT',
    body,
    schema: productionSlot,
  });
}

export function usePutQtyAdjust() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putQtyAdjust,
    meta: { inlineErrors: true },
    onSuccess: (slot, { date }) =>
      patchDay(queryClient, date, (day) => ({
        ...day,
        slots: day.slots.map((s) => (s.slot === slot.slot ? slot : s)),
      })),
    onError: () => refreshWeeks(queryClient),
  });
}
