import { mdiContentCopy } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { OneTimePasswordResponse } from '@brigade/domain/schemas/users';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications.ts';

export interface GivenPassword extends OneTimePasswordResponse {
  username: string;
}

/** The one-time password just made, shown this once with a copy button (given null: closed). */
export function OneTimePasswordDialog({
  given,
  onClose,
}: {
  given: GivenPassword | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('users');
  if (!given) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(given.password);
      notify(t('oneTime.copied'), 'success');
    } catch {
      notify(t('oneTime.copyFailed'), 'error');
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="one-time-title">
      <DialogTitle id="one-time-title">{t('oneTime.title', { username: given.username })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              data-testid="one-time-password"
              sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: 1 }}
            >
              {given.password}
            </Typography>
            <Tooltip title={t('oneTime.copy')}>
              <IconButton aria-label={t('oneTime.copy')} onClick={() => void copy()}>
                <MdiIcon path={mdiContentCopy} size={0.9} />
              </IconButton>
            </Tooltip>
          </Stack>
          <Alert severity="warning">
            {t('oneTime.shownOnce', { until: formatDateTime(given.expires_at, i18n.language) })}
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('oneTime.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
