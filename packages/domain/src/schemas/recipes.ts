import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { QUANTITY_UNITS } from '../nutrition/unit-conversion.ts';
import { isStorableNote, NOTE_MAX_UNITS } from '../orders/notes-limit.ts';
import { MEAL_TYPES, RECIPE_FLAG_OF_MEAL_TYPE, type MealType } from '../programmes/meal-types.ts';
import { exportFormatField, listQuery, listResponse, replacing, version } from './common.ts';
import {
  formAmount,
  formText,
  recipeAllergenEntry,
  recipeLayer,
  recipeLine,
  saveRecipeLayer,
  saveRecipeLine,
} from './recipe-parts.ts';

// A recipe. Its ingredient lines are the quantities for ONE portion (one serving as delivered to
// one customer); shopping lists scale them by the counts. `portion_quantity`/`portion_unit` is that serving's
// labelled size; `error_margin` is the percent of waste added when cooking in bulk (not part of nutrition).

/** Brigade's own revision statuses (the old app never named its values). */
export const RECIPE_REVISION_STATUSES = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'ARCHIVED'] as const;
export type RecipeRevisionStatus = (typeof RECIPE_REVISION_STATUSES)[number];

/** The eight meal-type flags under the old app's names (isBreakfast … isOther, camelCase: ADR 018). */
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

/** The recipe's own fields the list row and the detail both start with. */
const recipeCoreShape = {
  recipe_id: z.number().int(),
  name: z.string(),
  client_facing_name: z.string(),
  a_life_label: z.string(),
  ...flagShape,
  meal_types: z.array(z.enum(MEAL_TYPES)),
  portion_quantity: z.number(),
  portion_unit: z.string(),
};

/** A row of the /recipes list. */
export const recipeListItem = z.object({
  ...recipeCoreShape,
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
  /** The hide-stashed flag (spec §4): `true` leaves out the stashed (ARCHIVED) recipes (ADR 075). */
  hide_stashed: z
    .enum(['true', 'false'], { error: messages.invalidValue })
    .transform((value) => value === 'true')
    .optional(),
});
/** A parsed list query (defaults filled in, meal types as a list), as the service reads it. */
export type RecipeListQuery = z.infer<typeof recipeListQuery>;
export const recipeList = listResponse(recipeListItem);
export const recipeExportQuery = recipeListQuery.extend(exportFormatField);

/** GET /recipes/:id: every recipe column, its layers and lines, and the derived allergens. */
export const recipeDetail = z.object({
  ...recipeCoreShape,
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

const flagFields = Object.fromEntries(
  RECIPE_MEAL_FLAGS.map((flag) => [flag, z.boolean({ error: messages.invalidValue }).default(false)]),
) as Record<RecipeMealFlag, z.ZodDefault<z.ZodBoolean>>;

const checklistItemFields = {
  text: z
    .string({ error: messages.invalidValue })
    .trim()
    .min(1, { error: messages.recipeChecklistTextRequired })
    .max(500, { error: messages.textTooLong }),
  done: z.boolean({ error: messages.invalidValue }).default(false),
};
const publicHtmlFields = { header: formText(200), html: formText(20_000) };

/** The save's fields around the schemas of its list items (an edit's items take no defaults either). */
function recipeFieldsWith<
  Check extends z.ZodType,
  Html extends z.ZodType,
  Layer extends z.ZodType,
  Line extends z.ZodType,
>(item: { checklist: Check; public_html: Html; layer: Layer; line: Line }) {
  return {
    name: z
      .string({ error: messages.nameRequired })
      .trim()
      .min(1, { error: messages.nameRequired })
      .max(100, { error: messages.nameTooLong }),
    client_facing_name: formText(100, messages.nameTooLong),
    a_life_label: formText(100, messages.nameTooLong),
    ...flagFields,
    portion_quantity: formAmount(messages.recipePortionInvalid, (v) => v > 0 && v <= 100_000).default(1),
    portion_unit: z.enum(QUANTITY_UNITS, { error: messages.recipeUnitInvalid }).default('g'),
    error_margin: formAmount(messages.recipeErrorMarginInvalid, (v) => v >= 0 && v <= 100).default(0),
    directions: formText(20_000),
    // Notes hold at most 5000 characters, as on the recipe notes screen (ADR 031).
    notes: z
      .string({ error: messages.invalidValue })
      .trim()
      .max(NOTE_MAX_UNITS, { error: messages.notesTooLong })
      .refine(isStorableNote, { error: messages.notesTooLong })
      .default(''),
    checklist: z
      .array(item.checklist, { error: messages.invalidValue })
      .max(100, { error: messages.invalidValue })
      .default([]),
    public_html: z
      .array(item.public_html, { error: messages.invalidValue })
      .max(20, { error: messages.invalidValue })
      .default([]),
    layers: z.array(item.layer, { error: messages.invalidValue }).max(20).default([]),
    lines: z
      .array(item.line, { error: messages.invalidValue })
      .max(200, { error: messages.recipeTooManyLines })
      .default([]),
    separator_indices: z
      .array(
        z.number({ error: messages.recipeSeparatorInvalid }).int({ error: messages.recipeSeparatorInvalid }),
        { error: messages.invalidValue },
      )
      .max(200)
      .default([]),
    manual_allergen_ids: z
      .array(
        z
          .number({ error: messages.allergenUnknown })
          .int({ error: messages.allergenUnknown })
          .positive({ error: messages.allergenUnknown }),
        { error: messages.invalidValue },
      )
      .max(50)
      .default([]),
  };
}

const recipeFields = recipeFieldsWith({
  checklist: z.object(checklistItemFields),
  public_html: z.object(publicHtmlFields),
  layer: saveRecipeLayer,
  line: saveRecipeLine,
});
/** An edit replaces the whole recipe (ADR 084), its list items included: a field left out is refused. */
const replacedFields = replacing(
  recipeFieldsWith({
    checklist: z.object(replacing(checklistItemFields)),
    public_html: z.object(replacing(publicHtmlFields)),
    layer: z.object(replacing(saveRecipeLayer.shape)),
    line: z.object(replacing(saveRecipeLine.shape)),
  }),
);

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
export const updateRecipeRequest = z.object({ ...replacedFields, version }).superRefine(consistent);
export type UpdateRecipeRequest = z.input<typeof updateRecipeRequest>;
export type UpdateRecipe = z.output<typeof updateRecipeRequest>;

/** POST /recipes/:id/copy: the copy's name ('Copy of …' when none is given). */
export const copyRecipeRequest = z.object({
  name: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(100, { error: messages.nameTooLong })
    .optional(),
});

/** PUT /recipes/:id/revision-status. */
export const recipeRevisionStatusRequest = z.object({
  revision_status: z.enum(RECIPE_REVISION_STATUSES, { error: messages.recipeRevisionStatusInvalid }),
  version,
});
