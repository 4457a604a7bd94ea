import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LabelLanguage } from '@brigade/domain/labels/label-texts';
import {
  customerMoney,
  invoiceJob,
  invoiceList,
  invoiceRunResult,
  invoiceSummary,
  type InvoiceListQuery,
  type InvoiceWeekRequest,
} from '@brigade/domain/schemas/invoices';
import { specialProgrammeList } from '@brigade/domain/schemas/special-programmes';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';
import { createQueryKeys } from '../../../lib/query-keys.ts';

export const invoiceKeys = createQueryKeys('invoices');

/** GET /invoices: a week's, a programme's, a customer's or a status's invoices and credit notes. */
export function useInvoices(query: InvoiceListQuery, enabled = true) {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number
  >;
  return useQuery({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) => apiRequest('/invoices', { query: params, schema: invoiceList, signal }),
    enabled,
    meta: { inlineErrors: true },
  });
}

/** GET /customers/:id/money: what was invoiced, paid and open per order. */
export function useCustomerMoney(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.detail(`customer-${customerId}`),
    queryFn: ({ signal }) => apiRequest(`/customers/${customerId}/money`, { schema: customerMoney, signal }),
    enabled,
    meta: { inlineErrors: true },
  });
}

function useInvalidating<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
    meta: { inlineErrors: true },
  });
}

/** POST /invoices/week for one customer (the add-invoice dialog): the invoices made at once. */
export const useInvoiceCustomerWeek = () =>
  useInvalidating((request: Required<InvoiceWeekRequest>) =>
    apiRequest('/invoices/week', { method: 'POST', body: request, schema: invoiceRunResult }),
  );

/** POST /invoices/week for every customer: a job to follow. */
export const useInvoiceWholeWeek = () =>
  useInvalidating((weekStart: string) =>
    apiRequest('/invoices/week', { method: 'POST', body: { week_start: weekStart }, schema: invoiceJob }),
  );

/** POST /invoices/programme/:id. */
export const useInvoiceProgramme = () =>
  useInvalidating((programmeId: number) =>
    apiRequest(`/invoices/programme/${programmeId}`, { method: 'POST', schema: invoiceRunResult }),
  );

export type InvoiceAction = 'paid' | 'cancel' | 'send';

/** POST /invoices/:id/{paid|cancel|send} with the version read. */
export const useInvoiceAction = () =>
  useInvalidating(
    ({
      invoiceId,
      action,
      version,
      lang,
    }: {
      invoiceId: number;
      action: InvoiceAction;
      version: number;
      lang: LabelLanguage;
    }) =>
      apiRequest(`/invoices/${invoiceId}/${action}`, {
        method: 'POST',
        body: action === 'send' ? { version, lang } : { version },
        schema: invoiceSummary,
      }),
  );

/** Where an invoice's PDF opens; the session cookie goes with it. */
export const invoicePdfUrl = (invoiceId: number, lang: LabelLanguage) =>
  apiUrl(`/invoices/${invoiceId}/pdf`, { lang });

/** The special programmes to invoice (their names and ids). */
export function useProgrammeOptions() {
  return useQuery({
    queryKey: invoiceKeys.detail('programmes'),
    queryFn: ({ signal }) =>
      apiRequest('/special-programmes', {
        query: { start: 0, length: 100, sort_by: 'name' },
        schema: specialProgrammeList,
        signal,
      }),
    select: (list) => list.items.map((p) => ({ id: p.special_programme_id, name: p.name })),
  });
}
