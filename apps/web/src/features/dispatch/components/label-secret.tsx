import { mdiContentCopy } from '@mdi/js';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { LabelLinkSecret } from '@brigade/domain/schemas/dispatch';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';

function CopyLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('dispatch');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(t('links.copied', { what: label }), 'success');
    } catch {
      notify(t('links.copyFailed'), 'error');
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography sx={{ minWidth: 80, fontWeight: 500 }}>{label}</Typography>
      <Typography data-testid={testId} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      <Tooltip title={t('links.copy', { what: label })}>
        <IconButton size="small" aria-label={t('links.copy', { what: label })} onClick={() => void copy()}>
          <MdiIcon path={mdiContentCopy} size={0.8} />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** A new link or password: the address and the password, shown this once, each with a copy button. */
export function LabelSecret({ secret, onClose }: { secret: LabelLinkSecret; onClose: () => void }) {
  const { t } = useTranslation('dispatch');
  const localise = useLocalisePath();
  const address = `${window.location.origin}${localise(secret.path)}`;
  return (
    <Alert severity="warning" onClose={onClose} data-testid="label-secret" sx={{ my: 1 }}>
      <AlertTitle>{t('links.secretTitle')}</AlertTitle>
      <CopyLine label={t('links.address')} value={address} testId="label-secret-address" />
      <CopyLine label={t('links.password')} value={secret.password} testId="label-secret-password" />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('links.shownOnce')}
      </Typography>
    </Alert>
  );
}
