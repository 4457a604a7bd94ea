import type { CompanySlug, UserCategory, UserGroup } from '@brigade/domain/access/privilege';
import type { User } from '@brigade/domain/schemas/users';
import type { UserRow } from './repository.ts';

/** Rows become the wire type here, so ORM types never reach a route; the password hash never leaves. */
export function toUser(row: UserRow): User {
  return {
    user_id: row.userId,
    username: row.username,
    email: row.email,
    user_group: row.userGroup as UserGroup,
    user_category: row.userCategory as UserCategory,
    company_slug: row.companySlug as CompanySlug,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}
