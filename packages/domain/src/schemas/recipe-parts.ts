import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { QUANTITY_UNITS } from '../nutrition/unit-conversion.ts';
import { idParam, version } from './common.ts';

// The parts of a recipe: its layers, its ingredient lines (the quantities of ONE portion) and its allergens, as
// the API answers them and as a save sends them; and the form fields the recipe save shares with them.

export const recipeLayer = z.object({
  recipe_layer_id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
});

export const recipeLine = z.object({
  uid: z.string(),
  position: z.number().int(),
  ingredient_id: z.number().int(),
  ingredient_name: z.string(),
  ingredient_name_de: z.string(),
  recipe_layer_id: z.number().int().nullable(),
  ingredient_spec_suppliers_id: z.number().int().nullable(),
  quantity: z.number(),
  unit: z.string(),
  error_margin: z.number(),
  directions: z.string(),
  client_facing_name: z.string(),
});

export const recipeAllergenEntry = z.object({
  allergen_id: z.number().int(),
  name: z.string(),
  name_de: z.string(),
  source: z.enum(['ingredients', 'manual', 'both']),
  may_contain: z.boolean(),
});

// The save request's parts (see recipes.ts for the whole request).

/** A number typed in a form ('1,5') or sent as JSON. */
export function formAmount(message: string, check: (value: number) => boolean) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : value,
    z.number({ error: message }).refine((v) => Number.isFinite(v) && check(v), { error: message }),
  );
}

export const formText = (max: number, message: string = messages.textTooLong) =>
  z.string({ error: messages.invalidValue }).trim().max(max, { error: message }).default('');

const idOrNull = z
  .number({ error: messages.invalidValue })
  .int({ error: messages.invalidValue })
  .positive({ error: messages.invalidValue })
  .nullable()
  .default(null);

export const saveRecipeLayer = z.object({
  /** Null for a new layer; an existing layer of this recipe keeps its id. */
  recipe_layer_id: idOrNull,
  /** The key lines use to name their layer (the id as text for an existing layer, any new text otherwise). */
  key: z.string({ error: messages.invalidValue }).min(1, { error: messages.invalidValue }).max(50),
  name: z
    .string({ error: messages.recipeLayerNameRequired })
    .trim()
    .min(1, { error: messages.recipeLayerNameRequired })
    .max(100, { error: messages.nameTooLong }),
});

/** PUT /recipes/:id/layers/:layer_id: the recipe and its layer. */
export const recipeLayerParams = idParam.extend({ layer_id: idParam.shape.id });

/**
 * PUT /recipes/:id/layers/:layer_id — one layer edited in place (ADR 030's recipe version, which it bumps): its
 * name, and its place among the recipe's layers (0-based) when given.
 */
export const updateRecipeLayerRequest = z.object({
  name: saveRecipeLayer.shape.name,
  position: z
    .number({ error: messages.invalidValue })
    .int({ error: messages.invalidValue })
    .min(0, { error: messages.invalidValue })
    .max(19, { error: messages.invalidValue })
    .optional(),
  version,
});
export type UpdateRecipeLayerRequest = z.input<typeof updateRecipeLayerRequest>;
export type UpdateRecipeLayer = z.output<typeof updateRecipeLayerRequest>;

export const saveRecipeLine = z.object({
  uid: z.string({ error: messages.invalidValue }).trim().min(1, { error: messages.invalidValue }).max(50),
  ingredient_id: z
    .number({ error: messages.recipeIngredientRequired })
    .int({ error: messages.recipeIngredientRequired })
    .positive({ error: messages.recipeIngredientRequired }),
  /** The key of one of the request's layers, or null. */
  layer_key: z.string({ error: messages.invalidValue }).max(50).nullable().default(null),
  ingredient_spec_suppliers_id: idOrNull,
  quantity: formAmount(messages.recipeQuantityInvalid, (v) => v >= 0 && v <= 1_000_000),
  unit: z.enum(QUANTITY_UNITS, { error: messages.recipeUnitInvalid }),
  error_margin: formAmount(messages.recipeErrorMarginInvalid, (v) => v >= 0 && v <= 100).default(0),
  directions: formText(1000),
  client_facing_name: formText(100, messages.nameTooLong),
});
