/** Address and customer look-ups and the customer's dashboard summary (issue 21): Brigade's own wording. */
export const lookupMessages = {
  lookupIdsInvalid: 'Give ids as whole numbers separated by commas (at most 100)',
  lookupPostcodesInvalid: 'Give postcodes separated by commas (at most 100, each up to 10 characters)',
} as const;
