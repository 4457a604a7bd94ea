import { privilegeLevel } from '@brigade/domain/access/privilege';
import type { Me } from '@brigade/domain/schemas/auth';
import type { User } from '@brigade/domain/schemas/users';
import { toIdentity } from '../users/mapping.ts';
import type { ActiveSessionRow } from './repository.ts';

export function toMe(
  user: Pick<User, 'user_id' | 'username' | 'email' | 'user_group' | 'user_category' | 'company_slug'> &
    Partial<Pick<User, 'must_change_password'>>,
): Me {
  return {
    user_id: user.user_id,
    username: user.username,
    email: user.email,
    user_group: user.user_group,
    user_category: user.user_category,
    company_slug: user.company_slug,
    level: privilegeLevel(user.user_group),
    must_change_password: user.must_change_password ?? false,
  };
}

/** The user of a live session, as `/auth/me` and the access policy see them. */
export function sessionMe(row: ActiveSessionRow): Me {
  return toMe({ ...toIdentity(row), must_change_password: row.mustChangePassword });
}
