import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { QUANTITY_UNITS } from '../nutrition/unit-conversion.ts';
import { isStorableNote } from '../orders/notes-limit.ts';
import { MEAL_TYPES, RECIPE_FLAG_OF_MEAL_TYPE, type MealType } from '../programmes/meal-types.ts';
import { exportFormatField, listQuery, listResponse, version } from './common.ts';

// Spec §3 Recipe. A recipe's ingredient lines are the quantities for ONE portion (one serving as delivered to
// one customer); shopping lists scale them by the counts. `portion_quantity`/`portion_unit` is that serving's
// labelled size; `error_margin` is the percent of waste added when cooking in bulk (not part of nutrition).

/** Brigade's revision statuses (spec §4: "the allowed values are not shown"). */
export const RECIPE_REVISION_STATUSES = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'ARCHIVED'] as const;
export type RecipeRevisionStatus = (typeof RECIPE_REVISION_STATUSES)[number];

/** The eight meal-type flags under the spec's names (isBreakfast … isOther). */
export const RECIPE_MEAL_FLAGS = MEAL_TYPES.map((meal) => RECIPE_FLAG_OF_MEAL_TYPE[meal]) as [
  'isBreakfast',
  'isShot',
  'isLunch',
  'isDressing',
  'isTreat',
  'isPowerShake',
  'isDinner',
  'isOther',
];
export type RecipeMealFlag = (typeof RECIPE_MEAL_FLAGS)[number];
export type RecipeMealFlags = Record<RecipeMealFlag, boolean>;

/** The meal types a recipe's flags mark, in menu order. */
export function mealTypesOf(flags: RecipeMealFlags): MealType[] {
  return MEAL_TYPES.filter((meal) => flags[RECIPE_FLAG_OF_MEAL_TYPE[meal] as RecipeMealFlag]);
}

const flagShape = Object.fromEntries(RECIPE_MEAL_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  RecipeMealFlag,
  z.ZodBoolean
>;

export const recipeChecklistItem = z.object({ text: z.string(), done: z.boolean() });
export const recipePublicHtml = z.object({ header: z.string(), html: z.string() });

/** A row of the /recipes list. */
export const recipeListItem = z.object({
  recipe_id: z.number().int(),
  name: z.string(),
  client_facing_name: z.string(),
  a_life_label: z.string(),
  ...flagShape,
  meal_types: z.array(z.enum(MEAL_TYPES)),
  portion_quantity: z.number(),
  portion_unit: z.string(),
  line_count: z.number().int(),
  revision_status: z.string(),
  rating: z.number().nullable(),
  version,
  updated_at: z.string(),
});
export type RecipeListItem = z.infer<typeof recipeListItem>;

const mealTypeList = z
  .string()
  .trim()
  .max(200)
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(MEAL_TYPES, { error: messages.recipeMealTypeUnknown })));

/** `q` searches name, client-facing name and A-Life label; `meal_types=lunch,dinner` keeps recipes of any. */
export const recipeListQuery = listQuery([
  'name',
  'recipe_id',
  'revision_status',
  'rating',
  'updated_at',
]).extend({
  meal_types: mealTypeList.optional(),
  revision_status: z
    .enum(RECIPE_REVISION_STATUSES, { error: messages.recipeRevisionStatusInvalid })
    .optional(),
});
export type RecipeListQuery = z.input<typeof recipeListQuery>;
export const recipeList = listResponse(recipeListItem);
export const recipeExportQuery = recipeListQuery.extend(exportFormatField);

export const recipeLayer = z.object({
  recipe_layer_id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
});
export type RecipeLayer = z.infer<typeof recipeLayer>;

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
export type RecipeLine = z.infer<typeof recipeLine>;

export const recipeAllergenEntry = z.object({
  allergen_id: z.number().int(),
  name: z.string(),
  name_de: z.string(),
  source: z.enum(['ingredients', 'manual', 'both']),
  may_contain: z.boolean(),
});
export type RecipeAllergenEntry = z.infer<typeof recipeAllergenEntry>;

