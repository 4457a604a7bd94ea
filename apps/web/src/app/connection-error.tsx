import Button from '@mui/material/Button';
import { mdiLanDisconnect } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../components/mdi-icon.tsx';
import { MessagePage } from './pages/message-page.tsx';
import { Themed } from './themed.tsx';

/** The session check got no answer: say so, with 'Try again'. */
export default function ConnectionError({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation('app');
  return (
    <Themed>
      <MessagePage
        heading="h1"
        icon={<MdiIcon path={mdiLanDisconnect} size={2.5} />}
        title={t('connection.title')}
        text={message}
        actions={
          <Button variant="contained" onClick={retry}>
            {t('connection.retry')}
          </Button>
        }
      />
    </Themed>
  );
}
