import { mdiChefHat } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/mdi-icon.tsx';
import { useScreenRoute } from '../use-screen-route.ts';
import { MessagePage } from './message-page.tsx';

/** A screen of the routes table that later work builds: it names itself and says it is coming. */
export default function NotBuiltPage() {
  const { t } = useTranslation(['app', 'routes']);
  const route = useScreenRoute();
  const screen = t(`routes:titles.${route?.title ?? 'dashboard'}`);
  return (
    <MessagePage
      icon={<MdiIcon path={mdiChefHat} size={2.5} />}
      title={screen}
      text={t('app:notBuilt.text', { screen, path: route?.path ?? '' })}
    />
  );
}
