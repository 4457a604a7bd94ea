import { z } from 'zod';
import { companySlugs, userCategories, userGroups } from '../access/privilege.ts';
import { messages } from '../messages/catalogue.ts';
import { listQuery, listResponse, version } from './common.ts';
import { accountShape, newPassword } from './auth.ts';

export const user = z.object({
  ...accountShape,
  created_at: z.string(),
  version,
});
export type User = z.infer<typeof user>;

export const userListQuery = listQuery(['username', 'email', 'user_group', 'user_category', 'created_at']);
export type UserListQuery = z.infer<typeof userListQuery>;
export const userList = listResponse(user);

export const createUserRequest = z.object({
  username: z
    .string({ error: messages.usernameRequired })
    .trim()
    .min(1, { error: messages.usernameRequired })
    .max(100, { error: messages.nameTooLong }),
  email: z
    .union([z.literal(''), z.email({ error: messages.emailInvalid })])
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
  password: newPassword,
  user_group: z.enum(userGroups).default('CHEF'),
  user_category: z.enum(userCategories).default('AP'),
  company_slug: z.enum(companySlugs).default('default'),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

export const setUserPasswordRequest = z.object({ password: newPassword });
export type SetUserPasswordRequest = z.infer<typeof setUserPasswordRequest>;
