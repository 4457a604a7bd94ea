/** Logistics: Brigade's own messages (part of the catalogue, ADR 017). */
export const logisticsMessages = {
  bagsWeekStartInvalid: "Give the week's Monday as YYYY-MM-DD",
  bagRecipeStatusInvalid: 'The status of a bag recipe is OPEN or PACKED',
  bagNotFound: 'This order has no bag on this date',
  bagRecipeNotFound: 'This recipe is not in this bag',
  // The consignments of a day (ADR 065): the old app's path messages, word for word, and why an order is not
  // placed (Brigade's own, the plan's UNPLACED_REASONS).
  consignmentTeamInvalid: 'Invalid team for consignment',
  consignmentIdentifierInvalid: 'Invalid identifier for consignment',
  consignmentDateInvalid: 'Invalid date for consignment',
  unplacedNoDeliveryDetails: 'The order has a bag on this date, but its delivery details were not found.',
  unplacedNoPlace: 'The order has no delivery address or known pick-up point.',
  unplacedNoZone:
    'The order has no delivery type and its delivery postcode is in no zone (UNKNOWN): give the postcode a zone or the order a delivery type.',
  unplacedNoDeliveryType:
    'The order has no delivery type and its zone gives none for this kind of customer (home or office), or the type does not exist.',
  unplacedNoCourier: 'The delivery type has no courier in any of its columns.',
  unplacedUnknownCourier: 'The courier chosen from the delivery type is not a known courier.',
  // Dispatch and the drivers' app (ADR 066): Brigade's own.
  stopNotFound: 'This stop is not in this run.',
  stopNotPublished: 'This stop is not published yet: the dispatcher publishes the run first.',
  stopAlreadyFinal: 'This stop is already delivered or removed; its status cannot change.',
  stopOrderInvalid: 'The stop order must list each stop of the run once.',
  notDeliveredReasonRequired: 'Say why the stop was not delivered.',
  courierStatusTransition: 'The external logistics service does not allow this status change.',
  publishNothing: 'There is nothing to publish: the run has no consignments.',
  labelLinkPasswordWrong: 'Wrong password.',
  labelLinkTooManyTries: 'Too many wrong passwords. Try again in 15 minutes.',
} as const;
