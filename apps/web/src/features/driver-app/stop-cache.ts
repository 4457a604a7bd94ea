import type { QueryClient } from '@tanstack/react-query';
import type { DriverRun, DriverStop, TrackingEvent } from '@brigade/domain/schemas/dispatch';
import { driverRunKey, type RunRef } from './api/get-driver-run.ts';

/**
 * Puts the server's newest word on a stop into the cached run. A read of the run still under way started
 * before it, so it is cancelled (it would bring the old status back).
 */
async function updateStop(
  client: QueryClient,
  run: RunRef,
  code: string,
  change: (s: DriverStop) => DriverStop,
) {
  const key = driverRunKey(run);
  await client.cancelQueries({ queryKey: key });
  client.setQueryData<DriverRun>(key, (current) =>
    current ? { ...current, stops: current.stops.map((s) => (s.code === code ? change(s) : s)) } : current,
  );
}

/** The stop as an action's answer gives it. */
export function replaceStop(client: QueryClient, run: RunRef, stop: DriverStop): Promise<void> {
  return updateStop(client, run, stop.code, () => stop);
}

/**
 * A status change another phone or the dispatcher made (SSE). An event older than what the stop shows is
 * ignored; a stop this run does not know yet makes the run load again.
 */
export async function applyTrackingEvent(client: QueryClient, run: RunRef, event: TrackingEvent) {
  const current = client.getQueryData<DriverRun>(driverRunKey(run));
  const stop = current?.stops.find((s) => s.code === event.code);
  if (!stop) {
    await client.invalidateQueries({ queryKey: driverRunKey(run) });
    return;
  }
  if (Date.parse(event.at) < Date.parse(stop.status_at)) return;
  await updateStop(client, run, event.code, (s) => ({
    ...s,
    status: event.status,
    status_at: event.at,
    detail: s.status === event.status ? s.detail : null,
  }));
}
