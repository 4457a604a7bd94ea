import { messages } from '@brigade/domain/messages/catalogue';
import { actionInstant, DELIVERY_OUTCOMES, driverMoves } from '@brigade/domain/logistics/tracking-flow';
import type { TrackingStatus } from '@brigade/domain/logistics/tracking-status';
import type {
  CheckInRequest,
  DeliverRequest,
  DriverRun,
  DriverStop,
  TrackingEvent,
} from '@brigade/domain/schemas/dispatch';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { iso, runOfPath, toDriverStop, type Reader, type Run } from './mapping.ts';
import * as repo from './repository.ts';

type StopParams = { team: string; date: string; identifier: string; code: string };
export type PublishEvent = (event: { event: string; data: unknown }) => Promise<void>;

/**
 * The drivers' app (ADR 066): a run's published stops and the driver's check-in and delivery. Each action
 * carries the phone's id: the same action sent twice (an offline queue resending after a lost answer) is
 * recorded once and answered with the stop as it is.
 */
export function createTrackingService(deps: CoreDeps & { publishEvent: PublishEvent }) {
  const { db, clock, audit, publishEvent } = deps;

  async function stop(run: Run, code: string): Promise<DriverStop> {
    const row = await repo.publishedByCode(db, run.date, code);
    if (!row || row.removedAt || row.team !== run.team || row.identifier !== run.identifier) {
      throw notFound(messages.stopNotFound);
    }
    const [latest] = await repo.latestTracking(db, run.date, [code]);
    return toDriverStop(row, latest);
  }

  /** Records a driver's status change once per action id; answers the stop. */
  async function act(
    reader: Reader,
    params: StopParams,
    action: { action_id: string; at?: string | undefined },
    next: TrackingStatus,
    detail: string | null,
  ): Promise<DriverStop> {
    const run = runOfPath(reader, params);
    const prior = await repo.trackingByAction(db, action.action_id);
    if (prior) {
      if (prior.code !== params.code || prior.date !== run.date) throw conflict(messages.invalidValue);
      return stop(run, params.code);
    }
    const current = await stop(run, params.code);
    const event = await db
      .transaction(async (tx) => {
        // One change of a stop at a time: a second driver's tap waits for the first and sees its status.
        const [latest] = await repo.latestTrackingForUpdate(tx, run.date, params.code);
        if (!driverMoves((latest?.status ?? null) as TrackingStatus | null, next)) return null;
        const at = actionInstant(action.at, clock(), run.date);
        await repo.insertTracking(tx, {
          date: run.date,
          code: params.code,
          status: next,
          at,
          detail,
          source: 'driver',
          userId: reader.user_id,
          actionId: action.action_id,
        });
        await audit.record(
          {
            userId: reader.user_id,
            action: 'update',
            entity: 'consignment_tracking',
            entityId: `${run.date}/${params.code}`,
            change: { before: latest?.status ?? null, after: next, detail },
          },
          tx,
        );
        return { ...run, code: params.code, status: next, at: iso(at) } satisfies TrackingEvent;
      })
      .catch(async (error: unknown) => {
        // The same action arrived twice at once: the other one recorded it.
        if (isUniqueViolation(error)) return null;
        throw error;
      });
    if (!event) return stop(run, current.code);
    await publishEvent({ event: 'consignment-tracking', data: event });
    return stop(run, params.code);
  }

  return {
    /** The run's published stops in stop order, each with its current status. */
    async run(reader: Reader, params: Omit<StopParams, 'code'>): Promise<DriverRun> {
      const run = runOfPath(reader, params);
      const [row, published] = await Promise.all([repo.runOf(db, run), repo.publishedOf(db, run)]);
      const latest = new Map(
        (
          await repo.latestTracking(
            db,
            run.date,
            published.map((p) => p.code),
          )
        ).map((t) => [t.code, t]),
      );
      return {
        ...run,
        published_at: row?.publishedAt ? iso(row.publishedAt) : null,
        stops: published.map((p) => toDriverStop(p, latest.get(p.code))),
      };
    },

    checkIn: (reader: Reader, params: StopParams, body: CheckInRequest) => act(reader, params, body, 3, null),

    deliver(reader: Reader, params: StopParams, body: DeliverRequest) {
      const detail =
        body.outcome === 'not_delivered'
          ? [body.reason, body.note].filter(Boolean).join(': ')
          : body.note || null;
      return act(reader, params, body, DELIVERY_OUTCOMES[body.outcome], detail);
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
