import { accountingMessages } from './accounting.ts';
import { analyticsMessages } from './analytics.ts';
import { discountCodeMessages } from './discount-codes.ts';
import { integrationMessages } from './integrations.ts';
import { inventoryMessages } from './inventory.ts';
import { invoiceMessages } from './invoices.ts';
import { labelMessages } from './labels.ts';
import { logisticsMessages } from './logistics.ts';
import { maintenanceMessages } from './maintenance.ts';
import { marginMessages } from './margins.ts';
import { menuMessages } from './menus.ts';
import { paymentMessages } from './payments.ts';
import { postalMessages } from './postal.ts';
import { staffMessages } from './staff.ts';

/**
 * Every user-facing message (ADR 017): the old app's word for word where it had one, else Brigade's own.
 * Server and web use these constants; the server sends the English text, and the web translates it through
 * i18n (`messages` namespace, keyed by the constant's name). The web finds the key by the text, so two keys
 * with the same English text need the same German text.
 */
export const messages = {
  // Login (the old app's)
  unauthorised: 'Unauthorised',
  usernameRequired: 'Username/Email is required',
  passwordRequired: 'Password is required',
  // Status handling and call failures (the old app's)
  unknownError: 'An unknown error occurred. If this problem persists please contact us.',
  sessionExpired: 'Your session has expired! Please log in again.',
  unprocessable: 'Unable to process. Possibly invalid/missing parameters. Please try again.',
  maintenance:
    'We are busy doing some maintenance to ensure you have the best experience possible! Please try again later.',
  unableToConnect: 'Unable to connect. This may be due to no internet connection.',
  unknown: 'Unknown error',
  noToken: 'No token.',
  onlyOneCall: 'Only one call per endpoint at any one time.',
  pageNotFound: 'This page could not be found',
  // Brigade's own, kept here so server and web agree
  passwordTooShort: 'Password must be at least 12 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  currentPasswordWrong: 'Current password is incorrect',
  tooManyLogins: 'Too many login attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found',
  staleVersion:
    'Someone else changed this record while you were editing. Reload it and apply your change again.',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  usernameTaken: 'This username or e-mail is already in use',
  allergenNameTaken: 'An allergen with this name already exists',
  allergenBlockExists: 'This match is already blocked',
  subjectRequired: 'Subject is required',
  testRequired: 'Test is required',
  emailInvalid: 'E-mail address is invalid',
  cannotDeleteSelf: 'You cannot delete your own user',
  invalidValue: 'Invalid value',
  // The old app's, shown when a saved change could not reach the booking funnel (its cache flush failed)
  cacheFlushFailed:
    'Unable to flush caches, the booking funnel will not update for up to an hour. Contact tech if these changes are urgent',
  // Controls: availability, chat preferences, pick-up points (and their limit) and discounts; 'Dates must be
  // array' and the pick-up point limit are the old app's, the rest Brigade's own
  datesMustBeArray: 'Dates must be array',
  datesRequired: 'Choose at least one date',
  tooManyDates: 'At most 366 dates at a time',
  dateInvalid: 'Invalid date: expected YYYY-MM-DD',
  pickUpPointsLimit: 'Pick up points has reached limit. Develop further.',
  pickUpPointNameTaken: 'A pick-up point with this name already exists',
  clientFacingNameRequired: 'Client-facing name is required',
  streetRequired: 'Street is required',
  postcodeInvalid: 'Postcode must be 4 digits',
  cityRequired: 'City is required',
  priceInvalid: 'Price must be a CHF amount from 0 to 1000',
  textTooLong: 'Text must be at most 1000 characters',
  codeRequired: 'Code is required',
  chatCodeInvalid: 'Code must be capital letters, digits or _ (at most 30)',
  chatPreferenceCodeTaken: 'A chat preference with this code already exists',
  defaultChatPreferenceKept:
    'The default chat preference cannot be deleted or unset. Make another one the default first.',
  discountCodeInvalid: 'Code must be 3 to 30 letters, digits, - or _',
  discountCodeTaken: 'This discount code already exists',
  discountKindInvalid: 'Kind must be percent or fixed CHF',
  discountPercentInvalid: 'A percentage must be more than 0 and at most 100',
  discountAmountInvalid: 'A fixed amount must be more than CHF 0 and at most CHF 10000',
  validToBeforeFrom: 'Valid to must be on or after valid from',
  usageLimitInvalid: 'Usage limit must be a whole number from 1 to 1000000',
  usageLimitBelowCount: 'Usage limit cannot be lower than the number of uses so far',
  // Delivery: couriers, delivery types, zones and postcodes (Brigade's own wording)
  timeInvalid: 'Time must be HH:MM',
  timeRangeInvalid: 'The from time must be before the to time',
  deliveryTimesInvalid: 'Delivery times are windows HH:MM-HH:MM, separated by commas',
  courierTypeInvalid: 'Choose a courier type',
  courierNameTaken: 'A courier with this name already exists',
  courierUnknown: 'This courier does not exist',
  courierInUse: 'This courier is used by a delivery type or a delivery zone and cannot be deleted',
  courierRequiredForTimes: 'Choose a courier for these times',
  deliveryTypeNameTaken: 'A delivery type with this name already exists',
  deliveryTypeUnknown: 'This delivery type does not exist',
  deliveryTypeInUse: 'This delivery type is used by a delivery zone and cannot be deleted',
  zoneRequired: 'Zone is required (at most 50 characters)',
  zoneTaken: 'A zone with this name already exists',
  zoneUnknown: 'This zone does not exist',
  postcodeTaken: 'This postcode already exists',
  postcodeImportEmpty: 'Paste or upload at least one line: postcode, zone',
  postcodeImportInvalid: 'Some lines could not be read: each line needs a 4-digit postcode and a zone',
  postcodeImportUnknownZone: 'Some lines name a zone that does not exist',
  // Customers: 'There was an error loading the customer. Contact tech.' is the old app's, the rest Brigade's
  // own
  customerNotesError: 'There was an error loading the customer. Contact tech.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneInvalid: 'Phone number may only contain digits and spaces (at most 20)',
  phoneCcInvalid: 'Country code must be 1 to 4 digits',
  birthdayInvalid: 'Birthday must be a date (YYYY-MM-DD or DD.MM.YYYY), not in the future',
  lastContactedInvalid: 'Last contacted must be a date YYYY-MM-DD',
  countryCodeInvalid: 'Country must be a 2-letter code (CH, DE, ...)',
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180',
  coordinatesIncomplete: 'Give both latitude and longitude, or neither',
  postcodeRequired: 'Postcode is required',
  postcodeTooLong: 'Postcode must be at most 10 characters',
  notesInvalidJson: 'Notes must be valid JSON, for example {"text": "..."}',
  notesTooLong: 'Notes must be at most 5000 characters',
  paymentMethodInvalid: 'Choose a payment method',
  chatPrefUnknown: 'This chat preference does not exist',
  pickUpPointRequired: 'Choose a pick-up point',
  pickUpPointUnknown: 'This pick-up point does not exist',
  allergenUnknown: 'One of the chosen allergens does not exist',
  billingAddressRequired: 'A billing address is required (street, postcode and city)',
  deliveryAddressRequired: 'A delivery address is required when the billing address is not used for delivery',
  listItemInvalid: 'Each entry must be 1 to 100 characters',
  customerHasOrders: 'This customer has orders and cannot be deleted. Set the customer inactive instead.',
  // Special programmes and groups: the three creation messages and the 'Unable to …' prefixes are the old
  // app's, the rest Brigade's own
  specialProgrammeNameRequired: 'Please provide a name for the Special Programme',
  specialProgrammeStartRequired: 'Please provide a start date for the Special Programme',
  specialProgrammeStartInvalid: 'The start date for the Special Programme is invalid.',
  unableToGetSpecialProgrammes: 'Unable to get special programmes.',
  unableToCreateSpecialProgramme: 'Unable to create special programme.',
  unableToDeleteSpCustomer: 'Unable to delete customer on special programme.',
  unableToUpdateSpDelivery: 'Unable to update customer delivery on special programme.',
  unableToUpdateSpAccounting: 'Unable to update customer account type on special programme.',
  unableToUpdateSpValue: 'Unable to update customer package value on special programme.',
  unableToSaveDeliveryGroup: 'Unable to create/update delivery group on special programme.',
  spCustomerAlreadyAdded:
    'This customer is already on the special programme. Add them again with reset to restore the defaults.',
  spCustomerUnknown: 'This customer does not exist',
  spAddressNotCustomers: "This address is not one of the customer's addresses",
  spAddressAndPickUpPoint: 'Choose an address or a pick-up point, not both',
  spDeliveryGroupUnknown: 'This delivery group is not one of the special programme',
  spOrderCountInvalid: 'Order count must be a whole number from 0 to 10000',
  deliveryGroupRequired: 'Delivery group is required (at most 100 characters)',
  deliveryGroupTaken: 'This special programme already has a delivery group with this name',
  groupNameTaken: 'A group with this name already exists',
  groupMemberElsewhere: 'This customer is already in another group. Move them to this group explicitly.',
  // Orders and programmes: 'Invalid weekId' is the old app's and 'Select at most 2 meal types' its rule, the
  // rest Brigade's own
  invalidWeekId: 'Invalid weekId',
  weekdaysRequired: 'Choose at least one weekday',
  weekdaysInvalid: 'Weekdays are numbers from 1 (Monday) to 7 (Sunday), each once',
  endWeekBeforeStart: 'The end week cannot be before the start week',
  trialOneDay: 'A 1-day trial is one day of one week',
  trialNoSubscription: 'A 1-day trial cannot be a subscription',
  tooManyMealTypes: 'Select at most 2 meal types',
  discountMealsMismatch: 'The meals left out do not match the programme',
  orderCustomerUnknown: 'This customer does not exist',
  orderAddressNotCustomers: "This address is not one of the customer's addresses",
  orderLegacyReadOnly: 'This is a legacy order (version 2): it can be viewed but not changed',
  // The week, customer overview, overrides, merges and bags: the four delivery/map texts, 'Unable to
  // determine programme' and 'Unable to get customer overview.' are the old app's, the rest Brigade's own
  deliveryUndetermined: 'ERROR Unable to determine delivery. Possibly not set.',
  assignDeliveryGroup: 'ASSIGN DELIVERY GROUP',
  deliveryMismatch: 'MISMATCH ERROR',
  noCoordinates: 'Unable to determine coordinates',
  programmeUndetermined: 'Unable to determine programme',
  unableToGetCustomerOverview: 'Unable to get customer overview.',
  dayOverrideStatusInvalid: 'Status must be 0 (skip the day) or 1 (deliver it)',
  programmeTypeInvalid: 'Programme type must be LEAN or STRONG',
  mealTypeInvalid: 'Unknown meal type',
  dateOutsideOrder: "This date is not in the order's weeks",
  orderCancelledNoChange: 'This order is cancelled: its days cannot be changed',
  orderNotInWeek: 'This order is not delivered in this week',
  mergeOrdersRequired: 'Choose 1 to 50 other orders to merge with',
  mergeWithItself: 'An order cannot be merged with itself',
  mergeOrderUnknown: 'One of the orders to merge with does not exist',
  mergeNotDelivered: 'Every merged order must be delivered on this date',
  mergeDifferentDelivery: 'Merged orders must go to the same address (postcode and street) or pick-up point',
  bagsRequired: 'Add 1 to 20 bag lines',
  bagQtyInvalid: 'Quantity must be a whole number from 1 to 50',
  // Analytics data (Brigade's own)
  analyticsCustomerIdsInvalid: 'customer_ids must be 1 to 500 customer ids separated by commas',
  analyticsWeekInvalid: 'Expected a week id (2026_45) or a date (YYYY-MM-DD)',
  analyticsWeeksOrder: 'from must not be after to',
  analyticsWeeksTooMany: 'from and to may be at most 1000 weeks apart',
  // Ingredients and suppliers: 'Suppliers has reached limit. Develop further.' is the old app's, the rest
  // Brigade's own
  suppliersLimit: 'Suppliers has reached limit. Develop further.',
  ingredientNameTaken: 'An ingredient with this name already exists',
  ingredientInUse:
    'This ingredient is used in a recipe and cannot be deleted. Remove it from the recipes first.',
  ingredientLegacyReadOnly: 'This is a legacy ingredient: it can be viewed but not changed',
  nutrientInvalid:
    'Nutrients are amounts per 100 g: empty (unknown) or a number from 0 up to the physical maximum',
  saturatedFatAboveFat: 'Saturated fat cannot be more than fat',
  sugarsAboveCarbohydrates: 'Sugars cannot be more than carbohydrates',
  densityInvalid: 'Density must be empty or a number of g per ml above 0 (at most 25)',
  gramsPerPieceInvalid: 'Grams per piece must be empty or a number above 0',
  sourceTooLong: 'Source must be at most 200 characters',
  allergenKindInvalid: 'Allergen kind must be contains, may contain or free',
  allergensUndeclared:
    'An ingredient is reviewed only when every allergen is declared (contains, may contain or free)',
  allergenListedTwice: 'Each allergen may be listed once',
  supplierRequired: 'Choose a supplier',
  supplierUnknown: 'This supplier does not exist',
  supplierNameTaken: 'A supplier with this name already exists',
  supplierInUse: 'This supplier is used by ingredient specs and cannot be deleted',
  supplierPhoneInvalid: 'Phone may contain digits, spaces and + ( ) / - (at most 30)',
  articleNumberTooLong: 'Article number must be at most 50 characters',
  packSizeInvalid: 'Pack size must be a number above 0',
  packUnitInvalid: 'Choose a pack unit',
  specPriceInvalid: 'Price must be a CHF amount from 0 to 100000',
  // Recipes: Brigade's own
  recipeMealTypeUnknown: 'Unknown meal type',
  recipeRevisionStatusInvalid: 'Choose a revision status',
  recipeLayerNameRequired: 'Layer name is required',
  recipeIngredientRequired: 'Choose an ingredient',
  recipeQuantityInvalid: 'Quantity must be a number of 0 or more',
  recipeUnitInvalid: 'Choose a unit',
  recipeErrorMarginInvalid: 'Error margin must be a percentage from 0 to 100',
  recipePortionInvalid: 'Portion quantity must be a number above 0',
  recipeChecklistTextRequired: 'A checklist item needs a text',
  recipeTooManyLines: 'A recipe may have at most 200 ingredient lines',
  recipeUidDuplicate: 'Each ingredient line needs its own uid',
  recipeLayerInvalid: 'This layer is not part of the recipe',
  recipeSeparatorInvalid: 'A separator must follow one of the ingredient lines',
  recipeIngredientUnknown: 'This ingredient does not exist',
  recipeIngredientLegacy: 'This is a legacy ingredient: new recipe lines cannot use it',
  recipeSpecNotOfIngredient: "This supplier spec does not belong to the line's ingredient",
  recipeLineRefused: 'An ingredient line cannot be saved',
  // Recipe notes, feedback, exports and nutritional info: Brigade's own
  feedbackRatingInvalid: 'Rating must be a whole number from 1 to 5',
  feedbackNotOwn: 'Only the author or a super user can delete this feedback',
  recipeExportIdsInvalid: 'Give the ids of the recipes, separated by commas (at most 100)',
  nutritionalInfoNameTaken: 'A nutritional info entry with this name already exists',
  nutritionalInfoNeedsSource: 'Choose a recipe or give an analysis',
  nutritionalInfoRecipeUnknown: 'This recipe does not exist',
  // Nutrition analysis: the two upload messages are the old app's, the rest Brigade's own
  analysisUploadLatestFailed: 'Unable to upload latest analysis!',
  analysisUploadTimestampedFailed: 'Unable to upload timestamped analysis!',
  analysisIdVariantInvalid: 'Expected a recipe id and variant, e.g. 12-default',
  // Allergen matching and suppressions: Brigade's own
  allergenMatchNeedsCustomers: 'Give a date or the ids of the customers to check',
  allergenMatchRecipeIdsInvalid: 'Give 1 to 100 recipe ids',
  allergenMatchCustomerIdsInvalid: 'Give at most 20000 customer ids',
  allergenMatchRecipeUnknown: 'One of the recipes does not exist',
  suppressionCustomerUnknown: 'This customer does not exist',
  suppressionRecipeUnknown: 'This recipe does not exist',
  suppressionOrderNotOfCustomer: 'This order does not belong to the customer',
  suppressionListInvalid: 'Suppressions must be a list of ingredient names (at most 100)',
  // Recipe-data service lookup, its quota answer included (ADR 040): Brigade's own
  recipeDataNotConfigured: 'No recipe-data service is configured',
  recipeDataQuotaExceeded: 'The recipe-data service quota is used up. Try again later.',
  recipeDataFailed: 'The recipe-data service did not answer properly. Try again later.',
  recipeDataIngredientUnknown: 'The recipe-data service does not know this ingredient',
  recipeDataQueryRequired: 'Type 2 to 100 characters to search',
  // The kitchen's week: the old app's 'Unable to …' texts, word for word, and Brigade's own
  unableToSubmitDayRecipes: 'Unable to submit day recipes.',
  unableToGetShoppingList: 'Unable to get shopping list.',
  unableToUpdateProductionStage: 'Unable to update recipe production stage.',
  unableToGetAllergyMatchBlocks: 'Unable to get allergy match blocks',
  unableToExtractDates: 'Unable to extract dates array.',
  productionStageBusy: 'This meal is already being updated. Wait for the server to confirm.',
  dayRecipeNotAssigned: 'No recipe is assigned to this slot on this day.',
  // Production: Brigade's reasons; the web adds the old app's prefix ('Unable to submit day recipes. …')
  // where it had one
  dayRecipesRecipeUnknown: 'One of the chosen recipes does not exist (any more).',
  previousWeekEmpty: 'The previous week has no recipes to copy.',
  ...menuMessages,
  ...inventoryMessages,
  ...labelMessages,
  ...integrationMessages,
  ...logisticsMessages,
  ...maintenanceMessages,
  ...postalMessages,
  ...accountingMessages,
  ...invoiceMessages,
  ...paymentMessages,
  ...discountCodeMessages,
  ...marginMessages,
  ...analyticsMessages,
  ...staffMessages,
} as const;
export type MessageKey = keyof typeof messages;

const byText = new Map<string, MessageKey>(
  (Object.entries(messages) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The catalogue key of a message text, so a client can translate a server message it knows. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return byText.get(text);
}
