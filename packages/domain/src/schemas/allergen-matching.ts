import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { isoDateField } from './availability.ts';

const maxInt = 2_147_483_647;
const id = (error: string) => z.number({ error }).int({ error }).positive({ error }).max(maxInt, { error });

export const MAX_MATCH_RECIPES = 100;
export const MAX_MATCH_CUSTOMERS = 20_000;

/**
 * Allergen matching for the kitchen (ADR 041): the recipes of a day against the customers who get food that
 * date (`date`), or against the customers named (`customer_ids`; with a date too, their orders of that date).
 */
export const allergenMatchRequest = z
  .object({
    recipe_ids: z
      .array(id(messages.allergenMatchRecipeIdsInvalid), { error: messages.allergenMatchRecipeIdsInvalid })
      .min(1, { error: messages.allergenMatchRecipeIdsInvalid })
      .max(MAX_MATCH_RECIPES, { error: messages.allergenMatchRecipeIdsInvalid }),
    date: isoDateField.optional(),
    customer_ids: z
      .array(id(messages.allergenMatchCustomerIdsInvalid), {
        error: messages.allergenMatchCustomerIdsInvalid,
      })
      .max(MAX_MATCH_CUSTOMERS, { error: messages.allergenMatchCustomerIdsInvalid })
      .optional(),
  })
  .refine((body) => body.date !== undefined || body.customer_ids !== undefined, {
    error: messages.allergenMatchNeedsCustomers,
    path: ['date'],
  });
export type AllergenMatchRequest = z.infer<typeof allergenMatchRequest>;

const matchedIngredient = z.object({
  name: z.string(),
  /**
   * Why it matched (ADR 054): declared 'contains' or 'may_contain' (never blocked), a 'word' match on its
   * name, or 'undeclared' (its declaration of the allergen is still unknown).
   */
  via: z.enum(['contains', 'may_contain', 'word', 'undeclared']),
  is_suppressed: z.boolean(),
});

const sensitivityMatch = z.object({
  term: z.string(),
  /** The EU-14 allergen's id, or null for names only (other allergens, other warnings, dislikes). */
  allergen_id: z.number().int().nullable(),
  ingredients: z.array(matchedIngredient),
  /**
   * Every matching ingredient is suppressed (never true for dislikes: a dish's suppression leaves them; a
   * dislike suppressed customer-wide is not matched at all, ADR 077).
   */
  fully_suppressed: z.boolean(),
});
export type SensitivityMatchDto = z.infer<typeof sensitivityMatch>;

/** One customer (and order, when known) against one recipe: only pairs with a match or something to review. */
export const customerRecipeMatch = z.object({
  recipe_id: z.number().int(),
  customer_id: z.number().int(),
  /** The order delivering that date; null without a date or when the customer has none that date. */
  order_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  allergies: z.array(sensitivityMatch),
  warnings: z.array(sensitivityMatch),
  dislikes: z.array(sensitivityMatch),
  /** Ingredients whose declaration of one of this customer's allergens is unknown: check before serving. */
  needs_review: z.array(z.string()),
  /** Every allergy and warning match is fully suppressed and nothing needs review. */
  fully_suppressed: z.boolean(),
  /** The stored suppression that applies (the order's own, else the customer's for every order). */
  suppression: z
    .object({
      allergen_suppression_id: z.number().int(),
      order_id: z.number().int().nullable(),
      version: z.number().int(),
    })
    .nullable(),
});
export type CustomerRecipeMatch = z.infer<typeof customerRecipeMatch>;

export const allergenMatchResponse = z.object({
  date: z.string().nullable(),
  recipes: z.array(
    z.object({
      recipe_id: z.number().int(),
      name: z.string(),
      /** Ingredients of the recipe not reviewed for allergens. */
      unreviewed_ingredients: z.array(z.string()),
    }),
  ),
  /** How many customers (customer and order pairs) were checked. */
  customers_checked: z.number().int(),
  matches: z.array(customerRecipeMatch),
});
export type AllergenMatchResponse = z.infer<typeof allergenMatchResponse>;

const ingredientNames = z
  .array(
    z
      .string({ error: messages.suppressionListInvalid })
      .trim()
      .min(1, { error: messages.suppressionListInvalid })
      .max(200, { error: messages.suppressionListInvalid }),
    { error: messages.suppressionListInvalid },
  )
  .max(100, { error: messages.suppressionListInvalid });

/**
 * An allergen suppression: the ingredients of a match the kitchen has dealt with. version 0 creates. Sent whole
 * (ADR 084): `order_id` null is the customer's suppression for every order; left out, it is refused.
 */
export const putAllergenSuppressionRequest = z.object({
  date: isoDateField,
  customer_id: id(messages.suppressionCustomerUnknown),
  order_id: id(messages.suppressionOrderNotOfCustomer).nullable(),
  recipe_id: id(messages.suppressionRecipeUnknown),
  suppress_allergies: ingredientNames,
  suppress_warnings: ingredientNames,
  version: z
    .number({ error: messages.invalidValue })
    .int({ error: messages.invalidValue })
    .min(0, { error: messages.invalidValue }),
});
export type PutAllergenSuppressionRequest = z.input<typeof putAllergenSuppressionRequest>;

export const allergenSuppression = z.object({
  allergen_suppression_id: z.number().int(),
  date: z.string(),
  customer_id: z.number().int(),
  order_id: z.number().int().nullable(),
  recipe_id: z.number().int(),
  suppress_allergies: z.array(z.string()),
  suppress_warnings: z.array(z.string()),
  version: z.number().int(),
  updated_at: z.string(),
});
export type AllergenSuppression = z.infer<typeof allergenSuppression>;

export const allergenSuppressionListQuery = z.object({ date: isoDateField });
export const allergenSuppressionList = z.object({ items: z.array(allergenSuppression) });
