import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';

/**
 * One of a customer's dislikes with its customer-wide suppression (ADR 077): a suppressed dislike raises no
 * match in the kitchen's allergen matching; who suppressed it and when are kept while it is.
 */
export const customerDislike = z.object({
  dislike: z.string(),
  suppressed: z.boolean(),
  suppressed_at: z.string().nullable(),
  /** The user who suppressed it (null when not suppressed, or when that user is gone). */
  suppressed_by: z.string().nullable(),
});
export type CustomerDislike = z.infer<typeof customerDislike>;

/** GET /customers/:id/dislikes and the answer of POST …/dislikes/suppress: the customer's dislikes in list order. */
export const customerDislikes = z.object({
  customer_id: z.number().int(),
  items: z.array(customerDislike),
});
export type CustomerDislikes = z.infer<typeof customerDislikes>;

/** POST /customers/:id/dislikes/suppress: suppress one of the customer's dislikes, or lift it (`suppressed: false`). */
export const suppressDislikeRequest = z.object({
  dislike: z
    .string({ error: messages.dislikeRequired })
    .trim()
    .min(1, { error: messages.dislikeRequired })
    .max(100, { error: messages.dislikeUnknown }),
  suppressed: z.boolean({ error: messages.invalidValue }).default(true),
});
export type SuppressDislikeRequest = z.input<typeof suppressDislikeRequest>;
export type SuppressDislike = z.output<typeof suppressDislikeRequest>;
