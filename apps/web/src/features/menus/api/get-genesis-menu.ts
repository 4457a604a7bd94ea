import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuOverride } from '@brigade/domain/kitchen/menu-dish-name';
import { genesisMenu } from '@brigade/domain/schemas/menus';
import { apiRequest } from '../../../lib/api-client.ts';
import { menuKeys } from './keys.ts';

/** GET /menus/:date/:menuIndex/genesis: the menu publishing would make now (a preview before publishing). */
export function genesisMenuQueryOptions(date: string, menuIndex: number, override: MenuOverride | null) {
  return queryOptions({
    queryKey: menuKeys.list({ genesis: date, menuIndex, override }),
    queryFn: ({ signal }) =>
      apiRequest(`/menus/${date}/${menuIndex}/genesis`, {
        query: { menu_override: override ?? undefined },
        schema: genesisMenu,
        signal,
      }),
    meta: { inlineErrors: true },
  });
}

export function useGenesisMenu(
  date: string,
  menuIndex: number,
  override: MenuOverride | null,
  enabled: boolean,
) {
  return useQuery({ ...genesisMenuQueryOptions(date, menuIndex, override), enabled });
}
