import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DispatchRun } from '@brigade/domain/schemas/dispatch';
import type { TrackingStatus } from '@brigade/domain/logistics/tracking-status';
import { useTranslation } from 'react-i18next';
import { countStatuses } from '../model/run-status.ts';
import { StatusChip } from './status-chip.tsx';

/** The statuses a dispatcher follows through the day, always shown; falsy (0) only when a stop has it. */
const shown: readonly TrackingStatus[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** How many stops have each status, live: the chips change as drivers check in and deliver. */
export function StatusBoard({ codes, run }: { codes: readonly string[]; run: DispatchRun }) {
  const { t } = useTranslation('dispatch');
  const counts = countStatuses(codes, run);
  const delivered = counts.byStatus[4] + counts.byStatus[5] + counts.byStatus[6];
  const statuses = counts.byStatus[0] > 0 ? [0 as const, ...shown] : shown;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="status-board-title" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', mb: 1, flexWrap: 'wrap' }}>
        <Typography id="status-board-title" variant="h6" component="h2">
          {t('board.title')}
        </Typography>
        <Typography color="text.secondary" data-testid="delivered-summary">
          {t('board.delivered', { done: delivered, total: codes.length })}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StatusChip status={null} count={counts.unpublished} />
        {statuses.map((status) => (
          <StatusChip key={status} status={status} count={counts.byStatus[status]} />
        ))}
      </Stack>
    </Paper>
  );
}
