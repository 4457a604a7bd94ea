import type { CompanySlug, UserCategory, UserGroup } from '@brigade/domain/access/privilege';
import type { User } from '@brigade/domain/schemas/users';
import type { UserRow } from './repository.ts';

/** Who a user is (username, e-mail, group, category, company), from their row; a session row has the same fields. */
export function toIdentity(
  row: Pick<UserRow, 'userId' | 'username' | 'email' | 'userGroup' | 'userCategory' | 'companySlug'>,
): Pick<User, 'user_id' | 'username' | 'email' | 'user_group' | 'user_category' | 'company_slug'> {
  return {
    user_id: row.userId,
    username: row.username,
    email: row.email,
    user_group: row.userGroup as UserGroup,
    user_category: row.userCategory as UserCategory,
    company_slug: row.companySlug as CompanySlug,
  };
}

/** Rows become the wire type here, so ORM types never reach a route; the password hash never leaves. */
export function toUser(row: UserRow): User {
  return {
    ...toIdentity(row),
    created_at: row.createdAt.toISOString(),
    disabled_at: row.disabledAt?.toISOString() ?? null,
    must_change_password: row.mustChangePassword,
    version: row.version,
  };
}
