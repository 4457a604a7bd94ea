import Button from '@mui/material/Button';
import { mdiMapMarkerQuestionOutline } from '@mdi/js';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/mdi-icon.tsx';
import { useLocalisePath } from '../../lib/use-language.ts';
import { MessagePage } from './message-page.tsx';

/** An unknown route shows 'This page could not be found'. */
export function NotFoundPage() {
  const { t } = useTranslation(['messages', 'app']);
  const localise = useLocalisePath();
  return (
    <MessagePage
      icon={<MdiIcon path={mdiMapMarkerQuestionOutline} size={2.5} />}
      title={t('messages:pageNotFound')}
      actions={
        <Button variant="contained" component={RouterLink} to={localise('/')}>
          {t('app:error.home')}
        </Button>
      }
    />
  );
}
