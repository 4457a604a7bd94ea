import Button from '@mui/material/Button';
import { mdiAlertCircleOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/mdi-icon.tsx';
import { languageOfPath, localisePath } from '../../lib/locale.ts';
import { MessagePage } from './message-page.tsx';

interface ErrorScreenProps {
  notFound: boolean;
}

/** The error page: '404 Not Found' or 'An error occurred', with 'Go back home' and 'Refresh'. */
export function ErrorScreen({ notFound }: ErrorScreenProps) {
  const { t } = useTranslation('app');
  // Plain links: the router may be what failed.
  const home = localisePath('/', languageOfPath(window.location.pathname));
  return (
    <MessagePage
      heading="h1"
      icon={<MdiIcon path={mdiAlertCircleOutline} size={2.5} />}
      title={notFound ? t('error.notFound') : t('error.occurred')}
      actions={
        <>
          <Button variant="contained" href={home}>
            {t('error.home')}
          </Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {t('error.refresh')}
          </Button>
        </>
      }
    />
  );
}
