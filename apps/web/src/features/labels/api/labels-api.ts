import { useMutation, useQuery } from '@tanstack/react-query';
import {
  labelPdfJob,
  mealLabelsResponse,
  packageLabelsResponse,
  packingCheckResponse,
  type LabelPdfRequest,
} from '@brigade/domain/schemas/labels';
import type { LabelLanguage } from '@brigade/domain/labels/label-texts';
import type { MealType } from '@brigade/domain/programmes/meal-types';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('labels');

export interface MealLabelFilter {
  date?: string | undefined;
  meal_type?: MealType | undefined;
  customer_id?: number | undefined;
  lang: LabelLanguage;
}

/** GET /labels/meals/{year}/{week}: the week's meal labels (filtered) and what each recipe's labels print. */
export function useMealLabels(year: number, week: number, filter: MealLabelFilter) {
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number
  >;
  return useQuery({
    queryKey: keys.list({ kind: 'meals', year, week, ...query }),
    queryFn: ({ signal }) =>
      apiRequest(`/labels/meals/${year}/${week}`, { query, schema: mealLabelsResponse, signal }),
    meta: { inlineErrors: true },
  });
}

/** GET /labels/packages/{date}: a label per bag of the day (or one order's). */
export function usePackageLabels(date: string, lang: LabelLanguage, orderId?: number) {
  const query = { lang, ...(orderId === undefined ? {} : { order_id: orderId }) };
  return useQuery({
    queryKey: keys.list({ kind: 'packages', date, ...query }),
    queryFn: ({ signal }) =>
      apiRequest(`/labels/packages/${date}`, { query, schema: packageLabelsResponse, signal }),
    meta: { inlineErrors: true },
  });
}

/** POST /labels/pdf: queues a PDF; the answer is the job to follow. */
export function useStartLabelPdf() {
  return useMutation({
    mutationFn: (request: LabelPdfRequest) =>
      apiRequest('/labels/pdf', { method: 'POST', body: request, schema: labelPdfJob }),
  });
}

const pdfStatus = z.object({
  ready: z.boolean(),
  pages: z.number().nullable(),
  bytes: z.number().nullable(),
});

/** Whether a queued PDF is ready: asked every 1.5 s until it is. */
export function useLabelPdfStatus(jobId: string | undefined) {
  return useQuery({
    queryKey: keys.detail(jobId ?? 'none'),
    queryFn: ({ signal }) => apiRequest(`/labels/pdf/${jobId}/status`, { schema: pdfStatus, signal }),
    enabled: jobId !== undefined,
    refetchInterval: (query) => (query.state.data?.ready ? false : 1500),
  });
}

/** POST /labels/packing-check: does the scanned meal belong in the scanned bag? */
export function usePackingCheck() {
  return useMutation({
    mutationFn: (scans: { meal: string; bag: string }) =>
      apiRequest('/labels/packing-check', { method: 'POST', body: scans, schema: packingCheckResponse }),
    meta: { inlineErrors: true },
  });
}
