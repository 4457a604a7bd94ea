import { companySlugs, userCategories, userGroups } from '@brigade/domain/access/privilege';
import type { TFunction } from 'i18next';

/** Select options for a user's group, category and company, labelled in the user's language. */
export function userOptions(t: TFunction<'users'>) {
  return {
    groups: userGroups.map((value) => ({ value, label: t(`group.${value}`) })),
    categories: userCategories.map((value) => ({ value, label: t(`category.${value}`) })),
    companies: companySlugs.map((value) => ({ value, label: t(`company.${value}`) })),
  };
}
