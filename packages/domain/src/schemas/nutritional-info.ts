import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { listQuery, listResponse, version } from './common.ts';

const figure = z
  .number({ error: messages.invalidValue })
  .min(0, { error: messages.invalidValue })
  .max(1_000_000, { error: messages.invalidValue });

/** The figures of a serving or of 100 g (the domain analysis' NutrientValues). */
export const nutrientValues = z.object({
  energyKcal: figure,
  energyKj: figure,
  fatG: figure,
  saturatedFatG: figure,
  carbohydratesG: figure,
  sugarsG: figure,
  fibreG: figure,
  proteinG: figure,
  saltG: figure,
  sodiumMg: figure,
});
export type NutrientValuesDto = z.infer<typeof nutrientValues>;

/**
 * What a nutritional info entry keeps of an analysis: the label's figures and what was left out (both lists are
 * sent, empty when nothing was: the entry is replaced whole, ADR 084).
 */
export const nutritionalAnalysis = z.object(
  {
    perServing: nutrientValues,
    per100g: nutrientValues.nullable(),
    weightPerServing: z.object({ amount: figure, unit: z.literal('g') }),
    unconverted: z.array(z.object({ name: z.string().max(200), reason: z.string().max(500) })).max(200),
    missingNutrients: z.array(z.string().max(200)).max(200),
  },
  { error: messages.invalidValue },
);
export type NutritionalAnalysis = z.infer<typeof nutritionalAnalysis>;

/** A nutritional info entry (/nutritional-info-list): a named analysis, printed on labels. */
export const nutritionalInfoItem = z.object({
  nutritional_info_id: z.number().int(),
  name: z.string(),
  recipe_id: z.number().int().nullable(),
  /** The linked recipe's name; null when none (or it was deleted). */
  recipe_name: z.string().nullable(),
  analysis: nutritionalAnalysis,
  version,
  updated_at: z.string(),
});
export type NutritionalInfoItem = z.infer<typeof nutritionalInfoItem>;

/** `q` searches the entry name and the recipe name. */
export const nutritionalInfoListQuery = listQuery(['name', 'nutritional_info_id', 'updated_at']);
/** A parsed list query (defaults filled in), as the service reads it. */
export type NutritionalInfoListQuery = z.infer<typeof nutritionalInfoListQuery>;
export const nutritionalInfoList = listResponse(nutritionalInfoItem);

const positiveId = z
  .number({ error: messages.invalidValue })
  .int({ error: messages.invalidValue })
  .positive({ error: messages.invalidValue })
  .max(2_147_483_647, { error: messages.invalidValue });

/**
 * Upsert: without `nutritional_info_id` a new entry, with it an edit (then `version` is required). The analysis
 * is the one given, or — with a recipe and no analysis — computed by the server from the recipe's lines.
 */
export const upsertNutritionalInfoRequest = z
  .object({
    nutritional_info_id: positiveId.optional(),
    name: z
      .string({ error: messages.nameRequired })
      .trim()
      .min(1, { error: messages.nameRequired })
      .max(100, { error: messages.nameTooLong }),
    recipe_id: positiveId.nullable().optional(),
    analysis: nutritionalAnalysis.optional(),
    version: version.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.recipe_id && !value.analysis) {
      ctx.addIssue({ code: 'custom', path: ['recipe_id'], message: messages.nutritionalInfoNeedsSource });
    }
    if (value.nutritional_info_id !== undefined && value.version === undefined) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: messages.invalidValue });
    }
  });
export type UpsertNutritionalInfoRequest = z.input<typeof upsertNutritionalInfoRequest>;
export type UpsertNutritionalInfo = z.output<typeof upsertNutritionalInfoRequest>;
