import { useQuery } from '@tanstack/react-query';
import { pickUpPointList } from '@brigade/domain/schemas/pick-up-points';
import { optionList } from './option-list.ts';

/** Every write to /pick-up-points invalidates this key. */
export const pickUpPointOptionsKey = ['options', 'pick-up-points'] as const;

/** The pick-up points (by name) a customer, an order or a programme customer can collect from. */
export function usePickUpPointOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...optionList(pickUpPointOptionsKey, '/pick-up-points', pickUpPointList, 'name'),
    enabled,
  });
}
