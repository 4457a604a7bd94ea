import { Component, lazy, Suspense, type ReactNode } from 'react';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload.ts';
import { i18n } from '../lib/i18n.ts';
import { languageOfPath, localisePath } from '../lib/locale.ts';

// The error page (MUI, in the theme) loads when something failed, not with the login screen.
const ErrorScreen = lazy(async () => {
  const [{ ErrorScreen: Screen }, { Themed }] = await Promise.all([
    import('./pages/error-screen.tsx'),
    import('./themed.tsx'),
  ]);
  return {
    default: ({ notFound }: { notFound: boolean }) => (
      <Themed>
        <Screen notFound={notFound} />
      </Themed>
    ),
  };
});

interface BoundaryProps {
  children: ReactNode;
}

/** If the error page itself fails, this says so with a link home: no MUI, no hooks. */
export class NestedErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const home = localisePath('/', languageOfPath(window.location.pathname));
    return (
      <div role="alert" style={{ padding: 32, fontFamily: 'sans-serif' }}>
        <p>{i18n.t('app:error.nested')}</p>
        <a href={home}>{i18n.t('app:error.home')}</a>
      </div>
    );
  }
}

/** The top of the app: anything that escapes the router ends here. */
export class AppErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // A chunk that no longer exists (a new deploy) reloads the page, at most once a minute.
    if (isChunkLoadError(error)) reloadForChunkError();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <NestedErrorBoundary>
        <Suspense fallback={null}>
          <ErrorScreen notFound={false} />
        </Suspense>
      </NestedErrorBoundary>
    );
  }
}
