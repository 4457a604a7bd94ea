import { mdiUpdate } from '@mdi/js';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { isUpdateAvailable, useServerVersion } from '../../../lib/app-version.ts';

/** Shown only while the server runs a newer version than this page; a click loads it. */
export function UpdateAvailableButton() {
  const { t } = useTranslation('production');
  const serverVersion = useServerVersion();
  if (!isUpdateAvailable(serverVersion)) return null;
  return (
    <Button
      variant="contained"
      color="success"
      size="small"
      startIcon={<MdiIcon path={mdiUpdate} size={0.8} />}
      onClick={() => window.location.reload()}
    >
      {t('toolbar.updateAvailable')}
    </Button>
  );
}
