import { postcodeZone, postcodeZoneList } from '@brigade/domain/schemas/delivery';
import { crudResource } from '../../../lib/crud-resource.ts';

/** /postcode-zones (the Delivery zones screen): list, get, create, update (version), delete (?version=). */
export const zonesApi = crudResource({
  path: '/postcode-zones',
  item: postcodeZone,
  list: postcodeZoneList,
  keyOf: (z) => z.postcode_zone_id,
});
