import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { NUTRIENT_FIELDS, type NutrientField } from './ingredients.ts';

// The recipe-data service (ADR 039): Brigade computes nutrition from its own ingredient data; when a
// recipe-data service is configured (RECIPE_DATA_URL), a chef can look an ingredient's nutrients up there.

export const recipeDataStatus = z.object({
  /** Whether a recipe-data service is configured; the lookup is hidden otherwise. */
  configured: z.boolean(),
});

export const recipeDataSearchQuery = z.object({
  q: z
    .string({ error: messages.recipeDataQueryRequired })
    .trim()
    .min(2, { error: messages.recipeDataQueryRequired })
    .max(100, { error: messages.recipeDataQueryRequired }),
});

export const recipeDataCandidate = z.object({
  /** The service's own id of the ingredient. */
  external_id: z.string(),
  name: z.string(),
});
export type RecipeDataCandidate = z.infer<typeof recipeDataCandidate>;

export const recipeDataSearchResponse = z.object({ items: z.array(recipeDataCandidate) });

/** The service's ids are short tokens (Spoonacular: digits); anything else names no ingredient there. */
export const recipeDataIdParam = z.object({
  externalId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: messages.recipeDataIngredientUnknown }),
});

/** Nutrients per 100 g in Brigade's fields (null: the service does not give it), and where they came from. */
export const recipeDataNutrients = z.object({
  external_id: z.string(),
  name: z.string(),
  /** For the ingredient's `source`, e.g. 'spoonacular ingredient 9266'. */
  source: z.string(),
  ...(Object.fromEntries(NUTRIENT_FIELDS.map((f) => [f, z.number().nullable()])) as Record<
    NutrientField,
    z.ZodNullable<z.ZodNumber>
  >),
});
export type RecipeDataNutrients = z.infer<typeof recipeDataNutrients>;
