import { useQuery } from '@tanstack/react-query';
import { courierList } from '@brigade/domain/schemas/delivery';
import { optionList } from './option-list.ts';

/** Every write to /couriers invalidates this key. */
export const courierOptionsKey = ['options', 'couriers'] as const;

/** The couriers (by name) a delivery type's columns or a zone's default can name. */
export function useCourierOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...optionList(courierOptionsKey, '/couriers', courierList, 'name'), enabled });
}
