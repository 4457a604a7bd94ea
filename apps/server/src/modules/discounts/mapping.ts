import { discountStatus, isRedeemed } from '@brigade/domain/discounts/discount-status';
import type { CreateDiscount, Discount, DiscountSuggestion } from '@brigade/domain/schemas/discounts';
import type { DiscountRow, DiscountValues } from './repository.ts';

/** A discount as the list shows it on `today` (its status depends on the date and the usage). */
export function toDiscount(row: DiscountRow, today: string): Discount {
  const validity = {
    valid_from: row.validFrom,
    valid_to: row.validTo,
    usage_limit: row.usageLimit,
    usage_count: row.usageCount,
  };
  return {
    discount_id: row.discountId,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: Number(row.value), // numeric comes back as text
    ...validity,
    redeemed: isRedeemed(validity),
    status: discountStatus(validity, today),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDiscountSuggestion(d: Discount): DiscountSuggestion {
  return { discount_id: d.discount_id, code: d.code, kind: d.kind, value: d.value, status: d.status };
}

/** The usage count is not among the values: the booking funnel counts, staff only set the limit. */
export function toDiscountValues(input: CreateDiscount): DiscountValues {
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    value: input.value.toFixed(2),
    validFrom: input.valid_from,
    validTo: input.valid_to,
    usageLimit: input.usage_limit,
  };
}
