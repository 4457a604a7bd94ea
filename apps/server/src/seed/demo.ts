import type { CompanySlug, UserCategory, UserGroup } from '@brigade/domain/access/privilege';

/** docs/api-foundation.md: one user of every group and category. Demo mode only (published passwords). */
export const demoUsers: readonly {
  username: string;
  email: string;
  user_group: UserGroup;
  user_category: UserCategory;
  company_slug: CompanySlug;
}[] = [
  {
    username: 'super',
    email: 'super@brigade.local',
    user_group: 'SUPER',
    user_category: 'AP',
    company_slug: 'default',
  },
  {
    username: 'superchef',
    email: 'superchef@brigade.local',
    user_group: 'SUPER_CHEF',
    user_category: 'AP',
    company_slug: 'default',
  },
  {
    username: 'chef',
    email: 'chef@brigade.local',
    user_group: 'CHEF',
    user_category: 'AP',
    company_slug: 'default',
  },
  {
    username: 'driver',
    email: 'driver@brigade.local',
    user_group: 'CHEF',
    user_category: 'LOGISTICS',
    company_slug: 'ultrakurier',
  },
  {
    username: 'dispatcher',
    email: 'dispatcher@brigade.local',
    user_group: 'SUPER',
    user_category: 'LOGISTICS',
    company_slug: 'rico',
  },
];

export const demoPassword = (username: string) => `${username}-demo-2026`;

/** Words that contain an allergen's word without being it, which is what blocks are for (ADR 009). */
export const demoAllergenBlocks: readonly { subject: string; test: string }[] = [
  { subject: 'nutmeg', test: 'nut' },
  { subject: 'coconut', test: 'nut' },
  { subject: 'butternut squash', test: 'nut' },
];
