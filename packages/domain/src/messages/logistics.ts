/** Logistics: Brigade's own messages (part of the catalogue, ADR 017). */
export const logisticsMessages = {
  bagsWeekStartInvalid: "Give the week's Monday as YYYY-MM-DD",
  bagRecipeStatusInvalid: 'The status of a bag recipe is OPEN or PACKED',
  bagNotFound: 'This order has no bag on this date',
  bagRecipeNotFound: 'This recipe is not in this bag',
} as const;
