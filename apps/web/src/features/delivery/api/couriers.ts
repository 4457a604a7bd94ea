import {
  courier,
  courierList,
  type CreateCourierRequest,
  type UpdateCourierRequest,
} from '@brigade/domain/schemas/delivery';
import { deliveryResource } from './resource.ts';

/** /couriers: list, get, create, update (version), delete (?version=). */
export const couriersApi = deliveryResource({
  path: '/couriers',
  item: courier,
  list: courierList,
  keyOf: (c) => c.courier_id,
});
export const useCreateCourier = () => couriersApi.useCreate<CreateCourierRequest>();
export const useUpdateCourier = () => couriersApi.useUpdate<UpdateCourierRequest>();
