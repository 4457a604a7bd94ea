/** User groups, login categories and company slugs; privilege levels SUPER 0, SUPER_CHEF 1, else 2. */
export const userGroups = ['SUPER', 'SUPER_CHEF', 'CHEF'] as const;
export type UserGroup = (typeof userGroups)[number];

export const userCategories = ['AP', 'LOGISTICS'] as const;
export type UserCategory = (typeof userCategories)[number];

export const companySlugs = ['default', 'ultrakurier', 'rico'] as const;
export type CompanySlug = (typeof companySlugs)[number];

/** 0 = full access (SUPER), 1 = SUPER_CHEF, 2 = CHEF or unknown. Lower is more access. */
export type PrivilegeLevel = 0 | 1 | 2;

export function privilegeLevel(group: string | null | undefined): PrivilegeLevel {
  if (group === 'SUPER') return 0;
  if (group === 'SUPER_CHEF') return 1;
  return 2;
}

/** A drawer entry or route of level `required` is open to a user of level `level` when level ≤ required. */
export function canAccess(level: PrivilegeLevel, required: PrivilegeLevel): boolean {
  return level <= required;
}
