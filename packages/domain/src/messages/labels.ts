/** Labels and the packing check: Brigade's own messages (part of the catalogue, ADR 017, ADR 068). */
export const labelMessages = {
  labelsWeekInvalid: 'Choose a week: a year from 2000 to 2100 and a week from 1 to 53 that the year has',
  labelsDateOutsideWeek: 'The day is not in this week',
  labelsCustomerInvalid: 'Choose a customer by their number',
  labelsLanguageInvalid: 'Labels are printed in English (en) or German (de)',
  labelsOrderInvalid: 'Choose an order by its number, or all',
  packingMealCodeInvalid: 'This is not a meal label: scan the QR code of a meal label',
  packingBagCodeInvalid: 'This is not a bag: scan the barcode of a package label',
  packingBagUnknown: 'This bag is not delivered on that day (the order has no delivery then)',
  labelPdfNotReady: 'This PDF is not ready yet, or it is no longer kept',
} as const;
