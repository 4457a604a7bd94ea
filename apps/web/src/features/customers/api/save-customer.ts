import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  customer,
  type CreateCustomerRequest,
  type Customer,
  type UpdateCustomerRequest,
} from '@brigade/domain/schemas/customers';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerKeys } from './keys.ts';

/** POST /customers: 201 with the new customer. */
export function createCustomer(body: CreateCustomerRequest) {
  return apiRequest('/customers', { method: 'POST', body, schema: customer });
}

/** PUT /customers/:id with the version read: 200 (version + 1); 409 when someone changed it. */
export function updateCustomer({ id, ...body }: UpdateCustomerRequest & { id: number }) {
  return apiRequest(`/customers/${id}`, { method: 'PUT', body, schema: customer });
}

/** A saved customer goes into its detail query; the lists and the allergy lookups read it again. */
function useSaveCustomer<V>(mutationFn: (variables: V) => Promise<Customer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { inlineErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(customerKeys.detail(saved.customer_id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [...customerKeys.all, 'allergies'] }),
      ]);
    },
  });
}

export const useCreateCustomer = () => useSaveCustomer(createCustomer);
export const useUpdateCustomer = () => useSaveCustomer(updateCustomer);
