import {
  deliveryType,
  deliveryTypeList,
  type CreateDeliveryTypeRequest,
  type UpdateDeliveryTypeRequest,
} from '@brigade/domain/schemas/delivery';
import { crudResource } from '../../../lib/crud-resource.ts';
import { deliveryTypeOptionsKey } from '../../../lib/options/delivery-type-options.ts';

/** /delivery-types: list, get, create, update (version), delete (?version=). */
export const deliveryTypesApi = crudResource({
  path: '/delivery-types',
  item: deliveryType,
  list: deliveryTypeList,
  keyOf: (d) => d.delivery_type_id,
  alsoInvalidates: [deliveryTypeOptionsKey],
});
export const useCreateDeliveryType = () => deliveryTypesApi.useCreate<CreateDeliveryTypeRequest>();
export const useUpdateDeliveryType = () => deliveryTypesApi.useUpdate<UpdateDeliveryTypeRequest>();
