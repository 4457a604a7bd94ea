import { courier, courierList } from '@brigade/domain/schemas/delivery';
import { crudResource } from '../../../lib/crud-resource.ts';
import { courierOptionsKey } from '../../../lib/options/courier-options.ts';

/** /couriers: list, get, create, update (version), delete (?version=). */
export const couriersApi = crudResource({
  path: '/couriers',
  item: courier,
  list: courierList,
  keyOf: (c) => c.courier_id,
  alsoInvalidates: [courierOptionsKey],
});
