import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DriverRun } from '@brigade/domain/schemas/dispatch';
import { apiRequest } from '../../../lib/api-client.ts';

export interface RunRef {
  team: string;
  date: string;
  identifier: string;
}

export const runPath = (run: RunRef) =>
  `/logistics/consignments/${encodeURIComponent(run.team)}/${encodeURIComponent(run.date)}/${encodeURIComponent(run.identifier)}`;

export const driverRunKey = (run: RunRef) => ['driver-run', run.team, run.date, run.identifier] as const;

/**
 * GET …/app: the run's published stops in stop order. A 403 (another company's run) is an answer to show on
 * the screen, not the end of the session. The drivers' app takes the server's answers as typed (the server sends
 * them through the shared dispatch schemas): zod alone would weigh as much as the whole app (ADR 073).
 */
export function driverRunQueryOptions(run: RunRef) {
  return queryOptions({
    queryKey: driverRunKey(run),
    queryFn: ({ signal }) =>
      apiRequest<z.ZodType<DriverRun>>(`${runPath(run)}/app`, { signal, authFailure: 'report' }),
    meta: { inlineErrors: true },
    staleTime: 15_000,
  });
}

export function useDriverRun(run: RunRef) {
  return useQuery(driverRunQueryOptions(run));
}
