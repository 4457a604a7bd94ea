import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isTrackingStatus } from '@brigade/domain/logistics/tracking-status';
import type { TrackingEvent } from '@brigade/domain/schemas/dispatch';
import { onServerEvent } from '../../lib/server-events.ts';
import { driverRunKey, type RunRef } from './api/get-driver-run.ts';
import { applyTrackingEvent } from './stop-cache.ts';

const isText = (value: unknown): value is string => typeof value === 'string';

/** Whether an event names this run (`consignments-published`, and each tracking event). */
function ofRun(data: unknown, run: RunRef): data is Record<string, unknown> {
  if (typeof data !== 'object' || data === null) return false;
  const { team, date, identifier } = data as Record<string, unknown>;
  return team === run.team && date === run.date && identifier === run.identifier;
}

/** A tracking event of this run in the shape of schemas/dispatch trackingEvent, checked by hand (no zod here). */
function trackingOf(data: unknown, run: RunRef): TrackingEvent | undefined {
  if (!ofRun(data, run)) return undefined;
  const { code, status, at } = data;
  if (!isText(code) || !isText(at) || !isTrackingStatus(status)) return undefined;
  // The run's team and identifier are the URL's, which the server checked when it sent the run.
  return { ...run, code, status, at } as TrackingEvent;
}

/** Live changes of this run: a stop's new status (SSE `consignment-tracking`) and a new publish of the run. */
export function useTrackingEvents({ team, date, identifier }: RunRef): void {
  const client = useQueryClient();
  useEffect(() => {
    const run = { team, date, identifier };
    const offTracking = onServerEvent('consignment-tracking', (data) => {
      const event = trackingOf(data, run);
      if (event) void applyTrackingEvent(client, run, event);
    });
    const offPublished = onServerEvent('consignments-published', (data) => {
      if (ofRun(data, run)) void client.invalidateQueries({ queryKey: driverRunKey(run) });
    });
    return () => {
      offTracking();
      offPublished();
    };
  }, [client, team, date, identifier]);
}
