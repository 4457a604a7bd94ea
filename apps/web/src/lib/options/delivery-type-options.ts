import { useQuery } from '@tanstack/react-query';
import { deliveryTypeList } from '@brigade/domain/schemas/delivery';
import { optionList } from './option-list.ts';

/** Every write to /delivery-types invalidates this key. */
export const deliveryTypeOptionsKey = ['options', 'delivery-types'] as const;

/** The delivery types (by name) an order or a delivery zone can use. */
export function useDeliveryTypeOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...optionList(deliveryTypeOptionsKey, '/delivery-types', deliveryTypeList, 'name'),
    enabled,
  });
}
