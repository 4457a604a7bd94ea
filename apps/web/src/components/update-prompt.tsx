import { useState } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { isUpdateAvailable, useServerVersion } from '../lib/app-version.ts';

/** A newer server version offers 'UPDATE AVAILABLE' (reloads) and 'LATER' (hides until the next change). */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const serverVersion = useServerVersion();
  const [dismissedFor, setDismissedFor] = useState<string>();
  const open = isUpdateAvailable(serverVersion) && dismissedFor !== serverVersion;
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      message={t('update.message')}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => setDismissedFor(serverVersion)}>
            {t('update.later')}
          </Button>
          <Button color="success" variant="contained" size="small" onClick={() => window.location.reload()}>
            {t('update.reload')}
          </Button>
        </>
      }
    />
  );
}
