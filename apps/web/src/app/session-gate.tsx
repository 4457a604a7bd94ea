import { lazy, Suspense } from 'react';
import { BootSplash } from '../components/boot-splash.tsx';
import { i18n } from '../lib/i18n.ts';
import { useSession } from '../lib/session.ts';
import LoginPage from '../features/auth/pages/login-page.tsx';
import { isPublicPath } from './public-routes.ts';

// The routed app (MUI's theme, layouts, drawer, screens) loads only after login, so the login screen stays
// small; the texts of its title and drawer load alongside, not after it (ADR 073).
const SignedInApp = lazy(async () => {
  const [app] = await Promise.all([import('./signed-in-app.tsx'), i18n.loadNamespaces(['routes', 'nav'])]);
  return app;
});
const ConnectionError = lazy(() => import('./connection-error.tsx'));

/** Without a session the login screen is shown instead of the app. */
export function SessionGate() {
  const session = useSession();
  const publicPage = isPublicPath(window.location.pathname);

  if (!publicPage) {
    if (session.isPending) return <BootSplash />;
    if (session.isError) {
      return (
        <Suspense fallback={<BootSplash />}>
          <ConnectionError message={session.error.message} retry={() => void session.refetch()} />
        </Suspense>
      );
    }
    // A one-time password's session first chooses its own password there (ADR 080).
    if (!session.data || session.data.must_change_password) return <LoginPage />;
  }
  return (
    <Suspense fallback={<BootSplash />}>
      <SignedInApp />
    </Suspense>
  );
}
