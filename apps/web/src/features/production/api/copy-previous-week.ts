import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignWeek } from '@brigade/domain/schemas/production';
import { apiRequest } from '../../../lib/api-client.ts';
import { productionKeys } from './keys.ts';

/** POST /production/assignments/:start_date/copy-previous (level 1): 'Override from previous week'. */
export function copyPreviousWeek(startDate: string) {
  return apiRequest(`/production/assignments/${startDate}/copy-previous`, {
    method: 'POST',
    schema: assignWeek,
  });
}

/** Every slot of the week may change, so everything of the kitchen is read again afterwards. */
export function useCopyPreviousWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyPreviousWeek,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productionKeys.all }),
  });
}
