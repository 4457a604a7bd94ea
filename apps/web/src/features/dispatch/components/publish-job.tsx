import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useJobProgress } from '../../../lib/job-progress.ts';
import { publishProgress } from '../model/publish-progress.ts';

export interface StartedJob {
  id: string;
  /** The run's published version when the job started: a higher one means it is done. */
  fromVersion: number;
}

/** A publish job's progress (SSE) and, when it is done, what it changed at the courier. */
export function PublishJob({ job, publishedVersion }: { job: StartedJob; publishedVersion: number }) {
  const { t } = useTranslation('dispatch');
  const progress = publishProgress(useJobProgress(job.id));
  const done = progress.result !== null || publishedVersion > job.fromVersion;
  const result = progress.result;
  return (
    <Box sx={{ mt: 2 }} data-testid="publish-job">
      <LinearProgress
        variant={done || progress.percent !== null ? 'determinate' : 'indeterminate'}
        value={done ? 100 : (progress.percent ?? 0)}
        color={done ? 'success' : 'primary'}
        aria-label={t('publish.progress')}
        sx={{ height: 8, borderRadius: 1, mb: 1 }}
      />
      {done ? (
        <Alert severity="success" data-testid="publish-result">
          {result
            ? t('publish.result', {
                version: result.version,
                created: result.created,
                updated: result.updated,
                deleted: result.deleted,
              })
            : t('publish.done', { version: publishedVersion })}
          {result ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('publish.path', { path: result.path })}
            </Typography>
          ) : null}
        </Alert>
      ) : (
        <Typography data-testid="publish-running">
          {progress.total > 0
            ? t('publish.running', { done: progress.done, total: progress.total })
            : t('publish.queued')}
        </Typography>
      )}
    </Box>
  );
}
