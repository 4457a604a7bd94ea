import { useState } from 'react';
import { mdiSend, mdiSendCheck } from '@mdi/js';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LogisticsMode } from '@brigade/domain/logistics/payload-schemas';
import type { DispatchRun } from '@brigade/domain/schemas/dispatch';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications.ts';
import { usePublishRun } from '../api/dispatch-api.ts';
import type { Run } from '../model/run-prefs.ts';
import { PublishJob, type StartedJob } from './publish-job.tsx';

interface PublishPanelProps {
  run: Run;
  state: DispatchRun;
  /** How many consignments the run has (nothing to publish without one). */
  stops: number;
  /** The stop order has changes not saved yet: publishing would send the saved order, so save first. */
  unsaved: boolean;
}

/** Publishing the run to the courier: by injection or with tracking, testing or live, and how the job went. */
export function PublishPanel({ run, state, stops, unsaved }: PublishPanelProps) {
  const { t, i18n } = useTranslation('dispatch');
  const confirm = useConfirm();
  const [mode, setMode] = useState<LogisticsMode>('testing');
  const [job, setJob] = useState<StartedJob | null>(null);
  const publish = usePublishRun(run);
  const again = state.published_version > 0;

  const start = async (tracking: boolean) => {
    if (mode === 'live') {
      const yes = await confirm({
        title: t('publish.liveTitle'),
        text: t('publish.liveText', { count: stops }),
        yesLabel: t('publish.liveYes'),
        destructive: true,
      });
      if (!yes) return;
    }
    publish.mutate(
      { tracking, mode },
      {
        onSuccess: ({ job_id }) => {
          if (job_id) setJob({ id: job_id, fromVersion: state.published_version });
          else notify(t('publish.alreadyRunning'), 'info');
        },
      },
    );
  };
  const running = publish.isPending || (job !== null && state.published_version <= job.fromVersion);
  const blocked = running || stops === 0 || unsaved;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="publish-title" sx={{ p: 2 }}>
      <Typography id="publish-title" variant="h6" component="h2">
        {t('publish.title')}
      </Typography>
      <Typography color="text.secondary" data-testid="publish-state" sx={{ mb: 1 }}>
        {again
          ? t('publish.published', {
              version: state.published_version,
              at: formatDateTime(state.published_at, i18n.language),
              how: t(state.published_tracking ? 'publish.withTracking' : 'publish.byInjection'),
              mode: t(`publish.modeName.${state.published_mode ?? 'testing'}`),
            })
          : t('publish.never')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormLabel id="publish-mode-label">{t('publish.modeLabel')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="publish-mode-label"
          value={mode}
          onChange={(event) => setMode(event.target.value as LogisticsMode)}
        >
          <FormControlLabel
            value="testing"
            control={<Radio size="small" />}
            label={t('publish.mode.testing')}
          />
          <FormControlLabel value="live" control={<Radio size="small" />} label={t('publish.mode.live')} />
        </RadioGroup>
        <Button
          variant="outlined"
          disabled={blocked}
          onClick={() => void start(false)}
          startIcon={<MdiIcon path={mdiSend} size={0.8} />}
        >
          {t(again ? 'publish.republish' : 'publish.publish')}
        </Button>
        <Button
          variant="contained"
          disabled={blocked}
          onClick={() => void start(true)}
          startIcon={<MdiIcon path={mdiSendCheck} size={0.8} />}
        >
          {t(again ? 'publish.republishTracking' : 'publish.publishTracking')}
        </Button>
      </Stack>
      {unsaved ? (
        <Typography color="warning.main" variant="body2" sx={{ mt: 1 }}>
          {t('publish.saveFirst')}
        </Typography>
      ) : null}
      {job ? <PublishJob job={job} publishedVersion={state.published_version} /> : null}
    </Paper>
  );
}
