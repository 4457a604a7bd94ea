import {
  deliveryType,
  deliveryTypeList,
  type CreateDeliveryTypeRequest,
  type UpdateDeliveryTypeRequest,
} from '@brigade/domain/schemas/delivery';
import { deliveryResource } from './resource.ts';

/** /delivery-types: list, get, create, update (version), delete (?version=). */
export const deliveryTypesApi = deliveryResource({
  path: '/delivery-types',
  item: deliveryType,
  list: deliveryTypeList,
  keyOf: (d) => d.delivery_type_id,
});
export const useCreateDeliveryType = () => deliveryTypesApi.useCreate<CreateDeliveryTypeRequest>();
export const useUpdateDeliveryType = () => deliveryTypesApi.useUpdate<UpdateDeliveryTypeRequest>();
