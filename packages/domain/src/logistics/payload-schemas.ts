import { z } from 'zod';
import { MEAL_TYPES } from '../programmes/meal-types.ts';
import { TRACKING_STATUS_CODES } from './tracking-status.ts';

/** The old app's messages, word for word (the spelling 'Consigment' included). */
export const DELIVERY_DETAILS_MEALS_INVALID_MESSAGE = 'DeliveryDetailsMeals is invalid';
export const CONSIGNMENT_CONTENT_INVALID_MESSAGE = 'IsConsigmentContent array is invalid';
export const INT_OR_STRING_MESSAGE = 'Can only be int or string.';

/** An orderId is an integer or a non-empty string. */
export const logisticsOrderId = z.union(
  [z.number().int(), z.string().min(1, { error: INT_OR_STRING_MESSAGE })],
  {
    error: INT_OR_STRING_MESSAGE,
  },
);

/** Every issue inside the meals carries the one message above, wherever it is. */
const m = { error: DELIVERY_DETAILS_MEALS_INVALID_MESSAGE };
const suppressibleLine = z.object({ ingredient: z.string(m), isSuppressed: z.boolean(m) }, m);

/**
 * The meals of a bag per meal type: allergies and warnings arrays (each item: string ingredient, boolean
 * isSuppressed) and a qty array.
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

/** Every issue inside the contents carries the contents message (the meals keep their own). */
const c = { error: CONSIGNMENT_CONTENT_INVALID_MESSAGE };
const text = () => z.string(c);
const int = (min: number) => z.number(c).int(c).min(min, c);

/** A recipe in a bag: quantity ≥ 0, recipeId and bagId ≥ 1. */
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

/** A delivery bag: its meals and recipes. */
export const deliveryBag = z.object(
  {
    mealsHtml: text().optional(),
    meals: deliveryDetailsMeals,
    recipes: z.array(bagRecipe, c),
    recipesHtml: text().optional(),
  },
  c,
);

/** An additional meal and additional day (the extra delivery of a special programme). */
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

/** A contents entry: the fields shared by bag and extra deliveries. Names and ids are strings. */
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

/** Contents are bag or extra deliveries; anything else is refused as a whole. */
export const consignmentContents = z.array(z.union([bagDeliveryContent, extraDeliveryContent], c), c);

/** A consignment: one delivery handed to a courier, with its address, times, products and tracking. */
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

/** The external logistics service's environments and the consignment modes. */
export const LOGISTICS_ENVS = ['live', 'live-test', 'staging', 'test'] as const;
export const LOGISTICS_MODES = ['live', 'testing'] as const;

/**
 * The publish payload: date, identifier, team, consignments, env, mode. The old app spelled the field
 * 'identifer'; Brigade's API spells it 'identifier'.
 * @public
 */
export const publishConsignmentsRequest = z.object({
  date: z.iso.date(),
  identifier: z.enum(['AM-0', 'PM-0']),
  team: z.string().min(1),
  consignments: z.array(consignment),
  env: z.enum(LOGISTICS_ENVS),
  mode: z.enum(LOGISTICS_MODES),
});

export type ConsignmentPayload = z.infer<typeof consignment>;
export type LogisticsMode = (typeof LOGISTICS_MODES)[number];
export type LogisticsEnv = (typeof LOGISTICS_ENVS)[number];
