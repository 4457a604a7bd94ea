import {
  allergen,
  allergenList,
  type CreateAllergenRequest,
  type UpdateAllergenRequest,
} from '@brigade/domain/schemas/allergens';
import { crudResource } from '../../../lib/crud-resource.ts';
import { allergenOptionsKey } from '../../../lib/options/allergen-options.ts';

/** /allergens: list (`q` searches both names), get, create (409: name taken), update (version), delete. */
export const allergensApi = crudResource({
  path: '/allergens',
  item: allergen,
  list: allergenList,
  keyOf: (a) => a.allergen_id,
  alsoInvalidates: [allergenOptionsKey],
});
export const useCreateAllergen = () => allergensApi.useCreate<CreateAllergenRequest>();
export const useUpdateAllergen = () => allergensApi.useUpdate<UpdateAllergenRequest>();
