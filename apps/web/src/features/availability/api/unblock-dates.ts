import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { blockedDateKeys } from './keys.ts';

/** DELETE /availability/dates-blocked?dates=a,b: 204; dates that were not blocked are ignored. */
export async function unblockDates(dates: readonly string[]): Promise<void> {
  await apiRequest('/availability/dates-blocked', { method: 'DELETE', query: { dates: dates.join(',') } });
}

export function useUnblockDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockDates,
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockedDateKeys.lists() }),
  });
}
