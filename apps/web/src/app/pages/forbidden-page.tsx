import Button from '@mui/material/Button';
import { mdiLockOutline } from '@mdi/js';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/mdi-icon.tsx';
import { useLocalisePath } from '../../lib/use-language.ts';
import { MessagePage } from './message-page.tsx';

/** A route above the user's level (or outside their category) shows this instead of the screen. */
export function ForbiddenPage() {
  const { t } = useTranslation(['app', 'messages']);
  const localise = useLocalisePath();
  return (
    <MessagePage
      icon={<MdiIcon path={mdiLockOutline} size={2.5} />}
      title={t('app:forbidden.title')}
      text={t('messages:forbidden')}
      actions={
        <Button variant="contained" component={RouterLink} to={localise('/')}>
          {t('app:error.home')}
        </Button>
      }
    />
  );
}
