/** Outside services, jobs and e-mail: Brigade's own messages (part of the catalogue, ADR 017). */
export const integrationMessages = {
  emailRecipientRequired: 'Give at least one recipient',
  emailSubjectRequired: 'The e-mail needs a subject',
  emailBodyRequired: 'Write a text or an HTML body',
  jobNotFound: 'This job does not exist (any more)',
  jobNotFailed: 'Only a failed job can be retried',
  shopWeeksInvalid: 'Weeks must be a whole number from 1 to 52, or empty for a subscription',
  shopProgrammeTypeRequired: 'Choose LEAN or STRONG for a programme',
  shopOrderNotFound: 'This shop order has not reached Brigade',
  shopLineNotFound: 'This shop order has no such line',
  shopNotConnected: 'The shop is not connected: set SHOP_URL, SHOP_CLIENT_ID and SHOP_CLIENT_SECRET',
  shopWebhookNotConfigured: 'Shop webhooks are not configured: set SHOP_WEBHOOK_SECRET',
  shopSignatureInvalid: 'The webhook signature does not match',
  shopPullTooOld: 'Catch up at most 30 days back',
  newsletterNobodyChosen: 'Choose at least one customer',
  newsletterTooMany: 'Sign up at most 1000 customers at once',
  newsletterRunNotFound: 'This sign-up run does not exist',
  subscriptionsNotConnected: 'The subscription service is not connected: set APPSTLE_KEY',
  filesNotConnected:
    'The file-storage service is not connected: set GOOGLE_DRIVE_FOLDER_ID and GOOGLE_SERVICE_ACCOUNT_JSON',
  courierNotConnected:
    "The external logistics service is not connected: set LOGISTICS_URL and LOGISTICS_TOKEN (Brigade's own tracking is the courier)",
} as const;
