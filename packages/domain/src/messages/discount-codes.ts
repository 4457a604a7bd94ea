/** Discount codes on orders (issue 19): Brigade's own wording (the spec names no messages for codes). */
export const discountCodeMessages = {
  discountCodeUnknown: 'This discount code does not exist',
  discountCodeExpired: 'This discount code has expired',
  discountCodeNotYetValid: 'This discount code is not valid yet',
  discountCodeUsedUp: 'This discount code has been used up',
  discountCodeInUse: 'This discount code is used by orders and cannot be deleted',
  discountCodeOldPriceModel: 'Orders created before 12 August 2020 (price model 1) take no discount codes',
} as const;
