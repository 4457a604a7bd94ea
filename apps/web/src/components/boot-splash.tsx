import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while the session or a lazy screen loads. */
export function BootSplash() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
