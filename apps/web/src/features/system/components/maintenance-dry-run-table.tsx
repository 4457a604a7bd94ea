import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MaintenanceChange, MaintenanceDryRun } from '@brigade/domain/schemas/maintenance';
import { useTranslation } from 'react-i18next';

/** A value before or after; an empty one says so. */
function Value({ text, strong }: { text: string; strong?: boolean }) {
  const { t } = useTranslation('system');
  if (text === '') {
    return (
      <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {t('maintenance.empty')}
      </Box>
    );
  }
  return (
    <Box component="span" sx={{ fontWeight: strong ? 600 : undefined, overflowWrap: 'anywhere' }}>
      {text}
    </Box>
  );
}

function ChangeRow({ change }: { change: MaintenanceChange }) {
  const { t } = useTranslation('system');
  return (
    <TableRow data-testid="maintenance-change">
      <TableCell component="th" scope="row">
        {change.label}
        <Typography variant="caption" component="div" color="text.secondary">
          {t(`maintenance.entities.${change.entity}`)}
        </Typography>
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{change.field}</TableCell>
      <TableCell>
        <Value text={change.before} />
        <Box component="span" sx={{ px: 1, color: 'text.secondary' }}>
          →
        </Box>
        <Value text={change.after} strong />
      </TableCell>
    </TableRow>
  );
}

/** What a dry run found: how many changes (and how many are shown), then each record, field, before → after. */
export function MaintenanceDryRunTable({ dryRun }: { dryRun: MaintenanceDryRun }) {
  const { t } = useTranslation('system');
  const { total, changes } = dryRun;
  const summary =
    total === 0
      ? t('maintenance.nothing')
      : total > changes.length
        ? t('maintenance.firstShown', { count: total, shown: changes.length })
        : t('maintenance.changes', { count: total });
  return (
    <Box sx={{ mt: 1 }}>
      <Typography role="status" sx={{ mb: 1, color: total === 0 ? 'success.main' : undefined }}>
        {summary}
      </Typography>
      {changes.length > 0 ? (
        <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={t('maintenance.tableOf', { name: dryRun.script })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('maintenance.record')}</TableCell>
                <TableCell>{t('maintenance.field')}</TableCell>
                <TableCell>{t('maintenance.beforeAfter')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <ChangeRow key={`${change.entity}-${change.id}-${change.field}`} change={change} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Box>
  );
}
