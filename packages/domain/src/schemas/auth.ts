import { z } from 'zod';
import { companySlugs, userCategories, userGroups } from '../access/privilege.ts';
import { messages } from '../messages/catalogue.ts';

export const loginRequest = z.object({
  category: z.enum(userCategories).default('AP'),
  username: z
    .string({ error: messages.usernameRequired })
    .trim()
    .min(1, { error: messages.usernameRequired })
    .max(200, { error: messages.unauthorised }),
  // Longer than any password that can be set (128): such a login cannot succeed, and is refused unread.
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, { error: messages.passwordRequired })
    .max(1024, { error: messages.unauthorised }),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** Passwords of 12 to 128 characters (ADR 003). */
export const newPassword = z
  .string({ error: messages.passwordRequired })
  .min(12, { error: messages.passwordTooShort })
  .max(128, { error: messages.passwordTooLong });

/** A user account as the API shows it: who, and the group, category and company that decide access. */
export const accountShape = {
  user_id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  user_group: z.enum(userGroups),
  user_category: z.enum(userCategories),
  company_slug: z.enum(companySlugs),
};

export const me = z.object({
  ...accountShape,
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /**
   * True after a login with a one-time password: until the password is changed (POST /auth/change-password),
   * every other call answers 403 PASSWORD_CHANGE_REQUIRED (ADR 080). The server always sends it.
   */
  must_change_password: z.boolean().optional(),
});
export type Me = z.infer<typeof me>;

/** `token` only when asked with header `x-brigade-token: 1` (non-browser clients; browsers use the cookie). */
export const loginResponse = z.object({ user: me, token: z.string().optional() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const changePasswordRequest = z.object({
  current_password: z
    .string({ error: messages.passwordRequired })
    .min(1, { error: messages.passwordRequired })
    .max(1024, { error: messages.passwordRequired }),
  new_password: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
