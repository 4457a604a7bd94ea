import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-reload.ts';
import Button from '@mui/material/Button';
import { mdiAlertCircleOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/mdi-icon.tsx';
import { i18n } from '../../lib/i18n.ts';
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
        <ErrorScreen notFound={false} />
      </NestedErrorBoundary>
    );
  }
}
