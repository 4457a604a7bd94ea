import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrackingStatus } from '@brigade/domain/logistics/tracking-status';
import type { DriverStop } from '@brigade/domain/schemas/dispatch';
import { isApiError } from '../../../lib/api-error.ts';
import { sessionKey } from '../../../lib/session.ts';
import { useDriverRun, type RunRef } from '../api/get-driver-run.ts';
import type { QueuedAction } from '../offline-queue.ts';
import { headerRoom, RunHeader, type RunProgressProps } from '../components/run-header.tsx';
import { StopActions } from '../components/stop-actions.tsx';
import { StopCard } from '../components/stop-card.tsx';
import { expectedStatus } from '../stop-status.ts';
import { useDriverQueue, type DriverQueue } from '../use-driver-queue.ts';
import { useTrackingEvents } from '../use-tracking-events.ts';

/** /consignments/{team}/{date}/{identifier}/app: the drivers' app, phone first, working offline. */
export default function DriverAppPage() {
  const { team = '', date = '', dateIdentifier: identifier = '' } = useParams();
  const run = useMemo(() => ({ team, date, identifier }), [team, date, identifier]);
  const query = useDriverRun(run);
  const queue = useDriverQueue(run);
  useTrackingEvents(run);
  const stops = query.data?.stops;
  const progress = useMemo(
    () => (stops ? progressOf(stops, queue.state.actions) : undefined),
    [stops, queue.state.actions],
  );
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <RunHeader run={run} progress={progress} online={queue.online} pending={queue.state.actions.length} />
      <Box sx={{ mt: 2 }}>{stops ? <StopList stops={stops} queue={queue} /> : <RunStatus run={run} />}</Box>
    </Box>
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
  if (stops.length === 0) return <Alert severity="info">{t('empty')}</Alert>;
  const waiting = !queue.online || queue.state.stalled;
  return (
    <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {stops.map((stop) => {
        const number = stop.pickup_index + 1;
        return (
          <Box component="li" key={stop.code} id={`stop-${stop.code}`} sx={{ scrollMarginTop: headerRoom }}>
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
          </Box>
        );
      })}
    </Stack>
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
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (status === 403) {
    return (
      <Alert severity="error">
        <AlertTitle>{t('otherCompany')}</AlertTitle>
        {query.error?.message}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      }
    >
      <AlertTitle>{t('loadFailed')}</AlertTitle>
      {query.error?.message}
    </Alert>
  );
}
