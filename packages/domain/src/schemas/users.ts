import { z } from 'zod';
import { companySlugs, userCategories, userGroups } from '../access/privilege.ts';
import { messages } from '../messages/catalogue.ts';
import { listQuery, listResponse, version } from './common.ts';
import { accountShape, newPassword } from './auth.ts';

export const user = z.object({
  ...accountShape,
  created_at: z.string(),
  /** When a SUPER disabled the account (it cannot log in), or null (ADR 080). */
  disabled_at: z.string().nullable(),
  /** A one-time password was given: the user must choose a new password at their next login (ADR 080). */
  must_change_password: z.boolean(),
  version,
});
export type User = z.infer<typeof user>;

export const userStatuses = ['active', 'disabled'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** `status` keeps only active or only disabled accounts; without it the list shows both. */
export const userListQuery = listQuery([
  'username',
  'email',
  'user_group',
  'user_category',
  'created_at',
]).extend({
  status: z.enum(userStatuses).optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;
export const userList = listResponse(user);

const username = z
  .string({ error: messages.usernameRequired })
  .trim()
  .min(1, { error: messages.usernameRequired })
  .max(100, { error: messages.nameTooLong });
const email = z
  .union([
    z.literal(''),
    z.email({ error: messages.emailInvalid }).max(254, { error: messages.emailInvalid }),
  ])
  .optional()
  .transform((v) => (v ? v.toLowerCase() : null));

export const createUserRequest = z.object({
  username,
  email,
  password: newPassword,
  user_group: z.enum(userGroups).default('CHEF'),
  user_category: z.enum(userCategories).default('AP'),
  company_slug: z.enum(companySlugs).default('default'),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

export const setUserPasswordRequest = z.object({ password: newPassword });
export type SetUserPasswordRequest = z.infer<typeof setUserPasswordRequest>;

/**
 * What a SUPER changes of an account (ADR 080): names, group, category and company, with the version they saw. A
 * change of group, category or company ends the user's sessions.
 */
export const updateUserRequest = z.object({
  username,
  email,
  user_group: z.enum(userGroups),
  user_category: z.enum(userCategories),
  company_slug: z.enum(companySlugs),
  version,
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

/** A generated one-time password, answered once: only its hash is stored. */
export const oneTimePasswordResponse = z.object({ password: z.string(), expires_at: z.string() });
export type OneTimePasswordResponse = z.infer<typeof oneTimePasswordResponse>;
