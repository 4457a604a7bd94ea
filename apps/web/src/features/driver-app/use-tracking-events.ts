import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { trackingEvent } from '@brigade/domain/schemas/dispatch';
import { onServerEvent } from '../../lib/server-events.ts';
import { driverRunKey, type RunRef } from './api/get-driver-run.ts';
import { applyTrackingEvent } from './stop-cache.ts';

const runOfEvent = trackingEvent.pick({ team: true, date: true, identifier: true });

/** Live changes of this run: a stop's new status (SSE `consignment-tracking`) and a new publish of the run. */
export function useTrackingEvents({ team, date, identifier }: RunRef): void {
  const client = useQueryClient();
  useEffect(() => {
    const run = { team, date, identifier };
    const ours = (data: unknown) => {
      const parsed = runOfEvent.safeParse(data);
      return (
        parsed.success &&
        parsed.data.team === team &&
        parsed.data.date === date &&
        parsed.data.identifier === identifier
      );
    };
    const offTracking = onServerEvent('consignment-tracking', (data) => {
      const parsed = trackingEvent.safeParse(data);
      if (parsed.success && ours(data)) void applyTrackingEvent(client, run, parsed.data);
    });
    const offPublished = onServerEvent('consignments-published', (data) => {
      if (ours(data)) void client.invalidateQueries({ queryKey: driverRunKey(run) });
    });
    return () => {
      offTracking();
      offPublished();
    };
  }, [client, team, date, identifier]);
}
