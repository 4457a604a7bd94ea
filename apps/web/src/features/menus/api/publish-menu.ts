import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishMenuResponse, type PublishMenuRequest } from '@brigade/domain/schemas/menus';
import { apiRequest } from '../../../lib/api-client.ts';
import { menuKeys } from './keys.ts';

export type PublishMenuInput = { date: string; menuIndex: number } & PublishMenuRequest;

/** POST /menus/:date/:menuIndex/publish: version 0 the first time, else the version read (409 when stale). */
export function publishMenu({ date, menuIndex, ...body }: PublishMenuInput) {
  return apiRequest(`/menus/${date}/${menuIndex}/publish`, {
    method: 'POST',
    body,
    schema: publishMenuResponse,
  });
}

export function usePublishMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishMenu,
    meta: { inlineErrors: true },
    // Every view of menus (the date's review, the menu, its genesis) may show this one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  });
}
