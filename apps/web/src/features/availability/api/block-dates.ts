import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockDatesResponse, type BlockDatesRequest } from '@brigade/domain/schemas/availability';
import { apiRequest } from '../../../lib/api-client.ts';
import { blockedDateKeys } from './keys.ts';

/** POST /availability/dates-blocked: 201 with the dates added and those already blocked. */
export function blockDates(body: BlockDatesRequest) {
  return apiRequest('/availability/dates-blocked', { method: 'POST', body, schema: blockDatesResponse });
}

export function useBlockDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockDates,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockedDateKeys.lists() }),
  });
}
