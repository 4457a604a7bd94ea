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
} as const;

export type MessageKey = keyof typeof messages;

const byText = new Map<string, MessageKey>(
  (Object.entries(messages) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The catalogue key of a message text, so a client can translate a server message it knows. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return byText.get(text);
}
