/** The accounting service (issue 19): the old app's wording where it had one, else Brigade's own. */
export const accountingMessages = {
  // The old app's confirm text (spec §2): every accounting call without a connection asks for the login.
  accountingLoginRequired: 'You must login to Bexio to continue',
  accountingNotConnected:
    'The accounting service is not configured: set ACCOUNTING_CLIENT_ID and ACCOUNTING_CLIENT_SECRET (invoices stay in Brigade)',
  accountingStateInvalid: 'The login state must be 10 letters or digits',
  accountingCodeRequired: 'The login code is missing',
  accountingStateUnknown: 'This accounting login is unknown or was already used: start the login again',
  accountingStateExpired: 'This accounting login has expired (after 10 minutes): start the login again',
  accountingStateOtherUser: 'This accounting login was started by another user: start the login again',
  accountingProxyPathInvalid: 'Only paths of the accounting API under /2.0, /3.0 and /4.0 can be called',
  accountingCurrencyUnknown: 'The accounting service does not know the currency of this invoice',
} as const;
