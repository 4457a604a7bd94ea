import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuQrCodes } from '@brigade/domain/schemas/menu-qr-codes';
import { apiRequest } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { createQueryKeys } from '../../../lib/query-keys.ts';

const menuQrKeys = createQueryKeys('menu-qr-codes');

/** GET /menus/:date/qr-codes: the date's published menus and their dishes, or null while none is published. */
async function getMenuQrCodes(date: string, signal?: AbortSignal) {
  try {
    return await apiRequest(`/menus/${date}/qr-codes`, { schema: menuQrCodes, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

function menuQrCodesQueryOptions(date: string) {
  return queryOptions({
    queryKey: menuQrKeys.detail(date),
    queryFn: ({ signal }) => getMenuQrCodes(date, signal),
    meta: { inlineErrors: true },
  });
}

export function useMenuQrCodes(date: string) {
  return useQuery(menuQrCodesQueryOptions(date));
}
