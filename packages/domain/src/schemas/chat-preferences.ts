import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { listQuery, listResponse, version } from './common.ts';

const name = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, { error: messages.nameRequired })
  .max(100, { error: messages.nameTooLong });

/** A code as customers store it in chat_pref (default GROUP): capitals, digits and underscores. */
const code = z
  .string({ error: messages.codeRequired })
  .trim()
  .min(1, { error: messages.codeRequired })
  .max(100, { error: messages.chatCodeInvalid })
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z][A-Z0-9_]{0,29}$/, { error: messages.chatCodeInvalid }));

/** A chat preference; the default one is what new customers get (GROUP). */
export const chatPreference = z.object({
  chat_preference_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_de: z.string(),
  is_default: z.boolean(),
  version,
  updated_at: z.string(),
});
export type ChatPreference = z.infer<typeof chatPreference>;

export const chatPreferenceListQuery = listQuery(['code', 'name', 'name_de', 'is_default', 'updated_at']);
export type ChatPreferenceListQuery = z.infer<typeof chatPreferenceListQuery>;
export const chatPreferenceList = listResponse(chatPreference);

export const createChatPreferenceRequest = z.object({
  code,
  name,
  name_de: name,
  is_default: z.boolean().default(false),
});
export type CreateChatPreferenceRequest = z.input<typeof createChatPreferenceRequest>;

/** The code is fixed once created: customers store it. */
export const updateChatPreferenceRequest = z.object({
  name,
  name_de: name,
  is_default: z.boolean(),
  version,
});
export type UpdateChatPreferenceRequest = z.infer<typeof updateChatPreferenceRequest>;
