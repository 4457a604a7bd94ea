import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  supplier,
  type CreateSupplierRequest,
  type UpdateSupplierRequest,
} from '@brigade/domain/schemas/ingredients';
import { apiRequest } from '../../../lib/api-client.ts';
import { supplierKeys } from './keys.ts';

/** POST /suppliers: 201 with the new supplier. */
export function createSupplier(body: CreateSupplierRequest) {
  return apiRequest('/suppliers', { method: 'POST', body, schema: supplier });
}

/** PUT /suppliers/:id with the version read: 200 (version + 1); 409 when someone changed it. */
export function updateSupplier({ id, ...body }: UpdateSupplierRequest & { id: number }) {
  return apiRequest(`/suppliers/${id}`, { method: 'PUT', body, schema: supplier });
}

function useSave<V>(mutationFn: (values: V) => ReturnType<typeof createSupplier>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { inlineErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(supplierKeys.detail(saved.supplier_id), saved);
      return queryClient.invalidateQueries({ queryKey: supplierKeys.lists() });
    },
  });
}

export const useCreateSupplier = () => useSave(createSupplier);
export const useUpdateSupplier = () => useSave(updateSupplier);
