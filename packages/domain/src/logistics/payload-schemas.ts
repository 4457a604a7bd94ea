import { z } from 'zod';
import { MEAL_TYPES } from '../programmes/meal-types.ts';
import { TRACKING_STATUS_CODES } from './tracking-status.ts';

/** Spec §5 messages, word for word (the spelling 'Consigment' included). */
export const DELIVERY_DETAILS_MEALS_INVALID_MESSAGE = 'DeliveryDetailsMeals is invalid';
export const CONSIGNMENT_CONTENT_INVALID_MESSAGE = 'IsConsigmentContent array is invalid';
export const INT_OR_STRING_MESSAGE = 'Can only be int or string.';

/** Spec §5: "orderId must be an integer or string: 'Can only be int or string.'" */
export const logisticsOrderId = z.union(
  [z.number().int(), z.string().min(1, { error: INT_OR_STRING_MESSAGE })],
  {
    error: INT_OR_STRING_MESSAGE,
  },
);

/** Every issue inside the meals carries the one spec message, wherever it is. */
const m = { error: DELIVERY_DETAILS_MEALS_INVALID_MESSAGE };
const suppressibleLine = z.object({ ingredient: z.string(m), isSuppressed: z.boolean(m) }, m);

/**
 * Spec §5: "Meals per meal type need allergies and warnings arrays (each item: string ingredient,
 * boolean isSuppressed) and a qty array, otherwise 'DeliveryDetailsMeals is invalid'."
 */
export const deliveryDetailsMeals = z.partialRecord(
  z.enum(MEAL_TYPES, m),
  z.object(
    {
      allergies: z.array(suppressibleLine, m),
      warnings: z.array(suppressibleLine, m),
      qty: z.array(z.number(m).min(0, m), m),
    },
    m,
  ),
  m,
);
export type DeliveryDetailsMeals = z.infer<typeof deliveryDetailsMeals>;

/** Every issue inside the contents carries the contents message (the meals keep their own). */
const c = { error: CONSIGNMENT_CONTENT_INVALID_MESSAGE };
const text = () => z.string(c);
const int = (min: number) => z.number(c).int(c).min(min, c);

/** Spec §3/§5 bag recipe: quantity ≥ 0, recipeId and bagId ≥ 1. */
export const bagRecipe = z.object(
  {
    recipeId: int(1),
    quantity: z.number(c).min(0, c),
    name: text(),
    clientFacingName: text().nullish(),
    bagId: int(1),
    productionAdjust: z.number(c).optional(),
    additionalBagId: int(1).nullish(),
    bagIndex: int(0).optional(),
  },
  c,
);

/** Spec §3 delivery bag. */
export const deliveryBag = z.object(
  {
    mealsHtml: text().optional(),
    meals: deliveryDetailsMeals,
    recipes: z.array(bagRecipe, c),
    recipesHtml: text().optional(),
  },
  c,
);

/** Spec §3 additional meal and additional day (the extra delivery of a special programme). */
export const additionalMeal = z.object(
  {
    meal: text(),
    position: int(0),
    recipe_id: int(1),
    snapshot_name: text(),
    nutritional_information_id: int(1).nullable(),
    productionDate: text(),
    bbDate: text(),
    expiryDate: text(),
    publicHtml: text(),
  },
  c,
);
export const additionalDay = z.object(
  {
    date: z.iso.date(c),
    beforeMealsHtml: text(),
    additionalMeals: z.array(additionalMeal, c),
    afterMealsHtml: text(),
  },
  c,
);

/** Spec §3 contents entry: the fields shared by bag and extra deliveries. Ids are strings (spec §5). */
const contentsCommon = {
  deliveryGroupId: text().nullish(),
  courierId: text().nullish(),
  from: text().nullish(),
  to: text().nullish(),
  error: text().nullish(),
  menuIndex: int(0),
  menuOverride: z.literal('ALIFE', c).nullish(),
};

export const bagDeliveryContent = z.object(
  { ...contentsCommon, orderId: logisticsOrderId, customerId: text(), bags: z.array(deliveryBag, c) },
  c,
);
export const extraDeliveryContent = z.object(
  {
    ...contentsCommon,
    specialProgrammeId: text(),
    specialProgrammeName: text(),
    startDate: z.iso.date(c),
    description: text().nullable(),
    days: z.array(additionalDay, c).optional(),
  },
  c,
);

/** Spec §5: "Contents must be valid bag or extra delivery objects, otherwise 'IsConsigmentContent array is invalid'." */
export const consignmentContents = z.array(z.union([bagDeliveryContent, extraDeliveryContent], c), c);
export type ConsignmentContent = z.infer<typeof consignmentContents>[number];

/** Spec §3 consignment. */
export const consignment = z.object({
  orderId: logisticsOrderId,
  code: z.string(),
  deliveryAddress: z.object({
    name: z.string(),
    company: z.string().nullish(),
    street: z.string(),
    co: z.string().nullish(),
    postcode: z.string(),
    city: z.string(),
    countryCode: z.string().nullish(),
    phone: z.string().nullish(),
    email: z.string().nullish(),
    instruction: z.string().nullish(),
  }),
  pickUpTimeFrom: z.string(),
  deliveryTimeFrom: z.string(),
  deliveryTimeTo: z.string(),
  pickupIndex: z.number().int().min(0),
  products: z.array(
    z.object({
      dimension: z.object({
        lengthCm: z.number().min(0),
        widthCm: z.number().min(0),
        heightCm: z.number().min(0),
        weightKg: z.number().min(0),
      }),
      description: z.string(),
    }),
  ),
  first_name: z.string(),
  trackingItems: z.array(
    z.object({ status: z.union(TRACKING_STATUS_CODES.map((c) => z.literal(c))), timestamp: z.string() }),
  ),
});

/** Spec §3: external API environments and consignment modes. */
export const LOGISTICS_ENVS = ['live', 'live-test', 'staging', 'test'] as const;
export const LOGISTICS_MODES = ['live', 'testing'] as const;

/**
 * Spec §3 publish payload: date, identifier, team, consignments, env, mode. The spec spells the field
 * 'identifer'; Brigade's API spells it 'identifier'.
 */
export const publishConsignmentsRequest = z.object({
  date: z.iso.date(),
  identifier: z.enum(['AM-0', 'PM-0']),
  team: z.string().min(1),
  consignments: z.array(consignment),
  env: z.enum(LOGISTICS_ENVS),
  mode: z.enum(LOGISTICS_MODES),
});
export type PublishConsignmentsRequest = z.infer<typeof publishConsignmentsRequest>;
