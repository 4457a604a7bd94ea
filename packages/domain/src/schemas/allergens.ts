import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { listQuery, listResponse, version } from './common.ts';

const name = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, { error: messages.nameRequired })
  .max(100, { error: messages.nameTooLong });

/** An allergen: allergen_id and name, with the German name beside the English one. */
export const allergen = z.object({
  allergen_id: z.number().int(),
  name: z.string(),
  name_de: z.string(),
  /** The Annex II code of an EU-14 allergen (GLUTEN … MOLLUSCS), null for one the kitchen added. */
  code: z.string().nullable(),
  version,
  updated_at: z.string(),
});
export type Allergen = z.infer<typeof allergen>;

export const allergenListQuery = listQuery(['allergen_id', 'name', 'name_de', 'updated_at']);
/** A parsed list query (defaults filled in), as the service reads it. */
export type AllergenListQuery = z.infer<typeof allergenListQuery>;
export const allergenList = listResponse(allergen);

export const createAllergenRequest = z.object({ name, name_de: name });
export type CreateAllergenRequest = z.infer<typeof createAllergenRequest>;

export const updateAllergenRequest = createAllergenRequest.extend({ version });
export type UpdateAllergenRequest = z.infer<typeof updateAllergenRequest>;

/** An allergen block: an explicit "subject does not match test" that overrides word matching. */
export const allergenBlock = z.object({
  allergen_block_id: z.number().int(),
  subject: z.string(),
  test: z.string(),
  created_at: z.string(),
});
export type AllergenBlock = z.infer<typeof allergenBlock>;

export const allergenBlockListQuery = listQuery(['subject', 'test', 'created_at']);
export type AllergenBlockListQuery = z.infer<typeof allergenBlockListQuery>;
export const allergenBlockList = listResponse(allergenBlock);

export const createAllergenBlockRequest = z.object({
  subject: z
    .string({ error: messages.subjectRequired })
    .trim()
    .min(1, { error: messages.subjectRequired })
    .max(200, { error: messages.nameTooLong }),
  test: z
    .string({ error: messages.testRequired })
    .trim()
    .min(1, { error: messages.testRequired })
    .max(200, { error: messages.nameTooLong }),
});
export type CreateAllergenBlockRequest = z.infer<typeof createAllergenBlockRequest>;
