import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  employee,
  employeeList,
  hoursMonth,
  hoursRow,
  hoursUploadPreview,
  hoursUploadResult,
  type CreateEmployeeRequest,
  type HoursInput,
  type HoursUploadRequest,
  type UpdateEmployeeRequest,
  type UpdateHoursRequest,
} from '@brigade/domain/schemas/staff';
import { apiRequest } from '../../../lib/api-client.ts';

const keys = {
  employees: ['staff', 'employees'] as const,
  month: (year: number, month: number) => ['staff', 'hours', year, month] as const,
  all: ['staff'] as const,
};

/** Every employee, inactive ones too (the screen marks them). */
export function useEmployees() {
  return useQuery({
    queryKey: keys.employees,
    queryFn: ({ signal }) =>
      apiRequest('/employees', { query: { include_inactive: 'true' }, schema: employeeList, signal }),
  });
}

/** GET /hours/month/{year}/{month}: the month per employee with totals (the server audits the read). */
export function useHoursMonth(year: number, month: number) {
  return useQuery({
    queryKey: keys.month(year, month),
    queryFn: ({ signal }) => apiRequest(`/hours/month/${year}/${month}`, { schema: hoursMonth, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A write of the staff screens: every staff query is read again after it. */
function useStaffWrite<V, R>(write: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useSaveHours = () =>
  useStaffWrite((v: { id: number | null; body: HoursInput | UpdateHoursRequest }) =>
    v.id === null
      ? apiRequest('/hours', { method: 'POST', body: v.body, schema: hoursRow })
      : apiRequest(`/hours/${v.id}`, { method: 'PUT', body: v.body, schema: hoursRow }),
  );

export const useSaveEmployee = () =>
  useStaffWrite((v: { id: number | null; body: CreateEmployeeRequest | UpdateEmployeeRequest }) =>
    v.id === null
      ? apiRequest('/employees', { method: 'POST', body: v.body, schema: employee })
      : apiRequest(`/employees/${v.id}`, { method: 'PUT', body: v.body, schema: employee }),
  );

/** POST /hours/upload/preview: every row with its problems; nothing is saved. */
export const previewUpload = (body: HoursUploadRequest) =>
  apiRequest('/hours/upload/preview', { method: 'POST', body, schema: hoursUploadPreview });

export const useSaveUpload = () =>
  useStaffWrite((body: HoursUploadRequest) =>
    apiRequest('/hours/upload', { method: 'POST', body, schema: hoursUploadResult }),
  );
