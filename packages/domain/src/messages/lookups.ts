/**
 * Address and customer look-ups, the customer's dashboard summary and its dislike suppression (issue 21,
 * ADR 077): Brigade's own wording.
 */
export const lookupMessages = {
  lookupIdsInvalid: 'Give ids as whole numbers separated by commas (at most 100)',
  lookupPostcodesInvalid: 'Give postcodes separated by commas (at most 100, each up to 10 characters)',
  dislikeRequired: 'Name the dislike to suppress',
  dislikeUnknown: 'This customer has no such dislike',
} as const;
