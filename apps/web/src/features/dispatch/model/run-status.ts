import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import type { DispatchRun, TrackingEvent } from '@brigade/domain/schemas/dispatch';
import { TRACKING_STATUS_CODES, type TrackingStatus } from '@brigade/domain/logistics/tracking-status';

export type StopStatus = DispatchRun['statuses'][number];

/** Each published consignment's current status, by code. */
export function statusesByCode(run: DispatchRun): Map<string, StopStatus> {
  return new Map(run.statuses.map((s) => [s.code, s]));
}

export interface StatusCounts {
  /** Planned stops without a published status. */
  unpublished: number;
  byStatus: Record<TrackingStatus, number>;
}

/** How many of the planned stops have each status; statuses of codes no longer planned are not counted. */
export function countStatuses(codes: readonly string[], run: DispatchRun): StatusCounts {
  const statuses = statusesByCode(run);
  const byStatus = Object.fromEntries(TRACKING_STATUS_CODES.map((c) => [c, 0])) as Record<
    TrackingStatus,
    number
  >;
  let unpublished = 0;
  for (const code of codes) {
    const found = statuses.get(code);
    if (found) byStatus[found.status] += 1;
    else unpublished += 1;
  }
  return { unpublished, byStatus };
}

export interface RunRef {
  team: string;
  date: string;
  identifier: string;
}

/** True when an event (tracking or published) is about this run. */
export function isOfRun(event: RunRef, run: RunRef): boolean {
  return event.team === run.team && event.date === run.date && event.identifier === run.identifier;
}

/** The board after a stop's new status arrived: that stop's status replaced (or added), the rest kept. */
export function withTrackingEvent(data: ConsignmentsResponse, event: TrackingEvent): ConsignmentsResponse {
  const previous = data.run.statuses.find((s) => s.code === event.code);
  if (previous && Date.parse(previous.at) > Date.parse(event.at)) return data;
  const next: StopStatus = {
    code: event.code,
    status: event.status,
    at: event.at,
    detail: previous?.status === event.status ? previous.detail : null,
  };
  const statuses = previous
    ? data.run.statuses.map((s) => (s.code === event.code ? next : s))
    : [...data.run.statuses, next];
  return { ...data, run: { ...data.run, statuses } };
}
