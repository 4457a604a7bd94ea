import { z } from 'zod';
import { isoDateField } from './availability.ts';
import { messages } from '../messages/catalogue.ts';
import { listQuery, listResponse, replacing, version } from './common.ts';
import { chfAmount } from './pick-up-points.ts';

export const discountKinds = ['PERCENT', 'FIXED'] as const;
export type DiscountKind = (typeof discountKinds)[number];
export const discountStatuses = ['SCHEDULED', 'ACTIVE', 'EXPIRED', 'USED_UP'] as const;

/** A discount code of the booking funnel (Brigade's reading; the old app showed no fields, ADR 011). */
export const discount = z.object({
  discount_id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(discountKinds),
  /** Percent off (PERCENT) or CHF off (FIXED). */
  value: z.number(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  /** null: unlimited. */
  usage_limit: z.number().int().nullable(),
  usage_count: z.number().int(),
  redeemed: z.boolean(),
  status: z.enum(discountStatuses),
  version,
  updated_at: z.string(),
});
export type Discount = z.infer<typeof discount>;

/** The discounts list (start, length, sort_by); `redeemed` keeps used or never-used codes. */
export const discountListQuery = listQuery([
  'code',
  'kind',
  'value',
  'valid_from',
  'valid_to',
  'usage_limit',
  'usage_count',
  'updated_at',
]).extend({ redeemed: z.enum(['true', 'false']).optional() });
export type DiscountListQuery = z.infer<typeof discountListQuery>;
export const discountList = listResponse(discount);

/** Discount autocomplete (query; results); the web asks after 300 ms without typing. */
export const discountAutocompleteQuery = z.object({
  query: z
    .string()
    .trim()
    .min(1, { error: messages.codeRequired })
    .max(30, { error: messages.discountCodeInvalid }),
});
export const discountAutocomplete = z.object({
  results: z.array(discount.pick({ discount_id: true, code: true, kind: true, value: true, status: true })),
});
export type DiscountSuggestion = z.infer<typeof discountAutocomplete>['results'][number];

/** Empty form fields mean "none". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const fields = {
  code: z
    .string({ error: messages.codeRequired })
    .trim()
    .min(1, { error: messages.codeRequired })
    .max(100, { error: messages.discountCodeInvalid })
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_-]{3,30}$/, { error: messages.discountCodeInvalid })),
  description: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(1000, { error: messages.textTooLong })
    .default(''),
  kind: z.enum(discountKinds, { error: messages.discountKindInvalid }),
  value: chfAmount(0, 10_000, messages.discountAmountInvalid, true),
  valid_from: z.preprocess(blankToNull, isoDateField.nullable()).default(null),
  valid_to: z.preprocess(blankToNull, isoDateField.nullable()).default(null),
  usage_limit: z
    .preprocess(
      (value) => {
        const blank = blankToNull(value);
        return typeof blank === 'string' ? Number(blank.trim()) : blank;
      },
      z
        .number({ error: messages.usageLimitInvalid })
        .int({ error: messages.usageLimitInvalid })
        .min(1, { error: messages.usageLimitInvalid })
        .max(1_000_000, { error: messages.usageLimitInvalid })
        .nullable(),
    )
    .default(null),
};

/** The code an order names (upper-cased); blank or null: none. */
export const discountCodeRef = z.preprocess(blankToNull, fields.code.nullable());

/** A percentage is at most 100; the end date is not before the start date. */
function checkDiscount(
  value: { kind: DiscountKind; value: number; valid_from: string | null; valid_to: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.kind === 'PERCENT' && value.value > 100) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: messages.discountPercentInvalid });
  }
  if (value.valid_from && value.valid_to && value.valid_to < value.valid_from) {
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: messages.validToBeforeFrom });
  }
}

export const createDiscountRequest = z.object(fields).superRefine(checkDiscount);
export type CreateDiscountRequest = z.input<typeof createDiscountRequest>;
export type CreateDiscount = z.output<typeof createDiscountRequest>;

/** An edit replaces every field (ADR 084): one left out is refused, never reset; null clears a date or the limit. */
export const updateDiscountRequest = z.object({ ...replacing(fields), version }).superRefine(checkDiscount);
export type UpdateDiscountRequest = z.input<typeof updateDiscountRequest>;
export type UpdateDiscount = z.output<typeof updateDiscountRequest>;
