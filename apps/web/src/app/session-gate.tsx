import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import { mdiLanDisconnect } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { BootSplash } from '../components/boot-splash.tsx';
import { MdiIcon } from '../components/mdi-icon.tsx';
import { i18n } from '../lib/i18n.ts';
import { useSession } from '../lib/session.ts';
import LoginPage from '../features/auth/pages/login-page.tsx';
import { MessagePage } from './pages/message-page.tsx';
import { isPublicPath } from './public-routes.ts';

// The routed app (layouts, drawer, screens) loads only after login, so the login screen stays small; the texts
// of its title and drawer load alongside, not after it (ADR 073).
const RoutedApp = lazy(async () => {
  const [routedApp] = await Promise.all([import('./routed-app.tsx'), i18n.loadNamespaces(['routes', 'nav'])]);
  return routedApp;
});

/** Without a session the login screen is shown instead of the app. */
export function SessionGate() {
  const { t } = useTranslation('app');
  const session = useSession();
  const publicPage = isPublicPath(window.location.pathname);

  if (!publicPage) {
    if (session.isPending) return <BootSplash />;
    if (session.isError) {
      return (
        <MessagePage
          heading="h1"
          icon={<MdiIcon path={mdiLanDisconnect} size={2.5} />}
          title={t('connection.title')}
          text={session.error.message}
          actions={
            <Button variant="contained" onClick={() => void session.refetch()}>
              {t('connection.retry')}
            </Button>
          }
        />
      );
    }
    if (!session.data) return <LoginPage />;
  }
  return (
    <Suspense fallback={<BootSplash />}>
      <RoutedApp />
    </Suspense>
  );
}
