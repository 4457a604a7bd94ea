import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { MEAL_TYPES } from '../programmes/meal-types.ts';
import { recipeAllergenEntry, recipeLayer } from './recipe-parts.ts';

export const RECIPE_EXPORT_MAX = 100;

/** `?ids=1,2,3`: the recipes to print or download, in that order (each once, at most 100). */
export const recipeIdsQuery = z.object({
  ids: z
    .string({ error: messages.recipeExportIdsInvalid })
    .trim()
    .max(5000, { error: messages.recipeExportIdsInvalid })
    .regex(/^\d{1,10}(\s*,\s*\d{1,10})*$/, { error: messages.recipeExportIdsInvalid })
    .transform((text) => [...new Set(text.split(',').map((part) => Number(part.trim())))])
    .refine((ids) => ids.length <= RECIPE_EXPORT_MAX && ids.every((id) => id >= 1 && id <= 2_147_483_647), {
      error: messages.recipeExportIdsInvalid,
    }),
});

export const recipeCardLine = z.object({
  position: z.number().int(),
  ingredient_id: z.number().int(),
  ingredient_name: z.string(),
  ingredient_name_de: z.string(),
  recipe_layer_id: z.number().int().nullable(),
  quantity: z.number(),
  unit: z.string(),
  directions: z.string(),
  client_facing_name: z.string(),
});
export type RecipeCardLine = z.infer<typeof recipeCardLine>;

/** A printable recipe card: what the kitchen needs to cook one portion. */
export const recipeCard = z.object({
  recipe_id: z.number().int(),
  name: z.string(),
  client_facing_name: z.string(),
  meal_types: z.array(z.enum(MEAL_TYPES)),
  portion_quantity: z.number(),
  portion_unit: z.string(),
  directions: z.string(),
  layers: z.array(recipeLayer),
  lines: z.array(recipeCardLine),
  allergens: z.array(recipeAllergenEntry),
  /** Ingredients whose allergens were never reviewed (ADR 009): the card says so. */
  needs_review: z.array(z.string()),
  updated_at: z.string(),
});
export type RecipeCard = z.infer<typeof recipeCard>;

/** The cards found, in the order asked; ids of recipes that do not exist are named, not silently dropped. */
export const recipeCards = z.object({
  items: z.array(recipeCard),
  missing_ids: z.array(z.number().int()),
});
export type RecipeCards = z.infer<typeof recipeCards>;
