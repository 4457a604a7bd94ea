import {
  privilegeLevel,
  type CompanySlug,
  type UserCategory,
  type UserGroup,
} from '@brigade/domain/access/privilege';
import type { Me } from '@brigade/domain/schemas/auth';
import type { User } from '@brigade/domain/schemas/users';
import type { ActiveSessionRow } from './repository.ts';

export function toMe(
  user: Pick<User, 'user_id' | 'username' | 'email' | 'user_group' | 'user_category' | 'company_slug'>,
): Me {
  return {
    user_id: user.user_id,
    username: user.username,
    email: user.email,
    user_group: user.user_group,
    user_category: user.user_category,
    company_slug: user.company_slug,
    level: privilegeLevel(user.user_group),
  };
}

/** The user of a live session, as `/auth/me` and the access policy see them. */
export function sessionMe(row: ActiveSessionRow): Me {
  return toMe({
    user_id: row.userId,
    username: row.username,
    email: row.email,
    user_group: row.userGroup as UserGroup,
    user_category: row.userCategory as UserCategory,
    company_slug: row.companySlug as CompanySlug,
  });
}