/** GET /recipes/:id: every recipe column, its layers and lines, and the derived allergens. */
export const recipeDetail = z.object({
  recipe_id: z.number().int(),
  name: z.string(),
  client_facing_name: z.string(),
  a_life_label: z.string(),
  ...flagShape,
  meal_types: z.array(z.enum(MEAL_TYPES)),
  portion_quantity: z.number(),
  portion_unit: z.string(),
  error_margin: z.number(),
  directions: z.string(),
  separator_indices: z.array(z.number().int()),
  revision_status: z.string(),
  notes: z.string(),
  checklist: z.array(recipeChecklistItem),
  public_html: z.array(recipePublicHtml),
  layers: z.array(recipeLayer),
  lines: z.array(recipeLine),
  manual_allergen_ids: z.array(z.number().int()),
  allergens: z.array(recipeAllergenEntry),
  /** Ingredients whose allergens were never reviewed (ADR 009). */
  needs_review: z.array(z.string()),
  /** Average of the recipe's feedback ratings; null when there is none. */
  rating: z.number().nullable(),
  version,
  created_at: z.string(),
  updated_at: z.string(),
});
export type RecipeDetail = z.infer<typeof recipeDetail>;

// The save request: the whole recipe in one PUT (or POST), lines and layers included.

/** A number typed in a form ('1,5') or sent as JSON. */
function amount(message: string, check: (value: number) => boolean) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : value,
    z.number({ error: message }).refine((v) => Number.isFinite(v) && check(v), { error: message }),
  );
}

const text = (max: number, message: string = messages.textTooLong) =>
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

export const saveRecipeLine = z.object({
  uid: z.string({ error: messages.invalidValue }).trim().min(1, { error: messages.invalidValue }).max(50),
  ingredient_id: z
    .number({ error: messages.recipeIngredientRequired })
    .int({ error: messages.recipeIngredientRequired })
    .positive({ error: messages.recipeIngredientRequired }),
  /** The key of one of the request's layers, or null. */
  layer_key: z.string({ error: messages.invalidValue }).max(50).nullable().default(null),
  ingredient_spec_suppliers_id: idOrNull,
  quantity: amount(messages.recipeQuantityInvalid, (v) => v >= 0 && v <= 1_000_000),
  unit: z.enum(QUANTITY_UNITS, { error: messages.recipeUnitInvalid }),
  error_margin: amount(messages.recipeErrorMarginInvalid, (v) => v >= 0 && v <= 100).default(0),
  directions: text(1000),
  client_facing_name: text(100, messages.nameTooLong),
});

const flagFields = Object.fromEntries(
  RECIPE_MEAL_FLAGS.map((flag) => [flag, z.boolean({ error: messages.invalidValue }).default(false)]),
) as Record<RecipeMealFlag, z.ZodDefault<z.ZodBoolean>>;

