import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { dismiss, useNotices } from '../lib/notifications.ts';

const maxVisible = 4;

/**
 * Snackbars with a close button, stacked at the bottom; newest last. Admin snackbars stay until
 * closed, so on wider screens they sit bottom-left, clear of a centred dialog's buttons.
 */
export function SnackbarHost() {
  const { t } = useTranslation('common');
  const notices = useNotices().slice(-maxVisible);
  if (notices.length === 0) return null;
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        bottom: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        width: { sm: 480 },
      }}
    >
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          severity={notice.severity}
          variant="filled"
          elevation={6}
          onClose={() => dismiss(notice.id)}
          closeText={t('close')}
          sx={{ whiteSpace: 'pre-line', alignItems: 'center' }}
          role={notice.severity === 'error' ? 'alert' : 'status'}
        >
          {notice.message}
        </Alert>
      ))}
    </Stack>
  );
}
