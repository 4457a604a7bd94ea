/** The postal service (ADR 067): the old app's wording where it had one, else Brigade's own. */
export const postalMessages = {
  // The old app's: a call to the postal service without a stored access token.
  postalNoToken: 'No access token found',
  postalHouseNumberRequired: 'House number is required',
  postalCityRequired: 'City is required',
  postalPostcodeUnknown: 'This postcode is not a known Swiss postcode',
  postalCityCorrected: 'The city of this postcode is another one: the label uses the postcode list',
  postalFrankingMissing: 'No franking licence is configured for this zone',
  postalOrderNotByPost: 'This order does not go by post on this date',
  postalLabelExists: 'A label has already been made for this order on this date',
  postalNoLabels: 'No labels have been made for this date',
  postalSheetNotMerged: "Swiss Post's labels are separate PDFs: download them one by one",
  postalAddressUnusable: 'The delivery address cannot be used for a label',
} as const;
