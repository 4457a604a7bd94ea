import { createQueryKeys } from '../../../lib/query-keys.ts';

export const groupKeys = createQueryKeys('groups');
export const groupMemberKeys = createQueryKeys('group-members');
