import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { changedFields, changeValueText } from '@brigade/domain/audit/change-diff';
import type { AuditEntry } from '@brigade/domain/schemas/audit';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

const cellSx = {
  fontFamily: 'monospace',
  fontSize: 13,
  wordBreak: 'break-word',
  verticalAlign: 'top',
} as const;

/** One entry of the log: who, when, what, and the fields it changed with their value before and after. */
export function AuditChangeDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('audit');
  if (!entry) return null;
  const fields = changedFields(entry.action, entry.change);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {t('change.title', { action: t(`action.${entry.action}`, { defaultValue: entry.action }) })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('change.summary', {
            user: entry.username ?? t('system'),
            at: formatDateTime(entry.at, i18n.language),
            entity: entry.entity,
            id: entry.entity_id ?? '—',
          })}
        </Typography>
        {fields.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('change.none')}
          </Typography>
        ) : (
          <Table size="small" aria-label={t('change.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('change.field')}</TableCell>
                <TableCell>{t('change.before')}</TableCell>
                <TableCell>{t('change.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((f) => (
                <TableRow key={f.field}>
                  <TableCell sx={cellSx}>{f.field}</TableCell>
                  <TableCell sx={{ ...cellSx, color: 'error.main' }}>{changeValueText(f.before)}</TableCell>
                  <TableCell sx={{ ...cellSx, color: 'success.dark' }}>{changeValueText(f.after)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('change.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
