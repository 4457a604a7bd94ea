import { z } from 'zod';
import { exportFormatField, listQuery, listResponse } from './common.ts';

/** An allergen of the list as a customer carries it (name in EN and DE). */
export const customerAllergen = z.object({
  allergen_id: z.number().int(),
  name: z.string(),
  name_de: z.string(),
});
export type CustomerAllergen = z.infer<typeof customerAllergen>;

/** A customer's health profile: allergens and warnings of the list, then what the list does not name. */
export const healthProfileShape = {
  allergens: z.array(customerAllergen),
  warnings: z.array(customerAllergen),
  other_allergens: z.array(z.string()),
  other_warnings: z.array(z.string()),
  dislikes: z.array(z.string()),
  special_requirements: z.string(),
};

/** A row of /customers/allergies: an active customer's health profile. */
export const customerAllergyItem = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  ...healthProfileShape,
});
export type CustomerAllergyItem = z.infer<typeof customerAllergyItem>;

export const customerAllergyQuery = listQuery(['name']).extend({
  allergen_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
/** The allergies overview's query as the server reads it (defaults applied). */
export type CustomerAllergyParams = z.output<typeof customerAllergyQuery>;
export const customerAllergyExportQuery = customerAllergyQuery.extend(exportFormatField);
export const customerAllergyList = listResponse(customerAllergyItem);
