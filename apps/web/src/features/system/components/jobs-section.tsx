import { useState } from 'react';
import { mdiRefresh, mdiReplay } from '@mdi/js';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { JobView } from '@brigade/domain/schemas/operations';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useJobProgress } from '../../../lib/job-progress.ts';
import { notify } from '../../../lib/notifications.ts';
import { useJobs, useRetryJob } from '../api/operations.ts';
import { DevSection } from './dev-section.tsx';
import { jobStateColour, progressText } from './state-colours.ts';

/** The job queue, newest first: state, tries, progress while it runs, the error of a failed one, retry. */
export function JobsSection() {
  const { t } = useTranslation('system');
  const [failedOnly, setFailedOnly] = useState(false);
  const jobs = useJobs(failedOnly ? { state: 'failed' } : {});
  const retry = useRetryJob();
  const run = async (job: JobView) => {
    await retry.mutateAsync({ name: job.name, id: job.id });
    notify(t('jobs.retried', { name: job.name }), 'success');
  };
  const list = jobs.data?.jobs ?? [];
  return (
    <DevSection
      id="jobs"
      title={t('jobs.title')}
      loading={jobs.isFetching}
      error={jobs.error}
      actions={
        <>
          <FormControlLabel
            control={<Switch checked={failedOnly} onChange={(e) => setFailedOnly(e.target.checked)} />}
            label={t('jobs.failedOnly')}
          />
          <Tooltip title={t('refresh')}>
            <IconButton aria-label={t('refresh')} onClick={() => void jobs.refetch()}>
              <MdiIcon path={mdiRefresh} />
            </IconButton>
          </Tooltip>
        </>
      }
    >
      <Table size="small" aria-label={t('jobs.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('jobs.name')}</TableCell>
            <TableCell>{t('jobs.state')}</TableCell>
            <TableCell>{t('jobs.created')}</TableCell>
            <TableCell align="right">{t('jobs.tries')}</TableCell>
            <TableCell>{t('jobs.details')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((job) => (
            <JobRow
              key={job.id}
              job={job}
              busy={retry.isPending}
              onRetry={() => void run(job).catch(() => undefined)}
            />
          ))}
        </TableBody>
      </Table>
      {list.length === 0 && jobs.data ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {failedOnly ? t('jobs.noneFailed') : t('jobs.none')}
        </Typography>
      ) : null}
    </DevSection>
  );
}

function JobRow({ job, busy, onRetry }: { job: JobView; busy: boolean; onRetry: () => void }) {
  const { t, i18n } = useTranslation('system');
  // While it runs, the progress the server sends over SSE is newer than the list's.
  const live = useJobProgress(job.state === 'active' ? job.id : undefined);
  const progress =
    job.state === 'active' ? progressText(live ? { ...live, note: live.note ?? null } : job.progress) : null;
  return (
    <TableRow data-testid="job-row">
      <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
        {job.name}
      </TableCell>
      <TableCell>
        <Chip size="small" color={jobStateColour(job.state)} label={t(`jobs.states.${job.state}`)} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.created_at, i18n.language)}</TableCell>
      <TableCell align="right">
        {job.retry_count} / {job.retry_limit}
      </TableCell>
      <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
        {progress ? t('jobs.progress', { progress }) : null}
        {job.error ? (
          <Typography variant="body2" color="error">
            {job.error}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell align="right">
        {job.state === 'failed' ? (
          <Button
            size="small"
            disabled={busy}
            onClick={onRetry}
            startIcon={<MdiIcon path={mdiReplay} size={0.8} />}
            aria-label={t('jobs.retryOf', { name: job.name })}
          >
            {t('jobs.retry')}
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
