import Alert, { type AlertProps } from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/**
 * Says a published menu is out of date because the kitchen swapped an ingredient of its date after publishing
 * (ADR 074); nothing while it is not.
 */
export function SwappedAlert({ swapped, sx }: { swapped: boolean; sx?: AlertProps['sx'] }) {
  const { t } = useTranslation('menus');
  return swapped ? (
    <Alert severity="warning" sx={sx}>
      {t('menu.swappedSincePublishing')}
    </Alert>
  ) : null;
}
