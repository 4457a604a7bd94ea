import {
  postcodeZone,
  postcodeZoneList,
  type CreatePostcodeZoneRequest,
  type UpdatePostcodeZoneRequest,
} from '@brigade/domain/schemas/delivery';
import { crudResource } from '../../../lib/crud-resource.ts';

/** /postcode-zones (the Delivery zones screen): list, get, create, update (version), delete (?version=). */
export const zonesApi = crudResource({
  path: '/postcode-zones',
  item: postcodeZone,
  list: postcodeZoneList,
  keyOf: (z) => z.postcode_zone_id,
});
export const useCreateZone = () => zonesApi.useCreate<CreatePostcodeZoneRequest>();
export const useUpdateZone = () => zonesApi.useUpdate<UpdatePostcodeZoneRequest>();
