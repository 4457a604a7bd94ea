import { mdiContentSave, mdiUndo } from '@mdi/js';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ConsignmentView } from '@brigade/domain/schemas/logistics';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import type { StopStatus } from '../model/run-status.ts';
import { StopRow } from './stop-row.tsx';

interface StopListProps {
  stops: readonly ConsignmentView[];
  statuses: ReadonlyMap<string, StopStatus>;
  dirty: boolean;
  saving: boolean;
  onMove: (from: number, to: number) => void;
  onSave: () => void;
  onUndo: () => void;
}

/** The run's stops in stop order, reordered with the arrows (or by dragging a row) and saved as a whole. */
export function StopList({ stops, statuses, dirty, saving, onMove, onSave, onUndo }: StopListProps) {
  const { t } = useTranslation('dispatch');
  const columns = ['number', 'code', 'name', 'address', 'window', 'bags', 'instruction', 'status', 'move'];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="stops-title">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', p: 2, flexWrap: 'wrap' }}>
        <Typography id="stops-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('stops.title', { count: stops.length })}
        </Typography>
        {dirty ? (
          <Typography color="warning.main" variant="body2">
            {t('stops.unsaved')}
          </Typography>
        ) : null}
        <Button
          onClick={onUndo}
          disabled={!dirty || saving}
          startIcon={<MdiIcon path={mdiUndo} size={0.8} />}
        >
          {t('stops.undo')}
        </Button>
        <Button
          variant="contained"
          onClick={onSave}
          disabled={!dirty || saving}
          startIcon={<MdiIcon path={mdiContentSave} size={0.8} />}
        >
          {t('stops.save')}
        </Button>
      </Stack>
      {stops.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('stops.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="stops-title">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} align={column === 'bags' ? 'right' : undefined}>
                    {t(`stops.column.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {stops.map((stop, index) => (
                <StopRow
                  key={stop.code}
                  stop={stop}
                  index={index}
                  count={stops.length}
                  status={statuses.get(stop.code)}
                  busy={saving}
                  onMove={onMove}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
