import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  productionStageResponse,
  type DaySlot,
  type PutProductionStageRequest,
} from '@brigade/domain/schemas/production';
import { apiRequest } from '../../../lib/api-client.ts';
import { patchDay, refreshWeeks } from './patch-week.ts';

export interface StageInput extends PutProductionStageRequest {
  date: string;
  slot: DaySlot;
}

/** PUT /production/days/:date/slots/:slot/stage (level 2): the meal's stage and done mark. */
export function putProductionStage({ date, slot, ...body }: StageInput) {
  return apiRequest(`/production/days/${date}/slots/${slot}/stage`, {
    method: 'PUT',
    body,
    schema: productionStageResponse,
  });
}

/** is_done shows only after the server confirms, so the cache changes on success, never before. */
export function usePutProductionStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProductionStage,
    onSuccess: (confirmed, { date }) =>
      patchDay(queryClient, date, (day) => ({
        ...day,
        slots: day.slots.map((s) => (s.slot === confirmed.slot ? { ...s, ...confirmed } : s)),
      })),
    onError: () => refreshWeeks(queryClient),
  });
}
