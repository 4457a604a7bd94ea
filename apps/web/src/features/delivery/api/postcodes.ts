import {
  postcode,
  postcodeList,
  type CreatePostcodeRequest,
  type Postcode,
  type UpdatePostcodeRequest,
} from '@brigade/domain/schemas/delivery';
import { deliveryResource } from './resource.ts';

/** /postcodes: list (length up to 10000, `postcode_zone_id` filter; -1 = UNKNOWN), get, create, update, delete. */
export const postcodesApi = deliveryResource<Postcode, string, { postcode_zone_id?: number }>({
  path: '/postcodes',
  item: postcode,
  list: postcodeList,
  keyOf: (p) => p.postcode,
});
export const useCreatePostcode = () => postcodesApi.useCreate<CreatePostcodeRequest>();
export const useUpdatePostcode = () => postcodesApi.useUpdate<UpdatePostcodeRequest>();
