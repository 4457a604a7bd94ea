import { useState } from 'react';
import { mdiPlay, mdiTestTube } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MaintenanceDryRun, MaintenanceScriptInfo } from '@brigade/domain/schemas/maintenance';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import {
  changedOf,
  useDryRun,
  useMaintenanceRun,
  useMaintenanceScripts,
  useRunScript,
} from '../api/maintenance.ts';
import { DevSection } from './dev-section.tsx';
import { MaintenanceDryRunTable } from './maintenance-dry-run-table.tsx';
import { jobStateColour } from './state-colours.ts';

/**
 * The maintenance scripts (ADR 060): each is first dry-run (what it would change now); only then can it be run,
 * as a job whose state shows until it has finished, with the number of changes it made.
 */
export function MaintenanceSection() {
  const { t } = useTranslation('system');
  const scripts = useMaintenanceScripts();
  return (
    <DevSection
      id="maintenance"
      title={t('maintenance.title')}
      loading={scripts.isFetching}
      error={scripts.error}
    >
      <Typography color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {t('maintenance.explanation')}
      </Typography>
      {scripts.data?.items.map((script) => (
        <ScriptPanel key={script.name} script={script} />
      ))}
    </DevSection>
  );
}

function ScriptPanel({ script }: { script: MaintenanceScriptInfo }) {
  const { t } = useTranslation('system');
  const confirm = useConfirm();
  const dryRun = useDryRun();
  const runScript = useRunScript();
  const [result, setResult] = useState<MaintenanceDryRun | null>(null);
  const [jobId, setJobId] = useState<string>();
  const run = useMaintenanceRun(jobId);
  const running = runScript.isPending || (jobId !== undefined && !runFinished(run.data?.state));
  const headingId = `maintenance-${script.name}`;

  const check = async () => {
    setResult(await dryRun.mutateAsync(script.name));
  };
  const apply = async (total: number) => {
    const yes = await confirm({
      text: t('maintenance.confirm', { count: total }),
      yesLabel: t('maintenance.run'),
      noLabel: t('maintenance.cancel'),
    });
    if (!yes) return;
    setJobId(await runScript.mutateAsync(script.name));
    // What the dry run listed is being changed: it is no longer what a run would do.
    setResult(null);
  };

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography id={headingId} component="h3" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {script.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`maintenance.descriptions.${script.name}`, { defaultValue: script.description })}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          loading={dryRun.isPending}
          disabled={running}
          startIcon={<MdiIcon path={mdiTestTube} size={0.8} />}
          onClick={() => void check().catch(() => undefined)}
        >
          {t('maintenance.dryRun')}
        </Button>
        {result && result.total > 0 ? (
          <Button
            variant="contained"
            color="warning"
            disabled={running || dryRun.isPending}
            startIcon={<MdiIcon path={mdiPlay} size={0.8} />}
            onClick={() => void apply(result.total).catch(() => undefined)}
          >
            {t('maintenance.run')}
          </Button>
        ) : null}
      </Stack>
      {jobId ? <RunState job={run.data ?? null} checked={result !== null} /> : null}
      {result ? <MaintenanceDryRunTable dryRun={result} /> : null}
    </Box>
  );
}

const runFinished = (state: string | undefined) =>
  state === 'completed' || state === 'failed' || state === 'cancelled';

/**
 * The state of the run's job: waiting, running, done with the number changed, or failed with its reason. Until a
 * new dry run (`checked`), it says that one shows what is left.
 */
function RunState({
  job,
  checked,
}: {
  job: ReturnType<typeof useMaintenanceRun>['data'] | null;
  checked: boolean;
}) {
  const { t } = useTranslation('system');
  const state = job?.state ?? 'created';
  const changed = job ? changedOf(job.result) : null;
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid="maintenance-run"
      sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography variant="body2">{t('maintenance.lastRun')}</Typography>
      <Chip size="small" color={jobStateColour(state)} label={t(`jobs.states.${state}`)} />
      {state === 'completed' && changed !== null ? (
        <Typography variant="body2">
          {t('maintenance.changed', { count: changed })}
          {checked ? null : ` ${t('maintenance.checkAgain')}`}
        </Typography>
      ) : null}
      {job?.error ? (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {job.error}
        </Alert>
      ) : null}
    </Stack>
  );
}
