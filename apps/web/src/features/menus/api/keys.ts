import { createQueryKeys } from '../../../lib/query-keys.ts';

export const menuKeys = createQueryKeys('menus');
export const additionalDayKeys = createQueryKeys('additional-days');
export const menuRecipeKeys = createQueryKeys('menu-recipes');
