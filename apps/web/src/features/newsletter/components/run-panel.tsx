import { mdiClose } from '@mdi/js';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SignUpRun } from '@brigade/domain/schemas/newsletter';
import type { JobProgressEvent } from '@brigade/domain/schemas/operations';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { isRunSettled } from '../api/newsletter.ts';
import { ResultChip } from './result-chip.tsx';
import { countResults, runProgress, summaryOrder } from './run-summary.ts';

interface RunPanelProps {
  run: SignUpRun | undefined;
  /** The job's progress as the server sends it (SSE). */
  live: JobProgressEvent | undefined;
  /** The chosen customers' names by id (the answers carry only the e-mail). */
  names: ReadonlyMap<number, string>;
  /** How many were chosen for the run. */
  chosen: number;
  error?: string;
  onClose: () => void;
}

/** A sign-up run: its progress while it works, then how many got each answer and each contact's answer. */
export function RunPanel({ run, live, names, chosen, error, onClose }: RunPanelProps) {
  const { t } = useTranslation('newsletter');
  const progress = runProgress(run, live, chosen);
  const settled = isRunSettled(run?.state);
  const counts = countResults(run ?? { results: [] });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="newsletter-run-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="newsletter-run-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('run.title')}
        </Typography>
        <Tooltip title={t('run.close')}>
          <IconButton aria-label={t('run.close')} onClick={onClose}>
            <MdiIcon path={mdiClose} />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography data-testid="newsletter-run-state" sx={{ mb: 1 }}>
        {run?.state === 'failed'
          ? t('run.failed')
          : settled
            ? t('run.completed', { count: progress.total ?? 0 })
            : t('run.running', { done: progress.done, total: progress.total ?? '?' })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress.percent}
        color={run?.state === 'failed' ? 'error' : settled ? 'success' : 'primary'}
        aria-label={t('run.progress')}
        sx={{ height: 8, borderRadius: 1, mb: 2 }}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Typography data-testid="newsletter-summary" sx={{ fontWeight: 500, mb: 1 }}>
        {summaryOrder.map((result) => t(`summary.${result}`, { count: counts[result] })).join(', ')}
      </Typography>
      {run && run.results.length > 0 ? (
        <TableContainer sx={{ maxHeight: 520 }}>
          <Table size="small" stickyHeader aria-label={t('run.results')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('field.customer')}</TableCell>
                <TableCell>{t('field.result')}</TableCell>
                <TableCell>{t('field.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {run.results.map((answer) => (
                <TableRow key={answer.customer_id} data-testid="newsletter-run-result">
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {names.get(answer.customer_id) ?? answer.email}
                    {names.has(answer.customer_id) ? (
                      <Typography variant="body2" color="text.secondary">
                        {answer.email}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <ResultChip result={answer.result} />
                  </TableCell>
                  <TableCell>{answer.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Typography color="text.secondary">{t('run.noResults')}</Typography>
      )}
    </Paper>
  );
}
