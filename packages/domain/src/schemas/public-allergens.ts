import { z } from 'zod';
import { EU_ALLERGEN_CODES } from '../allergens/eu-allergens.ts';

/**
 * GET /public/recipes/analysis/:idVariant/allergens: the allergens of the dish on the customer-facing page —
 * the EU-14 code (the page names it in the reader's language), else the catalogue's names; `incomplete` when an
 * ingredient's allergens were never reviewed (never shown as free of an allergen because data is missing).
 */
export const publicRecipeAllergens = z.object({
  recipe_id: z.number().int(),
  items: z.array(
    z.object({
      code: z.enum(EU_ALLERGEN_CODES).nullable(),
      name: z.string(),
      name_de: z.string(),
      may_contain: z.boolean(),
    }),
  ),
  incomplete: z.boolean(),
});
export type PublicRecipeAllergens = z.infer<typeof publicRecipeAllergens>;