const recipeFields = {
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, { error: messages.nameRequired })
    .max(100, { error: messages.nameTooLong }),
  client_facing_name: text(100, messages.nameTooLong),
  a_life_label: text(100, messages.nameTooLong),
  ...flagFields,
  portion_quantity: amount(messages.recipePortionInvalid, (v) => v > 0 && v <= 100_000).default(1),
  portion_unit: z.enum(QUANTITY_UNITS, { error: messages.recipeUnitInvalid }).default('g'),
  error_margin: amount(messages.recipeErrorMarginInvalid, (v) => v >= 0 && v <= 100).default(0),
  directions: text(20_000),
  // Spec §9: notes hold at most 5000 characters, as on the recipe notes screen.
  notes: z
    .string({ error: messages.invalidValue })
    .trim()
    .refine(isStorableNote, { error: messages.notesTooLong })
    .default(''),
  checklist: z
    .array(
      z.object({
        text: z
          .string({ error: messages.invalidValue })
          .trim()
          .min(1, { error: messages.recipeChecklistTextRequired })
          .max(500, { error: messages.textTooLong }),
        done: z.boolean({ error: messages.invalidValue }).default(false),
      }),
      { error: messages.invalidValue },
    )
    .max(100, { error: messages.invalidValue })
    .default([]),
  public_html: z
    .array(
      z.object({
        header: text(200),
        html: text(20_000),
      }),
      { error: messages.invalidValue },
    )
    .max(20, { error: messages.invalidValue })
    .default([]),
  layers: z.array(saveRecipeLayer, { error: messages.invalidValue }).max(20).default([]),
  lines: z
    .array(saveRecipeLine, { error: messages.invalidValue })
    .max(200, { error: messages.recipeTooManyLines })
    .default([]),
  separator_indices: z
    .array(
      z.number({ error: messages.recipeSeparatorInvalid }).int({ error: messages.recipeSeparatorInvalid }),
      {
        error: messages.invalidValue,
      },
    )
    .max(200)
    .default([]),
  manual_allergen_ids: z
    .array(
      z.number({ error: messages.allergenUnknown }).int({ error: messages.allergenUnknown }).positive({
        error: messages.allergenUnknown,
      }),
      { error: messages.invalidValue },
    )
    .max(50)
    .default([]),
};

type Shape = {
  lines: { uid: string; layer_key: string | null }[];
  layers: { key: string; recipe_layer_id: number | null }[];
  separator_indices: number[];
};

/** What the shape alone can refuse: duplicate uids and layer keys, unknown layer keys, stray separators. */
function consistent(value: Shape, ctx: z.core.$RefinementCtx) {
  const keys = new Set<string>();
  value.layers.forEach((layer, i) => {
    if (keys.has(layer.key))
      ctx.addIssue({ code: 'custom', path: ['layers', i, 'key'], message: messages.invalidValue });
    keys.add(layer.key);
  });
  const uids = new Set<string>();
  value.lines.forEach((line, i) => {
    if (uids.has(line.uid))
      ctx.addIssue({ code: 'custom', path: ['lines', i, 'uid'], message: messages.recipeUidDuplicate });
    uids.add(line.uid);
    if (line.layer_key !== null && !keys.has(line.layer_key)) {
      ctx.addIssue({ code: 'custom', path: ['lines', i, 'layer_key'], message: messages.recipeLayerInvalid });
    }
  });
  value.separator_indices.forEach((index, i) => {
    if (index < 0 || index >= value.lines.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['separator_indices', i],
        message: messages.recipeSeparatorInvalid,
      });
    }
  });
}

export const createRecipeRequest = z.object(recipeFields).superRefine(consistent);
export type CreateRecipeRequest = z.input<typeof createRecipeRequest>;
export type CreateRecipe = z.output<typeof createRecipeRequest>;
export const updateRecipeRequest = z.object({ ...recipeFields, version }).superRefine(consistent);
export type UpdateRecipeRequest = z.input<typeof updateRecipeRequest>;
export type UpdateRecipe = z.output<typeof updateRecipeRequest>;
export type SaveRecipeLine = z.output<typeof saveRecipeLine>;

/** POST /recipes/:id/copy: the copy's name ('Copy of …' when none is given). */
export const copyRecipeRequest = z.object({
  name: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(100, { error: messages.nameTooLong })
    .optional(),
});
export type CopyRecipeRequest = z.input<typeof copyRecipeRequest>;

/** PUT /recipes/:id/revision-status. */
export const recipeRevisionStatusRequest = z.object({
  revision_status: z.enum(RECIPE_REVISION_STATUSES, { error: messages.recipeRevisionStatusInvalid }),
  version,
});
export type RecipeRevisionStatusRequest = z.input<typeof recipeRevisionStatusRequest>;
