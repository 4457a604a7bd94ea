import type { SxProps, Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { mdiRefresh } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error.ts';
import { translateMessage } from '../lib/i18n.ts';
import { MdiIcon } from './mdi-icon.tsx';

interface Props {
  error: Error | null;
  /** Offered after a 409 (someone saved first): fetch the current record, then edit it again. */
  onReload?: (() => void | Promise<void>) | undefined;
  sx?: SxProps<Theme>;
}

/**
 * The message of a failed save on a page form. A 400 with field messages shows nothing here (they sit under
 * the fields); a 422 with per-line details shows those, translated; a 409 offers 'Reload current record'.
 */
export function SaveErrorAlert({ error, onReload, sx }: Props) {
  const { t } = useTranslation('common');
  if (!error || (isApiError(error) && error.details && error.status === 400)) return null;
  const conflict = isApiError(error) && error.status === 409 && onReload;
  const text =
    isApiError(error) && error.details && error.status === 422
      ? Object.values(error.details).map(translateMessage).join(' ')
      : translateMessage(error.message);
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        conflict ? (
          <Button
            color="inherit"
            size="small"
            startIcon={<MdiIcon path={mdiRefresh} size={0.8} />}
            onClick={() => void onReload()}
          >
            {t('reloadCurrent')}
          </Button>
        ) : undefined
      }
    >
      {text}
    </Alert>
  );
}
