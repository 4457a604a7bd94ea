import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { listQuery, listResponse, replacing, version } from './common.ts';

/** /groups: customers ordering together (an office, a team); a customer is in at most one group. */
export const customerGroup = z.object({
  group_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  member_count: z.number().int(),
  version,
  updated_at: z.string(),
});
export type CustomerGroup = z.infer<typeof customerGroup>;

/** `q` searches name and description. */
export const customerGroupListQuery = listQuery(['name', 'member_count', 'updated_at']);
/** The list's query as the server reads it (defaults applied). */
export type CustomerGroupListParams = z.output<typeof customerGroupListQuery>;
export const customerGroupList = listResponse(customerGroup);

const fields = {
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, { error: messages.nameRequired })
    .max(100, { error: messages.nameTooLong }),
  description: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(1000, { error: messages.textTooLong })
    .default(''),
};
export const createCustomerGroupRequest = z.object(fields);
export type CreateCustomerGroupRequest = z.input<typeof createCustomerGroupRequest>;
export type CreateCustomerGroup = z.output<typeof createCustomerGroupRequest>;
/** An edit replaces every field (ADR 084): one left out is refused, never reset to ''. */
export const updateCustomerGroupRequest = z.object({ ...replacing(fields), version });
export type UpdateCustomerGroup = z.output<typeof updateCustomerGroupRequest>;

/** A member of a group, by last name. */
export const groupMember = z.object({
  customer_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type GroupMember = z.infer<typeof groupMember>;
export const groupMemberList = z.object({ items: z.array(groupMember), total: z.number().int() });

export const groupMemberParams = z.object({
  id: z.coerce.number().int().positive({ error: messages.notFound }).max(2_147_483_647),
  customerId: z.coerce.number().int().positive({ error: messages.notFound }).max(2_147_483_647),
});

/**
 * Adding a member who is in another group moves them only when `move` is true (else 409). A PUT sends its whole
 * body (ADR 084): `move` left out is refused, not taken as false.
 */
export const addGroupMemberRequest = z.object({
  move: z.boolean({ error: messages.invalidValue }),
});
