import { useMutation, useQueryClient } from '@tanstack/react-query';
import { additionalDay, type PutAdditionalDayRequest } from '@brigade/domain/schemas/menus';
import { apiRequest } from '../../../lib/api-client.ts';
import { additionalDayKeys, menuKeys } from './keys.ts';

/** PUT /additional-days/:date: the whole day with the version read (409 when someone saved first). */
export function saveAdditionalDay({ date, ...body }: { date: string } & PutAdditionalDayRequest) {
  return apiRequest(`/additional-days/${date}`, { method: 'PUT', body, schema: additionalDay });
}

export function useSaveAdditionalDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdditionalDay,
    meta: { inlineErrors: true },
    onSuccess: async (day) => {
      queryClient.setQueryData(additionalDayKeys.detail(day.date), day);
      // The date's review tells whether the additional day changed since publishing.
      await queryClient.invalidateQueries({ queryKey: menuKeys.all });
    },
  });
}
