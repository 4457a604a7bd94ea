import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TrackingStatus } from '@brigade/domain/logistics/tracking-status';
import type { DriverStop } from '@brigade/domain/schemas/dispatch';
import { isApiError } from '../../../lib/api-error.ts';
import { sessionKey } from '../../../lib/session.ts';
import { useDriverRun, type RunRef } from '../api/get-driver-run.ts';
import type { QueuedAction } from '../offline-queue.ts';
import { expectedStatus } from '../stop-status.ts';
import { useDriverQueue, type DriverQueue } from '../use-driver-queue.ts';
import { useTrackingEvents } from '../use-tracking-events.ts';
import { headerRoom, RunHeader, type RunProgressProps } from './run-header.tsx';
import { StopActions } from './stop-actions.tsx';
import { StopCard } from './stop-card.tsx';
import '../driver-app.css';

/**
 * The drivers' app of a run, phone first and working offline. Plain elements and its own styles, no MUI and no
 * router: its own entry shows it on a phone without the admin app (ADR 073); the admin app's route shows it too.
 */
export function DriverApp({ run }: { run: RunRef }) {
  const query = useDriverRun(run);
  const queue = useDriverQueue(run);
  useTrackingEvents(run);
  const stops = query.data?.stops;
  const progress = useMemo(
    () => (stops ? progressOf(stops, queue.state.actions) : undefined),
    [stops, queue.state.actions],
  );
  return (
    <div className="da">
      <RunHeader run={run} progress={progress} online={queue.online} pending={queue.state.actions.length} />
      {stops ? <StopList stops={stops} queue={queue} /> : <RunStatus run={run} />}
    </div>
  );
}

/** Stops done (delivered or not), and the first one still to drive to, counting what waits to be sent. */
function progressOf(stops: readonly DriverStop[], pending: readonly QueuedAction[]): RunProgressProps {
  const done = (status: TrackingStatus) => status >= 4 && status <= 7;
  const open = stops.find((s) => {
    const expected = expectedStatus(
      s.status,
      pending.filter((a) => a.code === s.code),
    );
    return expected >= 1 && expected <= 3;
  });
  return {
    done: stops.filter((s) => done(s.status)).length,
    count: stops.length,
    next: open ? { number: open.pickup_index + 1, code: open.code } : undefined,
  };
}

function StopList({ stops, queue }: { stops: readonly DriverStop[]; queue: DriverQueue }) {
  const { t } = useTranslation('driver-app');
  const pendingByCode = useMemo(() => {
    const map = new Map<string, QueuedAction[]>();
    for (const action of queue.state.actions) map.set(action.code, [...(map.get(action.code) ?? []), action]);
    return map;
  }, [queue.state.actions]);
  if (stops.length === 0)
    return (
      <div role="alert" className="da-alert da-mt">
        {t('empty')}
      </div>
    );
  const waiting = !queue.online || queue.state.stalled;
  return (
    <ol className="da-list">
      {stops.map((stop) => {
        const number = stop.pickup_index + 1;
        return (
          <li key={stop.code} id={`stop-${stop.code}`} style={{ scrollMarginTop: headerRoom }}>
            <StopCard stop={stop} number={number}>
              <StopActions
                stop={stop}
                number={number}
                pending={pendingByCode.get(stop.code) ?? []}
                waiting={waiting}
                refusal={queue.refusals[stop.code]}
                onAction={queue.take}
              />
            </StopCard>
          </li>
        );
      })}
    </ol>
  );
}

/** Loading, or why the run cannot be shown: another company's run (403), an ended session, no network. */
function RunStatus({ run }: { run: RunRef }) {
  const { t } = useTranslation('driver-app');
  const client = useQueryClient();
  const query = useDriverRun(run);
  const status = isApiError(query.error) ? query.error.status : undefined;
  useEffect(() => {
    if (status === 401) void client.invalidateQueries({ queryKey: sessionKey });
  }, [client, status]);
  if (query.isPending) {
    return <div role="progressbar" aria-label={t('loading')} className="da-spinner da-spinner-large" />;
  }
  return (
    <div role="alert" className="da-alert da-alert-error da-mt" style={{ display: 'block', padding: 14 }}>
      <p className="da-alert-title">{t(status === 403 ? 'otherCompany' : 'loadFailed')}</p>
      <p>{query.error?.message}</p>
      {status === 403 ? null : (
        <button type="button" className="da-button da-danger da-mt" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
