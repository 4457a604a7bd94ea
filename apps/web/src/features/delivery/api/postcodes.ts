import { postcode, postcodeList, type Postcode } from '@brigade/domain/schemas/postcodes';
import { crudResource } from '../../../lib/crud-resource.ts';

/** /postcodes: list (length up to 10000, `postcode_zone_id` filter; -1 = UNKNOWN), get, create, update, delete. */
export const postcodesApi = crudResource<Postcode, string, { postcode_zone_id?: number }>({
  path: '/postcodes',
  item: postcode,
  list: postcodeList,
  keyOf: (p) => p.postcode,
});
