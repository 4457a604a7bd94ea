import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useConsignments } from '../api/dispatch-api.ts';
import { useLiveRun } from '../api/live-run.ts';
import { LabelLinksPanel } from '../components/label-links-panel.tsx';
import { PublishPanel } from '../components/publish-panel.tsx';
import { RunActions } from '../components/run-actions.tsx';
import { RunPicker } from '../components/run-picker.tsx';
import { StatusBoard } from '../components/status-board.tsx';
import { StopList } from '../components/stop-list.tsx';
import { TotalsPanel } from '../components/totals-panel.tsx';
import { UnplacedList } from '../components/unplaced-list.tsx';
import { useStopOrder } from '../components/use-stop-order.ts';
import { defaultRun, rememberRun, runPath, teamsOf, type Run } from '../model/run-prefs.ts';
import { statusesByCode } from '../model/run-status.ts';
import { useRunParams } from './use-run-params.ts';

/**
 * /consignments/{team}/{date}/{date_identifier} 'Consignments': the dispatcher's board of a run — its stops in
 * stop order (reordered and saved), live statuses, publishing, totals, unplaced orders and label links.
 * Without a run in the address (/consignments) it opens the run last chosen in this browser.
 */
export default function DispatchPage() {
  const user = useCurrentUser();
  const localise = useLocalisePath();
  const parsed = useRunParams();
  if (!parsed) return <Navigate replace to={localise(runPath(defaultRun(user, new Date())))} />;
  if ('error' in parsed) return <Alert severity="error">{parsed.error}</Alert>;
  // A Logistics user dispatches only their own company's team (the server would refuse any other).
  if (!teamsOf(user).includes(parsed.team)) {
    return <Navigate replace to={localise(runPath({ ...parsed, team: user.company_slug }))} />;
  }
  return <Board key={runPath(parsed)} run={parsed} />;
}

function Board({ run }: { run: Run }) {
  const { t } = useTranslation('dispatch');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const query = useConsignments(run);
  useLiveRun(run);
  useEffect(() => rememberRun(run), [run]);
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <RunPicker
          run={run}
          teams={teamsOf(user)}
          onChange={(next) => void navigate(localise(runPath(next)))}
        />
        <RunActions run={run} />
      </Stack>
      {query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : query.data ? (
        <BoardContent run={run} data={query.data} />
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
          <CircularProgress size={24} />
          <Typography>{t('loading')}</Typography>
        </Stack>
      )}
    </Stack>
  );
}

function BoardContent({ run, data }: { run: Run; data: ConsignmentsResponse }) {
  const order = useStopOrder(run, data);
  const codes = order.stops.map((c) => c.code);
  return (
    <>
      <PublishPanel run={run} state={data.run} stops={data.consignments.length} unsaved={order.dirty} />
      <StatusBoard codes={codes} run={data.run} />
      <StopList
        stops={order.stops}
        statuses={statusesByCode(data.run)}
        dirty={order.dirty}
        saving={order.saving}
        onMove={order.move}
        onSave={order.save}
        onUndo={order.undo}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <TotalsPanel totals={data.totals} />
        <UnplacedList unplaced={data.unplaced} />
      </Box>
      <LabelLinksPanel run={run} />
    </>
  );
}
