import { useMutation, useQueryClient } from '@tanstack/react-query';
import { weekKeys } from './keys.ts';

/** A write of the week screens: on success or failure (409) the week and the overview are read again. */
export function useWeekMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: weekKeys.all });
  return useMutation({ mutationFn, meta: { inlineErrors: true }, onSuccess: refresh, onError: refresh });
}
