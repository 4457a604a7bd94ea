import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { trackingEvent } from '@brigade/domain/schemas/dispatch';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import { onServerEvent } from '../../../lib/server-events.ts';
import { isOfRun, withTrackingEvent, type RunRef } from '../model/run-status.ts';
import { runKey } from './keys.ts';

/**
 * Keeps an open board current: a stop's new status (SSE `consignment-tracking`) goes straight into the cached
 * board; a finished publish (`consignments-published`) reads the board again.
 */
export function useLiveRun(run: RunRef) {
  const queryClient = useQueryClient();
  const { team, date, identifier } = run;
  useEffect(() => {
    const key = runKey({ team, date, identifier });
    const offTracking = onServerEvent('consignment-tracking', (data) => {
      const parsed = trackingEvent.safeParse(data);
      if (!parsed.success || !isOfRun(parsed.data, { team, date, identifier })) return;
      const event = parsed.data;
      queryClient.setQueryData<ConsignmentsResponse>(key, (old) =>
        old ? withTrackingEvent(old, event) : old,
      );
    });
    const offPublished = onServerEvent('consignments-published', (data) => {
      if (isPublishedEvent(data) && isOfRun(data, { team, date, identifier }))
        void queryClient.invalidateQueries({ queryKey: key });
    });
    return () => {
      offTracking();
      offPublished();
    };
  }, [queryClient, team, date, identifier]);
}

function isPublishedEvent(data: unknown): data is RunRef {
  if (!data || typeof data !== 'object') return false;
  const d = data as Record<string, unknown>;
  return typeof d.team === 'string' && typeof d.date === 'string' && typeof d.identifier === 'string';
}
