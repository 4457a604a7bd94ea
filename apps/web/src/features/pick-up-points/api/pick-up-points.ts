import {
  pickUpPoint,
  pickUpPointList,
  type CreatePickUpPointRequest,
  type UpdatePickUpPointRequest,
} from '@brigade/domain/schemas/pick-up-points';
import { crudResource } from '../../../lib/crud-resource.ts';
import { pickUpPointOptionsKey } from '../../../lib/options/pick-up-point-options.ts';

/** /pick-up-points: list (`q` searches names, company and address), get, create, update (version), delete. */
export const pickUpPointsApi = crudResource({
  path: '/pick-up-points',
  item: pickUpPoint,
  list: pickUpPointList,
  keyOf: (p) => p.pick_up_point_id,
  alsoInvalidates: [pickUpPointOptionsKey],
});
export const useCreatePickUpPoint = () => pickUpPointsApi.useCreate<CreatePickUpPointRequest>();
export const useUpdatePickUpPoint = () => pickUpPointsApi.useUpdate<UpdatePickUpPointRequest>();
