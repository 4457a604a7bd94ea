/**
 * User-facing messages of the specification, word for word. Server and web use these constants;
 * the web translates them through i18n (`messages` namespace, keyed by the constant's name).
 */
export const messages = {
  // §2 / §5 login
  unauthorised: 'Unauthorised',
  usernameRequired: 'Username/Email is required',
  passwordRequired: 'Password is required',
  // §8 status handling
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
  // Brigade's own (not in the spec), kept here so server and web agree
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
  // §7 cache flush (booking service): shown when a saved change could not reach the booking funnel
  cacheFlushFailed:
    'Unable to flush caches, the booking funnel will not update for up to an hour. Contact tech if these changes are urgent',
  // Controls: availability, chat preferences, pick-up points (§5 limit) and discounts; 'Dates must be array' and
  // the pick-up point limit are the spec's, the rest Brigade's own
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
} as const;

export type MessageKey = keyof typeof messages;

const byText = new Map<string, MessageKey>(
  (Object.entries(messages) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The catalogue key of a message text, so a client can translate a server message it knows. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return byText.get(text);
}
