import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  eraseCustomerResponse,
  type EraseCustomerRequest,
  type EraseCustomerResponse,
} from '@brigade/domain/schemas/customer-data-rights';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerKeys } from './keys.ts';

/** POST /customers/:id/erase with the number or name typed back: 400 not confirmed, 422 erased or orders running. */
export function eraseCustomer({
  id,
  ...body
}: EraseCustomerRequest & { id: number }): Promise<EraseCustomerResponse> {
  return apiRequest(`/customers/${id}/erase`, { method: 'POST', body, schema: eraseCustomerResponse });
}

export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

/** The download of everything stored about the customer (a plain link: the browser saves the file). */
export const customerExportUrl = (id: number, format: 'json' | 'csv') =>
  `/api/v1/customers/${id}/export?format=${format}`;
