/** The audit log and a customer's data rights (export, erasure): Brigade's own messages (ADR 082). */
export const dataRightsMessages = {
  auditDatesReversed: 'The from date must not be after the to date',
  customerErased: 'This customer was erased: their data is gone and they cannot be changed or get orders.',
  erasureNotConfirmed: "Type the customer's number or full name to confirm the erasure",
  customerHasRunningOrders:
    'This customer has orders running this week or later. Cancel or end them before erasing the customer.',
} as const;
