import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopVariant, shopVariantList, type PutShopVariantRequest } from '@brigade/domain/schemas/shop';
import { apiRequest } from '../../../lib/api-client.ts';
import { shopOrderKeys, shopVariantKeys } from './keys.ts';

export const shopVariantsQueryOptions = queryOptions({
  queryKey: shopVariantKeys.lists(),
  queryFn: ({ signal }) => apiRequest('/shop/variants', { schema: shopVariantList, signal }),
});

/** GET /shop/variants: what each shop variant is to Brigade. */
export function useShopVariants() {
  return useQuery(shopVariantsQueryOptions);
}

/**
 * PUT /shop/variants/:variantId (version 0 creates): the orders waiting for it turn pending and are imported
 * again, so every shop order is read anew.
 */
export function usePutShopVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variantId, body }: { variantId: number; body: PutShopVariantRequest }) =>
      apiRequest(`/shop/variants/${variantId}`, { method: 'PUT', body, schema: shopVariant }),
    meta: { inlineErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopVariantKeys.all }),
        queryClient.invalidateQueries({ queryKey: shopOrderKeys.all }),
      ]),
  });
}
